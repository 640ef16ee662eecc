/** `photo`: an image shown inside a text (no icons). */
export type UploadKind = 'image' | 'photo' | 'file';

// Spec 001 §5: exact texts, "filer" included.
export const MULTIPLE_FILES_ERROR = 'Input does not support multiple filer. Drop a single file!';
export const INVALID_TYPE_ERROR = 'File type was invalid. Please try a different file.';

const JPEG = { 'image/jpeg': ['.jpeg', '.jpg'] };
const PNG = { 'image/png': ['.png'] };
const GIF = { 'image/gif': ['.gif'] };

/** MIME type -> extensions, the shape react-dropzone's `accept` takes (it also filters the file dialog). */
export const ACCEPTED_TYPES: Record<UploadKind, Record<string, string[]>> = {
  // Icons travel under two MIME names depending on the browser and OS.
  image: { ...JPEG, ...PNG, ...GIF, 'image/x-icon': ['.ico'], 'image/vnd.microsoft.icon': ['.ico'] },
  photo: { ...JPEG, ...PNG, ...GIF },
  file: { 'application/pdf': ['.pdf'], 'text/plain': ['.txt'], ...JPEG, ...PNG, ...GIF },
};

/**
 * Accepted by MIME type or, when the browser gives none (common for .ico), by extension — the same
 * rule react-dropzone applies, so both agree.
 */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, kind: UploadKind): boolean {
  const types = ACCEPTED_TYPES[kind];
  if (file.type && file.type in types) return true;
  const name = file.name.toLowerCase();
  return Object.values(types).some((extensions) => extensions.some((ext) => name.endsWith(ext)));
}

/** Why a drop cannot be uploaded, or null when it holds exactly one acceptable file. */
export function dropError(files: readonly Pick<File, 'name' | 'type'>[], kind: UploadKind): string | null {
  if (files.length > 1) return MULTIPLE_FILES_ERROR;
  if (files.length === 0 || !isAcceptedFile(files[0], kind)) return INVALID_TYPE_ERROR;
  return null;
}
