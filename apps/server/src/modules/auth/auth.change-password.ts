import { messages, type PasswordChangeBody } from '@gathering/contract';
import { badRequest, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRow } from '../../plugins/auth';
import type { AuthContext } from './auth.context';
import { authRepository } from './auth.repository';

/** A person's own password, given the current one; their other sessions end with it. */
export async function changePassword(
  ctx: AuthContext,
  auth: AuthRow,
  body: PasswordChangeBody,
): Promise<void> {
  const { db, clock } = ctx;
  const user = await authRepository.findUserById(db, auth.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
    throw badRequest(messages.currentPasswordWrong, 'currentPassword');
  const hash = await hashPassword(body.password);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await authRepository.setPassword(tx, auth.userId, hash, now);
    await authRepository.revokeUserSessions(tx, auth.userId, 'password changed', now, auth.sessionId);
    // That it changed, and that the other sessions were ended: no value, old or new, ever.
    await ctx.recordOwn(tx, auth, 'account.password', { details: { otherSessionsEnded: true } });
  });
}
