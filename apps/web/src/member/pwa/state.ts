import { useSyncExternalStore } from 'react';

/**
 * What the browser says about the app's worker and its link, for the frame's notices (notices.tsx): whether the
 * network is gone (navigator.onLine: the notice shows as soon as the link drops, before any call fails), and the
 * new version waiting, with what "Reload" does.
 */
interface PwaState {
  browserOffline: boolean;
  /** Set while a new worker waits: takes it and reloads the page. */
  reload: (() => void) | null;
}

let state: PwaState = {
  browserOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
  reload: null,
};
const listeners = new Set<() => void>();
const change = (next: Partial<PwaState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => change({ browserOffline: false }));
  window.addEventListener('offline', () => change({ browserOffline: true }));
}

/** A new version of the app is ready; `reload` makes it the page's. */
export const updateReady = (reload: () => void) => change({ reload });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;
export const usePwaState = () => useSyncExternalStore(subscribe, snapshot, snapshot);
