/**
 * The languages of the consoles, the public pages and the e-mails, and how a page picks one. English texts are
 * the spec's.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** "fr-CA" → "fr"; anything we do not speak → English. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : 'en';
}

// One key for both documents: a choice made on a public page carries over to the console, and back.
const LANGUAGE_KEY = 'gathering.language';

/** The stored choice, else the browser's language when we speak it, else English. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked (private modes); the browser's language is the next best guess.
  }
  return toLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Remembers a choice in this browser; where storage is blocked the page switches all the same. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered in this browser; the account's language (when signed in) still is.
  }
}
