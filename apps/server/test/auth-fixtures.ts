// Shared by the session tests (login, refresh and logout, profile): an app emptied before each test, and requests
// to the session routes.
import { useTestContext } from './helpers/context';
import type { Session } from './helpers/session';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** The app, and the requests the session tests send. */
export function useSessions() {
  const t = useTestContext();

  const post = (
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const tryLogin = (credential: string, password: string, remoteAddress?: string) =>
    post('/v1/users/login', { credential, password }, {}, remoteAddress);
  const me = (s: Pick<Session, 'auth'>) =>
    t.app.inject({ method: 'GET', url: '/v1/users/me', headers: s.auth });
  const refresh = (cookie: string | undefined) =>
    post('/v1/users/token/refresh', undefined, cookie ? { cookie } : {});

  return { t, post, tryLogin, me, refresh };
}
