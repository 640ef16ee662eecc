import sanitizeHtml from 'sanitize-html';

import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@gathering/contract';

/**
 * The allow-list of rich text that may reach a member's app: exactly the contract's RICH_TEXT_TAGS, the set the
 * console's editor writes. Everything else (script, style, iframes, event handlers, javascript: links) is dropped
 * on the server, whatever the console sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...(attributes ?? [])]]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links opening elsewhere must not hand the app's window to the target page.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

// sanitize-html writes a line break as <br />; the editor writes <br>. Text and attribute values have < escaped,
// so the only "<br />" left is the tag itself, and the stored body is exactly what the editor produced.
export const sanitizeRichText = (html: string): string =>
  sanitizeHtml(html, OPTIONS).replaceAll('<br />', '<br>').trim();

/** Plain text of a rich body, for the calendar, e-mails and push texts. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
