/** The message the page posts when the person chose to load the new version. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Navigations the console's shell never answers (the server's own pages and files; plugins/web.ts `isPageRequest`
 * draws the same line): the API, the documentation, stored files, the probes, and an address ending in a file's
 * extension.
 */
export const NOT_THE_SHELL: RegExp[] = [
  /^\/(v1|v2|app|files)\//,
  /^\/docs(\/|$)/,
  /^\/openapi\.json$/,
  /^\/(health|metrics|readyz|livez)(\/|$)/,
  /\/[^/]*\.[a-z0-9]{1,5}$/i,
];

/**
 * The public pages' addresses (issue 21): their own light document, public.html (src/public-entry/routes.ts), which
 * the server sends for them (apps/server plugins/web.ts keeps the same list). The worker leaves them to the network:
 * they are opened from e-mails, once, and their every step asks the server anyway.
 */
export const PUBLIC_PAGES =
  /^\/(reset-request|password-reset\/[^/]+|email-verification(\/[^/]+)?|deletion-confirmation(\/[^/]+)?|user-delete\/[^/]+|privacy-policy(\/[^/]+)?|alerts\/confirm\/[^/]+)\/?$/;

/**
 * The member web app's addresses (issue 35): each community's app under /c/<slug>, its own document (member.html,
 * src/member), which the server sends for them (apps/server plugins/web.ts MEMBER_PAGES). Never the console's shell.
 */
export const MEMBER_PAGES = /^\/c\/[^/?]+(?:[/?]|$)/;
