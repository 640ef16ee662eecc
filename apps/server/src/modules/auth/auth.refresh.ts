import { messages } from '@gathering/contract';
import { sha256 } from '../../lib/crypto';
import { unauthorized } from '../../lib/errors';
import type { AuthContext, IssuedSession } from './auth.context';
import { authRepository } from './auth.repository';

/** A refresh token replayed this soon after its use is a lost response, not theft. */
const REFRESH_GRACE_MS = 10_000;

/**
 * A new access token for a refresh token, and the next refresh token of its family; a used one replayed outside
 * the grace ends the session (someone holds a copy).
 */
export async function refresh(ctx: AuthContext, refreshToken: string | undefined): Promise<IssuedSession> {
  const { db, clock, signer } = ctx;
  if (!refreshToken) throw unauthorized(messages.sessionExpired);
  const now = clock.now();
  const row = await authRepository.findRefreshToken(db, sha256(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw unauthorized(messages.sessionExpired);
  return db
    .transaction(async (tx) => {
      if (await authRepository.markTokenUsed(tx, row.id, now))
        return ctx.issue(
          row.sessionId,
          row.userId,
          row.expiresAt,
          { id: row.id, token: refreshToken },
          tx as never,
        );
      // A used token came back. Within the grace, a replay of the current token's immediate parent is a lost
      // response (or parallel tabs): it gets the successor already issued, never a new branch. Anything else
      // (an older token, a parent whose successor was used too, or too late) means someone holds a copy.
      const child = await authRepository.findChildToken(tx, row.sessionId, row.id);
      const used = row.usedAt ?? now;
      const inGrace = now.getTime() - used.getTime() <= REFRESH_GRACE_MS;
      const successor = signer.childRefreshToken(refreshToken);
      if (inGrace && child && !child.usedAt && child.tokenHash === sha256(successor)) {
        const access = await signer.sign({ userId: row.userId, sessionId: row.sessionId }, now);
        return {
          ...access,
          sessionId: row.sessionId,
          refreshToken: successor,
          refreshExpiresAt: row.expiresAt,
        };
      }
      await authRepository.revokeSession(tx, row.sessionId, 'refresh token reuse', now);
      return null;
    })
    .then((issued) => {
      if (!issued) throw unauthorized(messages.sessionExpired);
      return issued;
    });
}
