import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@gathering/contract';
import { LOGIN_PATH } from '../../../core/login';
import { currentLanguage, i18n, isLanguage, setLanguage } from '../../../i18n';
import { api, ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const login = (body: LoginBody) => api.post<LoginResponse>(LOGIN_PATH, body, { auth: 'none' });

/**
 * Signs in and stores the token and the user the answer carries (no second request: a round trip is 600 ms on a
 * satellite link); the guards then send the user to their area. An answer without the user loads it.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => acceptLogin(await login(body)),
  });
}

/**
 * Keeps a login answer: the token stored, the user known. Also what the console does with the answer of the login
 * page drawn before it (public-entry/pages/login.ts, main.tsx).
 */
export async function acceptLogin({ me, accessToken, exp }: LoginResponse): Promise<void> {
  api.setToken({ accessToken, exp });
  if (me) sessionStore.setUser(me);
  else await sessionStore.load();
  // Spec 001 §8 default when the current user cannot be read after a successful login.
  if (!sessionStore.getSnapshot().user)
    throw new ApiError(i18n.t('auth:login.couldNotFetchUser'), 500, undefined, true);
  // The account's language, once taken, before any word of the outcome is written: "User successfully logged in"
  // came in English to a French account signing in on an English page (issue 40 #8).
  const locale = sessionStore.getSnapshot().user?.locale;
  if (isLanguage(locale) && locale !== currentLanguage()) await setLanguage(locale);
}
