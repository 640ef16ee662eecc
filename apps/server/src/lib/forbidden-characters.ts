// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when `text` holds a character no route may store: a NUL (PostgreSQL text cannot hold one, so the
 * statement fails) or a lone UTF-16 surrogate (not valid Unicode: jsonb and UTF-8 encoding reject it). The input
 * guard (plugins/input-guard.ts) applies it to every request; uploads and imports to their text parts.
 */
export const hasForbiddenCharacter = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
