import { ApiError, errorOf, exchange as coreExchange, type Exchange } from '../core/api';
import { clearToken, readToken, writeToken, type StoredToken } from '../core/session-token';
import { currentLanguage } from '../i18n';

// The exchange itself and the reading of a failure are the core's (core/api.ts), the same for the public pages;
// the console's screens import them from here, with the client.
export { ApiError, CONNECTION_FAILED, errorMessage } from '../core/api';

// Spec 001 §4 (token refresh rules) and §9 (constants); DESIGN.md: refresh on 401, not the spec's 404.
const REFRESH_MARGIN_MS = 30_000;
const REFRESH_RETRIES = 2;
const REFRESH_RETRY_DELAY_MS = 500;
export const REFRESH_PATH = '/v1/users/token/refresh';
/** Web Locks name: one refresh at a time across every tab of the origin. */
export const REFRESH_LOCK = 'gathering.token-refresh';
/**
 * Issue 21: waits before sending again a change the network lost (1, 2, 4… up to 30 s; at once when the browser
 * says the link is back).
 */
export const saveRetryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * required: a valid token is ensured first (refreshing if needed) and a 401 is refreshed and retried once.
 * optional: the stored token is sent if there is one, never refreshed (logout).
 * none: no token (login, public pages).
 */
export type AuthMode = 'required' | 'optional' | 'none';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  auth?: AuthMode;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the abort error as is. */
  signal?: AbortSignal;
}

type Locks = Pick<LockManager, 'request'>;

export interface ApiClientDeps {
  fetch?: typeof fetch;
  storage?: Storage;
  /** navigator.locks when the browser has it; null keeps refreshes to this tab. */
  locks?: Locks | null;
  now?: () => number;
  baseUrl?: string;
  /** The interface language, sent as Accept-Language so the server's messages come back in it. */
  language?: () => string;
  /** Makes the XMLHttpRequest of an upload (lib/api-transfer; fetch reports no upload progress); tests pass a fake. */
  xhr?: () => XMLHttpRequest;
  /** Where the browser says whether it is online (`navigator.onLine`, `online` events): `window` by default. */
  connectivity?: { isOnline(): boolean; onOnline(listener: () => void): () => void };
  /** A change's key, sent as Idempotency-Key and again with each retry of it. */
  newKey?: () => string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isTokenResponse(data: unknown): data is StoredToken {
  return (
    !!data &&
    typeof data === 'object' &&
    'accessToken' in data &&
    typeof data.accessToken === 'string' &&
    'exp' in data &&
    typeof data.exp === 'number'
  );
}

/** `path` with the query's non-empty values appended. */
export function withQuery(path: string, query?: Record<string, QueryValue>) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

const browserConnectivity: NonNullable<ApiClientDeps['connectivity']> = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

export function createApiClient(deps: ApiClientDeps = {}) {
  // Resolved on each call, so tests (and polyfills) that replace the globals later are honoured.
  const doFetch: typeof fetch = (input, init) => (deps.fetch ?? globalThis.fetch)(input, init);
  const storage = () => deps.storage ?? localStorage;
  const locks = (): Locks | null =>
    deps.locks !== undefined
      ? deps.locks
      : typeof navigator !== 'undefined'
        ? (navigator.locks ?? null)
        : null;
  const now = deps.now ?? (() => Date.now());
  const baseUrl = deps.baseUrl ?? '';
  const language = deps.language ?? currentLanguage;
  const sessionEndListeners = new Set<() => void>();
  const connectivity = () => deps.connectivity ?? browserConnectivity;
  let inFlight: Promise<string> | null = null;

  /** One HTTP exchange (core/api.ts: JSON, no cache, the 30 s time-out) from this client's fetch, base and language. */
  const exchange = (
    path: string,
    init: { method: string; body?: unknown; token?: string; key?: string },
    signal?: AbortSignal,
  ): Promise<Exchange> =>
    coreExchange(baseUrl + path, { ...init, signal, language: language(), fetch: doFetch });

  const expiresSoon = (t: StoredToken) => t.exp * 1000 - now() < REFRESH_MARGIN_MS;

  function endSession() {
    clearToken(storage());
    for (const listener of sessionEndListeners) listener();
  }

  /** Runs while holding the cross-tab lock: another tab may have refreshed while this one waited. */
  async function refreshHoldingLock(rejected: string | undefined): Promise<string> {
    const current = readToken(storage());
    if (current && current.accessToken !== rejected && !expiresSoon(current)) return current.accessToken;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await exchange(REFRESH_PATH, { method: 'POST' });
        if (res.ok && isTokenResponse(res.data)) {
          writeToken({ accessToken: res.data.accessToken, exp: res.data.exp }, storage());
          return res.data.accessToken;
        }
        throw errorOf(res.ok ? 502 : res.status, res.data);
      } catch (err) {
        const status = err instanceof ApiError ? err.status : 0;
        // Only a lost or failed server is worth retrying; a 401 means the refresh cookie is gone or reused.
        const retryable = status === 0 || status >= 500;
        if (retryable && attempt < REFRESH_RETRIES) {
          await sleep(REFRESH_RETRY_DELAY_MS);
          continue;
        }
        endSession();
        throw err;
      }
    }
  }

  /**
   * One refresh at a time: concurrent callers share its outcome. `rejected` is the token the server just
   * refused, so a token that merely looks fresh is not handed back after a 401.
   */
  function refresh(rejected?: string): Promise<string> {
    if (inFlight) return inFlight;
    const lockManager = locks();
    const run = () => refreshHoldingLock(rejected);
    const started: Promise<string> = lockManager
      ? lockManager.request(REFRESH_LOCK, run).then((token) => token)
      : run();
    const shared = started.finally(() => {
      inFlight = null;
    });
    inFlight = shared;
    return shared;
  }

  async function validToken(): Promise<string> {
    const stored = readToken(storage());
    if (stored && !expiresSoon(stored)) return stored.accessToken;
    return refresh(stored?.accessToken);
  }

  /** One authorised exchange the way `request` makes it: a valid token first, one refresh and retry after a 401. */
  async function withToken<R extends { status: number }>(send: (token: string) => Promise<R>): Promise<R> {
    let token = await validToken();
    let res = await send(token);
    if (res.status === 401) {
      token = await refresh(token);
      res = await send(token);
    }
    return res;
  }

  async function send(path: string, options: RequestOptions, key?: string): Promise<Exchange> {
    const auth = options.auth ?? 'required';
    const method = options.method ?? 'GET';
    const url = withQuery(path, options.query);
    let token: string | undefined;
    if (auth === 'required') token = await validToken();
    else if (auth === 'optional') token = readToken(storage())?.accessToken;
    let res = await exchange(url, { method, body: options.body, token, key }, options.signal);
    if (res.status === 401 && auth === 'required') {
      // Once: a second 401 is the answer, not a reason to loop.
      token = await refresh(token);
      res = await exchange(url, { method, body: options.body, token, key }, options.signal);
    }
    return res;
  }

  /** Resolves after the retry's delay, or as soon as the link is back; while offline, not before it is back. */
  function retryWait(attempt: number, signal?: AbortSignal) {
    const net = connectivity();
    return new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout>;
      const done = () => {
        clearTimeout(timer);
        stopWatching();
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const stopWatching = net.onOnline(done);
      signal?.addEventListener('abort', done);
      const tick = () => {
        if (net.isOnline()) done();
        else timer = setTimeout(tick, saveRetryDelay(attempt));
      };
      timer = setTimeout(tick, saveRetryDelay(attempt));
    });
  }

  /**
   * A signed-in change (issue 21) is never dropped for the network: it is sent again with the same Idempotency-Key
   * (the server does it once) until an answer comes, and counts as a pending save meanwhile. Any answer, a refusal
   * included, ends it; so does the caller's cancel.
   */
  async function sendChange(path: string, options: RequestOptions): Promise<Exchange> {
    const key = (deps.newKey ?? (() => crypto.randomUUID()))();
    let pending = false;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await send(path, options, key);
        } catch (err) {
          if (!(err instanceof ApiError) || err.status !== 0 || options.signal?.aborted) throw err;
          if (!pending) setPendingSaves(pendingSaves + 1);
          pending = true;
          await retryWait(attempt, options.signal);
          if (options.signal?.aborted) throw err;
        }
      }
    } finally {
      if (pending) setPendingSaves(pendingSaves - 1);
    }
  }

  let pendingSaves = 0;
  const pendingListeners = new Set<(count: number) => void>();
  function setPendingSaves(count: number) {
    pendingSaves = count;
    for (const listener of pendingListeners) listener(count);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const change = (options.method ?? 'GET') !== 'GET' && (options.auth ?? 'required') === 'required';
    const res = change ? await sendChange(path, options) : await send(path, options);
    if (!res.ok) throw errorOf(res.status, res.data);
    return res.data as T;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE', body }),
    /**
     * Runs an exchange with a valid token, refreshing once and retrying after a 401 (lib/api-transfer's uploads
     * and downloads use it, so no feature re-implements token refresh).
     */
    withToken,
    /** What lib/api-transfer needs to make its own exchanges the way this client does. */
    transport: { fetch: doFetch, xhr: deps.xhr, baseUrl, language },
    refresh,
    /** Stores the token of a login (or any token answer). */
    setToken: (token: StoredToken) => writeToken(token, storage()),
    clearToken: () => clearToken(storage()),
    readToken: () => readToken(storage()),
    /** Changes waiting for the link to come back (lib/connection shows "Not saved yet — retrying"). */
    pendingSaves: () => pendingSaves,
    onPendingSavesChange(listener: (count: number) => void): () => void {
      pendingListeners.add(listener);
      return () => pendingListeners.delete(listener);
    },
    /** Called when a refresh finally fails and the stored token has been removed. */
    onSessionEnd(listener: () => void): () => void {
      sessionEndListeners.add(listener);
      return () => sessionEndListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same origin as the server (Vite proxies in development). */
export const api = createApiClient();
