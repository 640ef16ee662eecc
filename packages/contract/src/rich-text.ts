// Rich text: the one set of HTML the console's editor writes and the server keeps (issue 10, "Formatting is lost on
// save"). The editor is configured to produce nothing outside it, and the server's sanitizer drops everything else,
// so a body survives save → member feed unchanged.

/** Tags of a rich body: paragraphs, line breaks, headings, bold, italic, underline, lists and links. */
export const RICH_TEXT_TAGS = ['p', 'br', 'h2', 'h3', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Attributes kept per tag (every other attribute is dropped). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'target', 'rel'],
};

/** Link schemes kept; anything else (javascript:, data:) loses its href. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
