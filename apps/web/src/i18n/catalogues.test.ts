import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from './languages';

const dir = join(__dirname, '..', 'locales');
const load = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(dir, language, `${namespace}.json`), 'utf8'));

/** "a.b.c" for every leaf, so a missing nested key is named precisely. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
// Plural forms differ per language (French has "_many" where English does not need it): compare base keys.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('catalogues', () => {
  it('has one file per namespace and language, and nothing else', () => {
    for (const language of LANGUAGES)
      expect(readdirSync(join(dir, language)).sort()).toEqual(NAMESPACES.map((n) => `${n}.json`).sort());
  });

  it('French says "assistance" for support, and names roles in forms that fit anyone (no gender is known)', () => {
    const french = NAMESPACES.flatMap((n) =>
      [...leaves(load('fr', n))].map(([k, text]) => [`${n}:${k}`, text]),
    );
    expect(french.filter(([, text]) => /soutien/i.test(text))).toEqual([]);
    expect(load('fr', 'members').roles).toEqual({ ADMIN: 'Administration', MEMBER: 'Membre' });
    expect(load('fr', 'support').role).toMatchObject({ COMMUNITY_ADMIN: 'Administration de la communauté' });
    expect(load('fr', 'platform-users').scope).toEqual({
      APP: 'Application',
      INVITED: 'Invitation',
      IMPORTED: 'Importation',
    });
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: English and French have the same keys, none empty, the same placeholders`, () => {
      const en = leaves(load('en', namespace));
      const fr = leaves(load('fr', namespace));
      const enKeys = new Set([...en.keys()].map(base));
      const frKeys = new Set([...fr.keys()].map(base));
      expect(
        [...enKeys].filter((k) => !frKeys.has(k)),
        'missing in French',
      ).toEqual([]);
      expect(
        [...frKeys].filter((k) => !enKeys.has(k)),
        'missing in English',
      ).toEqual([]);
      for (const [key, text] of [...en, ...fr]) expect(text.trim(), key).not.toBe('');
      for (const [key, text] of en) {
        const french = fr.get(key) ?? fr.get(`${base(key)}_other`) ?? fr.get(base(key));
        if (french !== undefined) expect(variables(french), key).toEqual(variables(text));
      }
    });
  }
});
