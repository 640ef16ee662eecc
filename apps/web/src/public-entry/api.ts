import { errorOf, exchange } from '../core/api';
import { currentLanguage } from './i18n';

/**
 * One call of the public API, as the console's client makes it with `auth: 'none'` (core/api.ts): the page's
 * language as Accept-Language (the server's sentences come back in it). The public pages never send a session.
 * A refusal or a lost link rejects with the core's ApiError (errorMessage reads it).
 */
export async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  /** Only the login page's hand-over sends one: the first screen's data, asked for with the login's answer. */
  token?: string,
): Promise<T> {
  const res = await exchange(new URL(path, window.location.origin).href, {
    method,
    body,
    token,
    language: currentLanguage(),
  });
  if (res.ok) return res.data as T;
  throw errorOf(res.status, res.data);
}
