// The languages and how a page picks one are the core's, shared with the public pages.
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  toLanguage,
  initialLanguage,
  type Language,
} from '../core/languages';

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
  // The member web app's (src/member), for the console's previews of items and pushes as members see them.
  'member',
  'cap',
  'alert-cascade',
] as const;
