/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { MEMBER_PAGES, NOT_THE_SHELL, PUBLIC_PAGES, SKIP_WAITING } from './rules';

/**
 * The console's service worker (issue 21): a satellite link makes every asset a 600 ms round trip, and a dropped
 * link showed the browser's own error page.
 * - The shell (index.html, the modules it loads first, every language catalogue) is precached at install; the list
 *   is chosen at build time (vite.config.ts), so a new build is a new worker.
 * - Every other hashed asset is kept the first time the page loads it: its name changes with its content, so the
 *   kept copy is never stale, and a warm load makes no asset round trip.
 * - The API, files, documentation and probes are never answered by the worker: the console's data stays true.
 * - A new worker waits until the person chooses "Reload" (the page's prompt posts SKIP_WAITING): a silent swap
 *   would change the code under a half-typed form.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The public pages and the member web app are not the console's shell: the network answers them with their own
// document (rules.ts).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...NOT_THE_SHELL, PUBLIC_PAGES, MEMBER_PAGES],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'gathering-assets',
    // Old builds' chunks are never asked for again; the oldest go first.
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
