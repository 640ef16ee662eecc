import { z } from 'zod';

/**
 * A community's languages (issue 23). Any BCP 47 tag is accepted (cr, crk, csw, ojs, iu, mic, moh, den, … en, fr):
 * the platform keeps no closed list, since CLDR has no data for most Indigenous languages. The name and the
 * direction are what the community entered.
 */
export const languageMessages = {
  tagInvalid: 'Use a BCP 47 language tag, for example "crk", "oj", "iu-Latn" or "fr-CA".',
  nameRequired: 'Please enter the name of the language as your community writes it.',
  scriptInvalid: 'Use a four-letter ISO 15924 script code, for example "Cans" (syllabics) or "Latn".',
  duplicateTag: 'Each language can be added only once.',
  oneDefault: 'Choose exactly one default language.',
  atLeastOne: 'A community publishes in at least one language.',
  defaultRemoved:
    'The default language cannot be removed. Make another language the default first, then remove this one.',
  firstLanguageInUse:
    'This language cannot be removed: some items or notifications were first written in it. Their other versions stay; remove them first or keep the language.',
  unknownLanguage:
    'This language is not one of the community’s languages. Add it in the community settings first.',
  duplicateVersion: 'Each language can have only one version.',
} as const;

export const LANGUAGES_MAX = 30;

/** A BCP 47 tag, checked by Intl and answered in its canonical case ("CRK" → "crk", "iu-latn" → "iu-Latn"). */
export const languageTag = z
  .string({ error: languageMessages.tagInvalid })
  .trim()
  .min(2, languageMessages.tagInvalid)
  .max(35, languageMessages.tagInvalid)
  .refine((t) => canonicalTag(t) !== null, languageMessages.tagInvalid)
  .transform((t) => canonicalTag(t)!);

export function canonicalTag(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ?? null;
  } catch {
    return null;
  }
}

export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;
export const textDirection = z.enum(TEXT_DIRECTIONS);
export type TextDirection = z.infer<typeof textDirection>;

export const communityLanguage = z.object({
  tag: languageTag,
  name: z
    .string({ error: languageMessages.nameRequired })
    .trim()
    .min(1, languageMessages.nameRequired)
    .max(100),
  script: z
    .string({ error: languageMessages.scriptInvalid })
    .trim()
    .regex(/^[A-Za-z]{4}$/, languageMessages.scriptInvalid)
    // ISO 15924 writes codes in title case: "cans" → "Cans".
    .transform((s) => s[0].toUpperCase() + s.slice(1).toLowerCase()),
  direction: textDirection.default('ltr'),
  isDefault: z.boolean().default(false),
});
export type CommunityLanguage = z.infer<typeof communityLanguage>;

/** The whole list, in the console's order: adding, editing, reordering, a new default and removals in one save. */
export const communityLanguagesBody = z
  .object({
    languages: z.array(communityLanguage).min(1, languageMessages.atLeastOne).max(LANGUAGES_MAX),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.languages.forEach((l, i) => {
      const key = l.tag.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: languageMessages.duplicateTag,
          path: ['languages', i, 'tag'],
        });
      seen.add(key);
    });
    if (b.languages.filter((l) => l.isDefault).length !== 1)
      ctx.addIssue({ code: 'custom', message: languageMessages.oneDefault, path: ['languages'] });
  });
export type CommunityLanguagesBody = z.input<typeof communityLanguagesBody>;

export const communityLanguagesResponse = z.object({
  languages: z.array(
    communityLanguage.extend({ tag: z.string(), script: z.string() }).describe('In the console’s order'),
  ),
});
export type CommunityLanguagesResponse = z.infer<typeof communityLanguagesResponse>;

/** A member's preferred content languages in the app, most preferred first. */
export const memberLanguagesBody = z.object({
  languages: z
    .array(languageTag)
    .max(10)
    .describe('BCP 47 tags, most preferred first; an empty list follows the app’s Accept-Language'),
});
export const memberLanguagesResponse = z.object({ languages: z.array(z.string()) });
export type MemberLanguagesResponse = z.infer<typeof memberLanguagesResponse>;

/**
 * The language version to use: along the reader's list (each tag, then its shorter forms: "fr-CA" → "fr"), then
 * the community's default, then the text's own language. `available` holds the languages the text has.
 */
export function pickLanguage(
  readerList: readonly string[],
  available: readonly string[],
  communityDefault: string,
  own: string,
): string {
  const byLower = new Map(available.map((a) => [a.toLowerCase(), a]));
  for (const wanted of readerList) {
    const parts = wanted.toLowerCase().split('-');
    for (let n = parts.length; n > 0; n--) {
      const hit = byLower.get(parts.slice(0, n).join('-'));
      if (hit) return hit;
    }
  }
  return byLower.get(communityDefault.toLowerCase()) ?? own;
}

/** The tags of an Accept-Language header, by their q weight (the app sends the device's locales). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: canonicalTag(tag.trim()), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((e): e is { tag: string; q: number; i: number } => !!e.tag && e.tag !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.tag)
    .slice(0, 10);
}
