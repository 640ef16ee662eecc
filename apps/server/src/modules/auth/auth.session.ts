import { messages } from '@gathering/contract';
import type { AuthRow } from '../../plugins/auth';
import { sha256 } from '../../lib/crypto';
import { unauthorized } from '../../lib/errors';
import type { AuthContext } from './auth.context';
import { authRepository } from './auth.repository';

/** Ends the session of the access token, else of the refresh token given. */
export async function logout(
  ctx: AuthContext,
  sessionId: string | undefined,
  refreshToken: string | undefined,
): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  let sid = sessionId;
  if (!sid && refreshToken)
    sid = (await authRepository.findRefreshToken(db, sha256(refreshToken)))?.sessionId;
  if (sid) await authRepository.revokeSession(db, sid, 'logout', now);
}

/** The caller read again (after a change of their own). */
export async function reload(ctx: AuthContext, sessionId: string): Promise<AuthRow> {
  const auth = await authRepository.loadAuth(ctx.db, sessionId);
  if (!auth) throw unauthorized(messages.sessionExpired);
  return auth;
}
