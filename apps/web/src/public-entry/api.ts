import { currentLanguage } from './i18n';

/** Spec 001 §8: the text of a failure that brought no message from the server (lib/api-client.ts's). */
export const CONNECTION_FAILED = 'Connection failed';
const TIMEOUT_MS = 30_000;

/** A failed call, as the console's ApiError: the server's message (and field), else "Connection failed". */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly fromServer = false,
  ) {
    super(message);
  }
}

/**
 * One call of the public API, as the console's client makes it with `auth: 'none'`: JSON, the page's language as
 * Accept-Language (the server's sentences come back in it), no cache, a 30 s time-out. The public pages never send
 * a session.
 */
export async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let status: number;
  let data: unknown;
  try {
    const res = await fetch(new URL(path, window.location.origin), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: controller.signal,
    });
    status = res.status;
    const text = await res.text();
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (res.ok) return data as T;
  } catch {
    throw new PublicApiError(CONNECTION_FAILED, 0);
  } finally {
    clearTimeout(timer);
  }
  const answer = data as { message?: unknown; field?: unknown } | undefined;
  if (answer && typeof answer.message === 'string' && answer.message)
    throw new PublicApiError(
      answer.message,
      status,
      typeof answer.field === 'string' ? answer.field : undefined,
      true,
    );
  throw new PublicApiError(CONNECTION_FAILED, status);
}

/** The text to show for a failure (lib/api-client.ts errorMessage): the server's, else the page's own. */
export function errorMessage(err: unknown, fallback = CONNECTION_FAILED): string {
  if (err instanceof PublicApiError && (err.fromServer || err.status === 0)) return err.message;
  return fallback;
}

export const segment = encodeURIComponent;
