import TEXTS from 'virtual:public-texts';
import { rememberLanguage, type Language } from '../core/languages';

type Catalogue = Record<string, unknown>;
type Namespace = 'public' | 'common' | 'auth';
/**
 * Both languages are bundled (vite.config.ts publicTexts: the `public` catalogue, and the groups of `common` and
 * `auth` these pages use): over a 600 ms link a catalogue fetched after the script would cost a round trip, while both together
 * weigh a few kilobytes compressed.
 */
const CATALOGUES = TEXTS as Record<Language, Record<Namespace, Catalogue>>;

let current: Language = 'en';

export const currentLanguage = () => current;

/** Switches the texts' language (and the page's lang attribute); `remember` keeps the choice in this browser. */
export function setLanguage(language: Language, remember = false) {
  current = language;
  document.documentElement.lang = language;
  if (remember) rememberLanguage(language);
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
