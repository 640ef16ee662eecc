/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  browserNotification,
  filesCacheName,
  FORGET_FILES,
  KEEP_FILES,
  KEPT_FILES,
  readPush,
  SKIP_WAITING,
} from '../src/member/pwa/protocol';

/**
 * A community's member web app's service worker (issue 35), served at /c/<slug>/sw.js and scoped to that community's
 * app alone (apps/server plugins/web.ts). What it keeps, and how:
 * - The app's shell (member.html and the app's scripts and styles, listed at build time by build/member-worker.ts) is
 *   precached at install and answers every page address of the app: cache-first, a new build is a new worker, which
 *   waits until the person chooses "Reload" (the page's banner posts SKIP_WAITING).
 * - The syllabics font, kept the first time a page shows syllabics (not precached: most communities never do).
 * - Our own files (`/files/…`: the feed's images, the images of the items opened, the documents opened) are kept the
 *   first time they load, cache-first: a file's key never changes what it holds. Kept by address without its query (a
 *   private file's signature changes with time), in the community's files cache, the newest KEPT_FILES; the page
 *   also asks for the covers of the items it keeps (KEEP_FILES). Sign-out deletes this cache.
 * - The member API is never answered from here: its answers depend on whose token asks, so the page keeps them itself
 *   in IndexedDB under the reader's id (src/member/kept.ts), and a cache keyed by address would hand one person's
 *   feed to the next.
 * - A Web Push message (the contract's webPushPayload, in the member's language as the server chose it) is shown as
 *   a notification; a click opens its item, or the notification's own page (an alert, acknowledged there).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const scope = new URL(self.registration.scope).pathname;
const slug = decodeURIComponent(/^\/c\/([^/]+)\//.exec(scope)?.[1] ?? '');
const FILES = filesCacheName(slug);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Our own stored files: same origin, under /files/. */
const isOwnFile = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/files/');

/** The oldest kept files go once there are more than KEPT_FILES (a cache lists its entries oldest first). */
async function trim(cache: Cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - KEPT_FILES))) await cache.delete(key);
}

/**
 * Writes to the files cache and its deletion at sign-out, one after another: a file fetched for the member who signed
 * out (a cover still downloading) must not bring the cache back after it was emptied. `era` counts the sign-outs.
 */
let era = 0;
let writes: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const next = writes.then(work, work);
  writes = next.catch(() => undefined);
  return next;
};

/** A file of ours: the kept copy, else the network's answer, kept when whole (unless a sign-out came meanwhile). */
async function keptFile(url: URL, request?: Request): Promise<Response> {
  const key = url.origin + url.pathname;
  // caches.match with a cache name opens nothing: no empty cache is made by only looking.
  const kept = await caches.match(key, { cacheName: FILES });
  if (kept) return kept;
  const asked = era;
  const answer = await fetch(request ?? new Request(url.href, { credentials: 'same-origin' }));
  if (answer.status === 200 && answer.type === 'basic') {
    const copy = answer.clone();
    await inTurn(async () => {
      if (asked !== era) return;
      const cache = await caches.open(FILES);
      await cache.put(key, copy);
      await trim(cache);
    });
  }
  return answer;
}

/** Sign-out: the files cache emptied, after the writes begun before it; the port hears when it is done. */
async function forgetFiles(port: MessagePort | undefined) {
  era += 1;
  await inTurn(() => caches.delete(FILES)).catch(() => false);
  port?.postMessage(true);
}

// A document opened from the app (src/member/pwa/protocol.ts scopedFile): /c/<slug>/files/<key> is /files/<key>,
// inside the scope so that it opens offline too.
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && url.pathname.startsWith(`${scope}files/`),
  ({ url }) => keptFile(new URL(url.pathname.slice(scope.length - 1) + url.search, self.location.origin)),
);

// Every other page address of the app: the shell. A file's address (the manifest, the icons) goes to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/member.html'), { denylist: [/\/[^/]*\.[a-z0-9]{1,5}$/i] }),
);

// The app's fonts (the syllabics face), kept the first time a page uses one: named by content, so cache-first; not the
// member's (kept across sign-outs), and only the newest few (a new build's font replaces the old).
const FONTS = 'gathering-member-fonts';
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/assets\/[^/]+\.woff2$/.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(FONTS);
    const kept = await cache.match(request);
    if (kept) return kept;
    const answer = await fetch(request);
    if (answer.status === 200) {
      await cache.put(request, answer.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - 4))) await cache.delete(old);
    }
    return answer;
  },
);

// Images and documents the page loads from our files (not a range of a media file: those stream from the network).
registerRoute(
  ({ url, request }) => request.method === 'GET' && isOwnFile(url) && !request.headers.has('range'),
  ({ url, request }) => keptFile(url, request),
);

/** Keeps the files the page names (the covers of the feed's kept items), one after another, those not kept yet. */
async function keepAll(urls: unknown[]) {
  for (const address of urls.slice(0, 50)) {
    if (typeof address !== 'string') continue;
    let url: URL;
    try {
      url = new URL(address, self.location.origin);
    } catch {
      continue;
    }
    if (!isOwnFile(url)) continue;
    try {
      const answer = await keptFile(url);
      // The body is read so that the download completes; the kept copy is the cache's.
      await answer.arrayBuffer();
    } catch {
      // Offline, or the file is gone: the next feed asks again.
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  else if (data?.type === KEEP_FILES && Array.isArray(data.urls)) event.waitUntil(keepAll(data.urls));
  else if (data?.type === FORGET_FILES) event.waitUntil(forgetFiles(event.ports[0]));
});

// The first worker takes the open page at once, so that what it opens (a document) is kept from the first visit. A
// later worker waits for the person's "Reload" (skipWaiting above) and then takes over likewise.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const message = readPush(event.data?.text());
  if (!message) return;
  const { title, options } = browserNotification(message, slug);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(
    typeof path === 'string' && path.startsWith(scope) ? path : scope,
    self.location.origin,
  );
  event.waitUntil(open(url.href));
});

/** Shows an address of the app: in a window of the app already open (focused, navigated), else in a new one. */
async function open(url: string) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const mine = windows.find((w) => new URL(w.url).pathname.startsWith(scope));
  if (mine) {
    const focused = await mine.focus();
    await focused.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}
