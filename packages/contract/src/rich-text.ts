import { z } from 'zod';

// Rich text: the one set of HTML the console's editor writes and the server keeps (issue 10, "Formatting is lost on
// save"). The editor is configured to produce nothing outside it, and the server's sanitizer drops everything else,
// so a body survives save → member feed unchanged.

/** Tags of a rich body: paragraphs, line breaks, headings, bold, italic, underline, lists, links and images. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'img',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Attributes kept per tag (every other attribute is dropped). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
};

/** Link schemes kept; anything else (javascript:, data:) loses its href. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

// Images in a body (issue 22, item 10): only files uploaded here (POST /v1/upload/feedItem/image), never a remote
// address (a remote image tells its host who read the item and when), and always with a text alternative for
// people who cannot see it. A body holding any other image is refused with one of these sentences.
export const richTextMessages = {
  imageNotUploaded: 'An image in the text was not uploaded here. Remove it, then add it with "Insert image".',
  imageAltRequired: 'Every image in the text needs a description for people who cannot see it.',
  imageRequired: 'Choose the image to insert.',
} as const;

/** The longest text alternative of an image in a body. */
export const IMAGE_ALT_MAX = 250;
/** Body images: jpeg, png or gif, 10 MB at most, scaled down to 1,600 pixels on their long side. */
export const BODY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BODY_IMAGE_LONG_SIDE = 1600;

/** What the editor's image dialog sends on: the uploaded file's address and its text alternative. */
export const bodyImageInput = z.object({
  src: z.string().min(1, richTextMessages.imageRequired),
  alt: z.string().trim().min(1, richTextMessages.imageAltRequired).max(IMAGE_ALT_MAX),
});
export type BodyImageInput = z.infer<typeof bodyImageInput>;
