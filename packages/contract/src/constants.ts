/**
 * Lists of names with no schema around them, importable without zod (`@gathering/contract/constants`): a console
 * screen that needs only a name list does not load the whole contract (about 40 KB compressed, issue 40 #1: the
 * community dashboard's first load took it for TIME_FILTERS and KIND_PATHS). The index re-exports them all.
 */

// Content: the five kinds of feed item (spec 000 §3).
export const CONTENT_KINDS = ['NEWS', 'EVENT', 'JOB', 'FORM', 'DOCUMENT'] as const;

/** The path segment of /v1/base/{kind} for each kind. */
export const KIND_PATHS = {
  news: 'NEWS',
  events: 'EVENT',
  jobs: 'JOB',
  forms: 'FORM',
  documents: 'DOCUMENT',
} as const satisfies Record<string, (typeof CONTENT_KINDS)[number]>;

/** Community console time filters. WEEK = the last 7 days including today, MONTH 30, YEAR 365; LIFETIME = all. */
export const TIME_FILTERS = ['WEEK', 'MONTH', 'YEAR', 'LIFETIME', 'RANGE'] as const;
export * from './audit-catalogue';

// Support tickets (support.ts): the types a ticket is raised under (the spec does not list them: a question, a
// problem with the app, the member's account, a report about content in the feed, anything else) and the limits
// of a message and its screenshots; here so the member web app (no zod) offers and checks the same.
export const SUPPORT_TICKET_TYPES = [
  'QUESTION',
  'APP_PROBLEM',
  'ACCOUNT',
  'CONTENT_REPORT',
  'OTHER',
] as const;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_SCREENSHOTS_PER_TICKET = 5;
export const SUPPORT_SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
