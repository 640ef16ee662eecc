import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The journeys run once per language (E2E_LANG=en|fr, a server and database of their own each); selectors take
 * their texts from the app's catalogues, so a journey reads the same in both languages.
 */
export type Language = 'en' | 'fr';
export const LANG: Language = process.env.E2E_LANG === 'fr' ? 'fr' : 'en';
export const BROWSER_LOCALE = LANG === 'fr' ? 'fr-CA' : 'en-CA';

const root = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
const cache = new Map<string, Record<string, unknown>>();

function catalogue(language: Language, namespace: string): Record<string, unknown> {
  const key = `${language}/${namespace}`;
  if (!cache.has(key))
    cache.set(key, JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')));
  return cache.get(key)!;
}

/**
 * `t('members:title')`, `t('common:actions.save')`, `t('content:count', { count: 2 })` — the text the app shows
 * in the run's language. Plurals pick `_one`/`_other` like i18next does; `{{name}}` placeholders are filled in.
 */
export function t(
  key: string,
  vars: Record<string, string | number> = {},
  language: Language = LANG,
): string {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  let node: unknown = catalogue(language, namespace);
  const parts = path.split('.');
  for (const [i, part] of parts.entries()) {
    const here = node as Record<string, unknown> | undefined;
    if (i === parts.length - 1 && typeof vars.count === 'number' && here) {
      const form = new Intl.PluralRules(language).select(vars.count);
      node = here[`${part}_${form}`] ?? here[`${part}_other`] ?? here[part];
    } else node = here?.[part];
  }
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** A RegExp matching the text exactly (anchored, escaped), for `getByRole(..., { name })` and `toHaveText`. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
