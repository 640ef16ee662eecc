import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  mime: string;
  ext: string;
}

// ICO files have no long signature: "00 00 01 00" (reserved, type 1 = icon) followed by an image count.
function looksLikeIcon(buffer: Buffer): boolean {
  return (
    buffer.length >= 6 &&
    buffer[0] === 0 &&
    buffer[1] === 0 &&
    buffer[2] === 1 &&
    buffer[3] === 0 &&
    buffer.readUInt16LE(4) > 0
  );
}

/**
 * The file's type as its content says (magic bytes), when it is one of `allowed` (MIME types); else null.
 * The name and the Content-Type the client sent are never trusted.
 */
export async function detectFileType(
  buffer: Buffer,
  allowed: readonly string[],
): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(buffer);
  let type: DetectedType | null = found ? { mime: found.mime, ext: found.ext } : null;
  if (type && (type.mime === 'image/vnd.microsoft.icon' || type.ext === 'ico'))
    type = { mime: 'image/x-icon', ext: 'ico' };
  if (!type && looksLikeIcon(buffer)) type = { mime: 'image/x-icon', ext: 'ico' };
  // Plain-text types (txt) have no magic bytes: callers that allow them decide on their own.
  return type && allowed.includes(type.mime) ? type : null;
}
