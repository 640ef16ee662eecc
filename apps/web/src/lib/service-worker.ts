import { connectionStore } from './connection';

/** How often an open console asks whether a new version was deployed (besides each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the console's service worker (sw/sw.ts) once the page has loaded, in a built app only: the first visit's
 * bandwidth goes to the page, and the worker's shell download comes after. A new version waits until the person
 * chooses "Reload" (components/connection-status); then the waiting worker takes over and the page reloads once.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () =>
      connectionStore.updateReady(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      }),
    );
    await wb.register();
    setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  };
  const start = () =>
    void register().catch(() => {
      // No worker (a private window, storage refused): the console works as before, without its offline shell.
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
