import TEXTS from 'virtual:member-texts';
import { initialLanguage, rememberLanguage, type Language } from '../core/languages';

type Catalogue = Record<string, unknown>;
/**
 * The member web app's texts (locales/<language>/member.json, English = the spec's words), both languages in the
 * app's script (vite.config.ts memberTexts): a catalogue fetched after the script would cost a satellite round trip
 * before the first feed. The interface speaks English or French; the content comes in the reader's own languages.
 */
const CATALOGUES = TEXTS as Record<Language, Catalogue>;

/** A group of texts a screen brings with it (build/member.ts LATER_TEXTS): added once its chunk has loaded. */
export function addTexts(group: string, texts: Record<string, unknown>) {
  for (const [language, catalogue] of Object.entries(CATALOGUES))
    catalogue[group] = texts[language] ?? texts.en;
}

let current: Language = initialLanguage();
const listeners = new Set<() => void>();

export const uiLanguage = () => current;

/** Switches the interface's language in this browser (the consoles' and public pages' choice is the same one). */
export function setUiLanguage(language: Language) {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  rememberLanguage(language);
  for (const listener of listeners) listener();
}

export function onUiLanguage(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(catalogue: Catalogue, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) node = (node as Catalogue | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

export type TextValues = Record<string, string | number>;

/**
 * A text by key ("feed.title"), in the current language with English as the fallback; `{{name}}` filled in, and with
 * a numeric `count` the plural form of the language (`key_one`, `key_other`), as i18next picks them.
 */
export function translate(language: Language, key: string, values: TextValues = {}): string {
  const count = values.count;
  const forms =
    typeof count === 'number'
      ? [`${key}_${new Intl.PluralRules(language).select(count)}`, `${key}_other`]
      : [];
  let text: string | undefined;
  for (const catalogue of [CATALOGUES[language], CATALOGUES.en])
    for (const k of [...forms, key]) text ??= lookup(catalogue, k);
  return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) =>
    values[name] === undefined ? all : String(values[name]),
  );
}
