import type { Workbox } from 'workbox-window';
import { FORGET_FILES, KEEP_FILES, workerPath, type KeepFilesMessage } from './protocol';
import { updateReady } from './state';

/** How often an open app asks whether a new version was deployed (besides each navigation the browser checks). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started: Promise<Workbox | null> | null = null;
let settle: (registration: ServiceWorkerRegistration | null) => void = () => undefined;
const active = new Promise<ServiceWorkerRegistration | null>((resolve) => (settle = resolve));

/** The community's worker once registered and active; null where there is none (no support, development). */
export const workerRegistration = () => active;

/**
 * Registers the community's service worker (sw/member-sw.ts at /c/<slug>/sw.js, scoped to this community's app)
 * once the page has loaded: the first feed's bytes go first on a satellite link, the worker's download after. A new
 * version waits until the person chooses "Reload" (notices.tsx); then it takes over and the page loads once more.
 * In a built app only (the development server has no worker). Also names the community's manifest to the browser,
 * which makes the app installable.
 */
export function startWorker(slug: string, manifest: string) {
  if (typeof document !== 'undefined' && !document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifest;
    document.head.append(link);
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return settle(null);
  started ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  })
    .then(() => register(slug))
    .catch(() => {
      // No worker (a private window, storage refused): the app works on, online only.
      settle(null);
      return null;
    });
}

async function register(slug: string): Promise<Workbox> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(workerPath(slug), { scope: `/c/${encodeURIComponent(slug)}/` });
  wb.addEventListener('waiting', () =>
    updateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  const registration = await wb.register();
  // The first install: its worker activates at once (a later version waits, while the one before stays active).
  if (registration && !registration.active) await wb.active;
  settle(registration ?? null);
  setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  return wb;
}

/** Asks the worker to keep these files for offline reading (the covers of the kept feed); nothing without one. */
export function keepFiles(urls: string[]) {
  if (!urls.length || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  const message: KeepFilesMessage = { type: KEEP_FILES, urls };
  navigator.serviceWorker.controller.postMessage(message);
}

/**
 * Asks the worker controlling the page to empty the files cache (sign-out), and waits for its answer — at most a few
 * seconds: a worker that does not answer leaves the page to delete the cache itself.
 */
export function forgetFiles(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, 3000);
    channel.port1.onmessage = done;
    worker.postMessage({ type: FORGET_FILES }, [channel.port2]);
  });
}
