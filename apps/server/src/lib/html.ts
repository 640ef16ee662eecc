const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text placed into HTML e-mails (names come from users). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => entities[c]);
