import sanitizeHtml from 'sanitize-html';
import { badRequest } from '../../lib/errors';

import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  IMAGE_ALT_MAX,
  richTextMessages,
} from '@gathering/contract';

/** How a body's images are recognised as ours: the stored address ("files/<key>") of `src`, or null. */
export type BodyImageSource = (src: string) => string | null;

/** The stored address of an image of this community's body uploads at `src`, or null for any other address. */
export function bodyImageSource(
  keyOf: (address: string) => string | null,
  communityId: string,
): BodyImageSource {
  const ours = new RegExp(`^communities/${communityId}/feed/image-[0-9a-f]{16}\\.(png|jpg|gif)$`);
  return (src) => {
    const key = keyOf(src);
    return key && ours.test(key) ? `files/${key}` : null;
  };
}

/**
 * The allow-list of rich text that may reach a member's app: exactly the contract's RICH_TEXT_TAGS, the set the
 * console's editor writes. Everything else (script, style, iframes, event handlers, javascript: links) is dropped
 * on the server, whatever the console sent.
 *
 * Images are the one exception to silent dropping: an <img> whose address is not one of this community's body
 * uploads (a remote image would tell its host who read the item and when, and have every phone fetch it), or
 * without a text alternative, refuses the whole body (400 on its field), so an administrator never finds an
 * image gone without a word. Kept images are stored relative ("files/<key>"), like every stored file address.
 */
function options(images: BodyImageSource, problems: Set<string>): sanitizeHtml.IOptions {
  return {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...(attributes ?? [])]]),
    ),
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // Links opening elsewhere must not hand the app's window to the target page.
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
      img: (tagName, attribs) => {
        const src = images(attribs.src ?? '');
        const alt = (attribs.alt ?? '').replace(/\s+/g, ' ').trim().slice(0, IMAGE_ALT_MAX);
        if (!src) problems.add(richTextMessages.imageNotUploaded);
        else if (!alt) problems.add(richTextMessages.imageAltRequired);
        return { tagName, attribs: src ? { src, alt } : ({} as sanitizeHtml.Attributes) };
      },
    },
    // What was refused above leaves nothing behind in the stored text.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

// sanitize-html writes a line break as <br />; the editor writes <br>. Text and attribute values have < escaped,
// so the only "<br />" left is the tag itself, and the stored body is exactly what the editor produced.
export function sanitizeRichText(html: string, images: BodyImageSource, field = 'body'): string {
  const problems = new Set<string>();
  const clean = sanitizeHtml(html, options(images, problems))
    .replaceAll('<br />', '<br>')
    .replaceAll(/(<img [^>]*?) \/>/g, '$1>')
    .trim();
  const [problem] = problems;
  if (problem) throw badRequest(problem, field);
  return clean;
}

/** A stored body as answered: its images' relative addresses made absolute with the running server's base. */
export function absoluteImages(html: string, publicAddress: (stored: string) => string): string {
  // Stored bodies were written by sanitizeRichText: every image reads exactly `<img src="files/…"`.
  return html.includes('<img ')
    ? html.replace(/<img src="(files\/[^"]+)"/g, (_, stored: string) => `<img src="${publicAddress(stored)}"`)
    : html;
}

/** The stored addresses ("files/<key>") of the images in an item's stored rich text, each once. */
export function bodyImageAddresses(data: unknown): string[] {
  const fields = data && typeof data === 'object' ? Object.values(data as Record<string, unknown>) : [];
  const html = fields.filter((v): v is string => typeof v === 'string').join('');
  return [...new Set([...html.matchAll(/<img src="(files\/[^"]+)"/g)].map((m) => m[1]))];
}

/** Plain text of a rich body, for the calendar, e-mails and push texts. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
