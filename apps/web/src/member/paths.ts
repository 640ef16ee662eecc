/**
 * The member web app's addresses (issue 35): each community's app lives under /c/<slug>, its screens below it.
 * The server answers every page address under /c/ with member.html (apps/server plugins/web.ts), and the app's
 * service worker, registered at /c/<slug>/sw.js, controls exactly that community's addresses.
 */
export const APP_PREFIX = '/c/';
const SLUG = /^\/c\/([^/?#]+)/;

/** The community's slug of an address of the app ("/c/demo-nation/items/x" → "demo-nation"); null elsewhere. */
export function slugOf(pathname: string): string | null {
  const match = SLUG.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The address of a screen of a community's app: `appUrl('demo-nation', '/items/x')`. The feed's is the app's root with
 * its slash (`/c/demo-nation/`, the manifest's start_url): the service worker's scope, which `/c/demo-nation` is not.
 */
export const appUrl = (slug: string, path = '') =>
  `${APP_PREFIX}${encodeURIComponent(slug)}${path === '' || path.startsWith('?') ? `/${path}` : path}`;

/** `/c/<slug>` becomes `/c/<slug>/` in place (no reload), so that a reload is inside the worker's scope. */
export function withRootSlash(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  return /^\/c\/[^/]+$/.test(location.pathname)
    ? `${location.pathname}/${location.search}${location.hash}`
    : null;
}

/** The first page of the feed, as the boot script asks for it and the app keeps it (the same address: one copy). */
export const FEED_PAGE_SIZE = 20;
export const FIRST_FEED_PATH = `/app/v1/feed?offset=0&limit=${FEED_PAGE_SIZE}`;

/** The community's look, public (GET /app/v1/communities/{slug}); kept in localStorage under this key. */
export const communityPath = (slug: string) => `/app/v1/communities/${encodeURIComponent(slug)}`;
export const COMMUNITY_KEY = 'community';
