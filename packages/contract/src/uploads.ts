import { z } from 'zod';

/** Texts of uploads; the first two are the spec's uploader messages, verbatim. */
export const uploadMessages = {
  invalidFileType: 'File type was invalid. Please try a different file.',
  multipleFiles: 'Input does not support multiple filer. Drop a single file!',
  fileMissing: 'Please choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data.',
  logoTooLarge: 'The logo is too large: the limit is 2 MB.',
  communityRequired: 'Choose the community this logo belongs to (communityId).',
  imageTooLarge:
    'The image is too large: it may have at most 10,000 pixels a side and 40 megapixels (icons 1,024 pixels a side).',
  imageUnreadable: 'The image could not be read: it may be damaged. Please try a different file.',
  pdfTooLarge: 'The PDF is too large once uncompressed: the limit is 100 MB.',
  pdfTooManyObjects: 'The PDF holds too many objects to be opened safely: the limit is 500,000.',
} as const;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Image types of spec 001 §5 (jpeg, jpg, png, gif, x-icon), checked against the file's content. */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/x-icon'] as const;

/**
 * POST /v1/upload/community/logo, multipart: the file in field `logo`. A platform administrator names the
 * community with `communityId` (query parameter, or a form field sent before the file); a community
 * administrator's upload always goes to their own community. The community's logo is replaced at once.
 */
export const logoUploadQuery = z.object({ communityId: z.string().max(100).optional() });
export const logoUploadResponse = z.object({
  /** The stored file's public address, now also the community's `logo`. */
  url: z.string(),
  communityId: z.uuid(),
  contentType: z.string(),
  size: z.number().int(),
});
export type LogoUploadResponse = z.infer<typeof logoUploadResponse>;

// The multipart bodies of the upload routes, as the OpenAPI document describes them (the routes read the parts
// themselves). Types and sizes are checked against the file's content, not its name or declared type.
const displayName = z.string().max(1000).optional().describe('The name to show for the file (else its own)');

export const logoUploadForm = z.object({
  communityId: z
    .uuid()
    .optional()
    .describe(
      'A platform administrator: the community (or the communityId query parameter); sent before the file',
    ),
  logo: z.file().describe('JPEG, PNG, GIF or ICO, at most 2 MB'),
});
export const coverUploadForm = z.object({
  displayName,
  cover: z.file().describe('JPEG, PNG, GIF or ICO, at most 5 MB'),
});
export const documentUploadForm = z.object({
  displayName,
  document: z.file().describe('PDF, JPEG, PNG or GIF, at most 20 MB'),
});
export const imageUploadForm = z.object({
  displayName,
  image: z.file().describe('JPEG, PNG or GIF, at most 10 MB'),
});
