/** The languages of the consoles, the public pages and the e-mails. English texts are the spec's. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/**
 * One catalogue per web feature (its folder name) plus `common` for the shell and shared widgets.
 * Each is loaded on demand, per language, the first time a screen asks for it.
 */
export const NAMESPACES = [
  'common',
  'public',
  'auth',
  'account',
  'dashboard',
  'content',
  'publishing',
  'document-review',
  'communities',
  'administrators',
  'platform-users',
  'members',
  'guests',
  'groups',
  'community-settings',
  'invitations',
  'notifications',
  'support',
  'platform-analytics',
  'reports',
  'analytics',
  'audit',
  'your-data',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** "fr-CA" → "fr"; anything we do not speak → English. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : 'en';
}
