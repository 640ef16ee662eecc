import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TokenResponse } from '@gathering/contract';
import { i18n } from '../../../i18n';
import { api, ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const login = (body: LoginBody) => api.post<TokenResponse>('/v1/users/login', body, { auth: 'none' });

/** Signs in, stores the token, then loads the current user; the guards then send the user to their area. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      api.setToken(await login(body));
      await sessionStore.load();
      // Spec 001 §8 default when the current user cannot be read after a successful login.
      if (!sessionStore.getSnapshot().user)
        throw new ApiError(i18n.t('auth:login.couldNotFetchUser'), 500, undefined, true);
    },
  });
}
