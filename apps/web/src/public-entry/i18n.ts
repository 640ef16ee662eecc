import TEXTS from 'virtual:public-texts';

/**
 * The console's languages (i18n/languages.ts), written here rather than imported: a module shared with the console
 * becomes a chunk of its own, and each chunk is one more request (600 ms on a satellite link) before the page shows.
 * public-entry/i18n.test.ts holds the two lists together.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** "fr-CA" → "fr"; anything we do not speak → English (i18n/languages.ts toLanguage). */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : 'en';
}

type Catalogue = Record<string, unknown>;
type Namespace = 'public' | 'common' | 'auth';
/**
 * Both languages are bundled (vite.config.ts publicTexts: the `public` catalogue, and the groups of `common` and
 * `auth` these pages use): over a 600 ms link a catalogue fetched after the script would cost a round trip, while both together
 * weigh a few kilobytes compressed.
 */
const CATALOGUES = TEXTS as Record<Language, Record<Namespace, Catalogue>>;

// The console's key (i18n/index.ts): a choice made on a public page carries over to the console, and back.
const STORAGE_KEY = 'gathering.language';

/** The console's rule (i18n/index.ts initialLanguage): the stored choice, else the browser's language, else English. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked (private modes); the browser's language is the next best guess.
  }
  return toLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

let current: Language = 'en';

export const currentLanguage = () => current;

/** Switches the texts' language (and the page's lang attribute); `remember` keeps the choice in this browser. */
export function setLanguage(language: Language, remember = false) {
  current = language;
  document.documentElement.lang = language;
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered in this browser: the page still switches.
  }
}

function lookup(catalogue: Catalogue, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) node = (node as Catalogue | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * A text by key ("reset.title", or "common:shell.home"), in the current language with English as the fallback
 * (as i18next's fallbackLng), its {{placeholders}} filled in.
 */
export function t(key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [Namespace, string]) : ['public' as const, key];
  const text = lookup(CATALOGUES[current][ns], path) ?? lookup(CATALOGUES.en[ns], path) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => values[name] ?? all);
}
