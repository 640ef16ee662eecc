import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of rich text that may reach a member's app. Everything else (script, style, iframes, event
 * handlers, javascript: links) is dropped on the server, whatever the console sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
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

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Plain text of a rich body, for the calendar, e-mails and push texts. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
