import { useSyncExternalStore } from 'react';
import type { MeResponse } from '@gathering/contract';
import { currentLanguage, isLanguage, setLanguage } from '../i18n';
import { ApiError, api, type ApiClient } from './api-client';
import { TOKEN_KEY } from '../core/session-token';

/**
 * The signed-in user (spec 001 §4): loading until the first current-user fetch completes (the app shows a
 * loading screen meanwhile), then ready with a user or without one.
 */
export interface SessionState {
  /** offline: the current user could not be asked for lack of a link (the app shows its offline page). */
  status: 'loading' | 'ready' | 'offline';
  user: MeResponse | null;
}

export interface Session extends SessionState {
  isAuthenticated: boolean;
  isAdministrator: boolean;
}

export function createSessionStore(client: ApiClient, onUser: (user: MeResponse | null) => void = () => {}) {
  let state: SessionState = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    onUser(next.user);
    for (const l of listeners) l();
  };
  let loading: Promise<void> | null = null;

  // A refresh that finally failed has already removed the token: the user is signed out.
  client.onSessionEnd(() => set({ status: 'ready', user: null }));

  const store = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,

    /** The app's start: the loading screen shows until the current user is known. */
    start(): Promise<void> {
      if (client.readToken()) set({ status: 'loading', user: null });
      return store.load();
    },

    /** Fetches the current user; skipped (signed out) when no token is stored. */
    load(): Promise<void> {
      if (!client.readToken()) {
        set({ status: 'ready', user: null });
        return Promise.resolve();
      }
      loading ??= client
        .get<MeResponse>('/v1/users/me')
        .then(
          (user) => set({ status: 'ready', user }),
          // No answer at all (offline, or the server unreachable): the session is unknown, not ended; the token
          // stays, and the offline page asks again when the link is back (issue 21).
          (err) =>
            set({ status: err instanceof ApiError && err.status === 0 ? 'offline' : 'ready', user: null }),
        )
        .finally(() => {
          loading = null;
        });
      return loading;
    },

    setUser(user: MeResponse) {
      set({ status: 'ready', user });
    },

    /** Forgets the session locally (logout, whatever the server said). */
    clear() {
      client.clearToken();
      set({ status: 'ready', user: null });
    },

    /** Follows logins and logouts made in other tabs of the same browser. */
    watchOtherTabs(target: Window = window): () => void {
      const onStorage = (e: StorageEvent) => {
        if (e.key !== TOKEN_KEY && e.key !== null) return;
        if (!client.readToken()) set({ status: 'ready', user: null });
        else if (!state.user) void store.load();
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

// The account's language wins over this browser's once the user is known (issue 10: remembered per user).
export const sessionStore = createSessionStore(api, (user) => {
  if (user && isLanguage(user.locale) && user.locale !== currentLanguage()) void setLanguage(user.locale);
});

export function toSession(state: SessionState): Session {
  return {
    ...state,
    isAuthenticated: state.user !== null,
    isAdministrator: state.user?.isAdministratorUser === true,
  };
}

export function useSession(store: SessionStore = sessionStore): Session {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return toSession(state);
}
