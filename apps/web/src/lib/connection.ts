import { useSyncExternalStore } from 'react';
import { api } from './api-client';

/**
 * What the console tells about its link and its code (issue 21): offline, changes waiting to be sent again, and a
 * new version ready (the service worker has it; lib/service-worker.ts). Shown by components/connection-status.
 */
export interface ConnectionState {
  offline: boolean;
  /** Changes the network lost, being sent again (lib/api-client). */
  pendingSaves: number;
  /** A new version of the console is installed and waits for the person's "Reload". */
  updateReady: boolean;
}

export function createConnectionStore(deps: {
  isOnline: () => boolean;
  watch: (onChange: () => void) => () => void;
  pendingSaves: () => number;
  onPendingSavesChange: (listener: () => void) => () => void;
}) {
  let state: ConnectionState = {
    offline: !deps.isOnline(),
    pendingSaves: deps.pendingSaves(),
    updateReady: false,
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ConnectionState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  deps.watch(() => set({ offline: !deps.isOnline() }));
  deps.onPendingSavesChange(() => set({ pendingSaves: deps.pendingSaves() }));
  let update: (() => void) | null = null;
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    /** The service worker has a new version waiting; `apply` swaps to it and reloads the page. */
    updateReady(apply: () => void) {
      update = apply;
      set({ updateReady: true });
    },
    applyUpdate() {
      update?.();
    },
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;

export const connectionStore = createConnectionStore({
  isOnline: () => navigator.onLine !== false,
  watch(onChange) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
  pendingSaves: api.pendingSaves,
  onPendingSavesChange: api.onPendingSavesChange,
});

export function useConnection(store: ConnectionStore = connectionStore): ConnectionState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
