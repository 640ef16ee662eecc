/**
 * How a page talks to the API, for both documents: the console's client (lib/api-client.ts, which adds the token's
 * refresh and the retries of a change) and the public pages' calls (public-entry/api.ts) make each exchange here,
 * and read a failure the same way.
 */

/** Spec 001 §8: the text of a failure that brought no message from the server. */
export const CONNECTION_FAILED = 'Connection failed';
/** Spec 001 §9: an exchange with no complete answer after 30 s has failed (the body's arrival included). */
export const API_TIMEOUT_MS = 30_000;

/** A failed call: the server's `message` (and `field` for a 400), or "Connection failed"; status 0 = no answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    /** False when the message is our own fallback rather than the server's words. */
    readonly fromServer = false,
    /** The server's code for what went wrong (SIGN_IN_REQUIRED, NOT_FOUND…), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError of a failed answer: the server's message (and field), else "Connection failed". */
export function errorOf(status: number, data: unknown): ApiError {
  if (
    data &&
    typeof data === 'object' &&
    'message' in data &&
    typeof data.message === 'string' &&
    data.message
  ) {
    const field = 'field' in data && typeof data.field === 'string' ? data.field : undefined;
    const code = 'code' in data && typeof data.code === 'string' ? data.code : undefined;
    return new ApiError(data.message, status, field, true, code);
  }
  return new ApiError(CONNECTION_FAILED, status);
}

/**
 * The text to show for a failure (spec 001 §8): the server's message; "Connection failed" when no answer
 * came; otherwise the screen's own default ("Invalid Email", "Login Error", ...).
 */
export function errorMessage(err: unknown, fallback = CONNECTION_FAILED): string {
  if (err instanceof ApiError && (err.fromServer || err.status === 0)) return err.message;
  return fallback;
}

export interface Exchange {
  ok: boolean;
  status: number;
  /** The answer's JSON; undefined for an empty or unreadable body. */
  data: unknown;
  /** The answer's validator, for a later `ifNoneMatch` (the member web app's refresh of what it keeps). */
  etag?: string;
}

export interface ExchangeInit {
  method: string;
  body?: unknown;
  /** The access token, sent as a bearer. */
  token?: string;
  /** A change's Idempotency-Key. */
  key?: string;
  /** The reader's language, sent as Accept-Language so the server's sentences come back in it. */
  language: string;
  /** Cancels the exchange; a cancelled exchange rejects with the abort error as is. */
  signal?: AbortSignal;
  /**
   * The validator of the copy the caller keeps: the server answers 304 with no body when nothing changed (a feed
   * refresh costs its headers). The caller keeps the copy; the browser's own cache is never used.
   */
  ifNoneMatch?: string;
  /** More request headers (the member web app names the community it shows). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/**
 * One HTTP exchange with the API: JSON both ways, the session's refresh cookie along, no cache (spec 001 §7), and
 * the 30 s time-out covering the whole answer, body included. A network failure or the time-out is an ApiError
 * with status 0 and "Connection failed"; any answer, a refusal too, is returned as is.
 */
export async function exchange(url: string, init: ExchangeInit): Promise<Exchange> {
  const { signal } = init;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  const headers: Record<string, string> = {
    ...init.headers,
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Accept-Language': init.language,
  };
  // A file goes as multipart (FormData sets its own Content-Type with the boundary); anything else as JSON.
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (init.ifNoneMatch) headers['If-None-Match'] = init.ifNoneMatch;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.key) headers['Idempotency-Key'] = init.key;
  try {
    const res = await (init.fetch ?? fetch)(url, {
      method: init.method,
      headers,
      body:
        init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: 'include',
      signal: controller.signal,
    });
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    return { ok: res.ok, status: res.status, data, etag: res.headers.get('etag') ?? undefined };
  } catch (err) {
    if (signal?.aborted) throw err;
    // Network failure or our time-out: there is no server message to show.
    throw new ApiError(CONNECTION_FAILED, 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
