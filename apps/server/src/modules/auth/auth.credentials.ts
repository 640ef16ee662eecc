import { messages } from '@gathering/contract';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { AuthContext } from './auth.context';
import { authRepository } from './auth.repository';

const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_CREDENTIAL = 5;
const MAX_FAILURES_PER_ADDRESS = 50;

/**
 * Reserves this attempt under the failure limits, or refuses it (429). The attempt is written as a failure first
 * and counted after, so that parallel attempts cannot all read the count before any writes it: of attempts that
 * race, each sees every reservation committed before its count, and at most the limit's number see room (100
 * guesses at once used to have 85 passwords checked). A refused attempt gives its reservation back, so refusals
 * do not keep an account locked; a checked one keeps it as its failure, until a success clears them all.
 */
async function reserveAttempt(ctx: AuthContext, credential: string, ip: string): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const id = await authRepository.reserveLoginAttempt(db, credential, ip, now);
  const f = await authRepository.countLoginFailures(db, credential, ip, since);
  const waitFrom = (oldest: string | null) =>
    oldest
      ? (new Date(oldest).getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000
      : FAILURE_WINDOW_MS / 1000;
  // The counts include this attempt's own reservation.
  const refusal =
    f.byCredential > MAX_FAILURES_PER_CREDENTIAL
      ? waitFrom(f.oldestCredential)
      : f.byIp > MAX_FAILURES_PER_ADDRESS
        ? waitFrom(f.oldestIp)
        : null;
  if (refusal === null) return;
  await authRepository.releaseLoginAttempt(db, id);
  throw tooManyRequests(messages.tooManyAttempts, refusal);
}

/** Checks a credential and password under the failure limits; answers the user (any status). */
export async function verifyCredentials(
  ctx: AuthContext,
  input: { credential: string; password: string; ip: string },
) {
  const { db } = ctx;
  const credential = input.credential.trim().toLowerCase();
  const user = await authRepository.findUserByCredential(db, credential);
  // Failures count per account, however it is named (username or e-mail, any case); a name that is no
  // account counts on its own, with the same limit, so the answer does not tell which names exist.
  const key = user ? `user:${user.id}` : `name:${credential}`;
  await reserveAttempt(ctx, key, input.ip);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  // A failure: its reservation stays, as the failure.
  if (!user || !ok) throw unauthorized(messages.invalidCredentials);
  await authRepository.clearLoginFailures(db, key);
  return user;
}
