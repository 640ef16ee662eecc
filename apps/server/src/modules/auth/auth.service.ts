import type { Locale, PasswordChangeBody, ProfileBody } from '@gathering/contract';
import type { AuthRow } from '../../plugins/auth';
import { authContext, type AuthDeps } from './auth.context';
import { changePassword } from './auth.change-password';
import { verifyCredentials } from './auth.credentials';
import { login } from './auth.login';
import { refresh } from './auth.refresh';
import { logout, reload } from './auth.session';
import { setLocale } from './auth.set-locale';
import { updateProfile } from './auth.update-profile';

export type { IssuedSession } from './auth.context';

/**
 * Signing in and a person's own account: the console's sign-in, sessions and their tokens, profile, language and
 * password. One operation per file (auth.<operation>.ts) over what they share (auth.context.ts); this only puts
 * them together. The member app signs in through the same credentials check and sessions (app.service.ts).
 */
export function createAuthService(deps: AuthDeps) {
  const ctx = authContext(deps);
  return {
    verifyCredentials: (input: Parameters<typeof verifyCredentials>[1]) => verifyCredentials(ctx, input),
    openSession: ctx.openSession,
    login: (input: Parameters<typeof login>[1]) => login(ctx, input),
    refresh: (refreshToken: string | undefined) => refresh(ctx, refreshToken),
    logout: (sessionId: string | undefined, refreshToken: string | undefined) =>
      logout(ctx, sessionId, refreshToken),
    reload: (sessionId: string) => reload(ctx, sessionId),
    me: ctx.toMe,
    draftKey: (auth: AuthRow) => ({ key: ctx.signer.draftKey(auth.userId) }),
    setLocale: (auth: AuthRow, locale: Locale) => setLocale(ctx, auth, locale),
    updateProfile: (auth: AuthRow, body: ProfileBody) => updateProfile(ctx, auth, body),
    changePassword: (auth: AuthRow, body: PasswordChangeBody) => changePassword(ctx, auth, body),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
