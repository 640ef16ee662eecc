import { messages, type ProfileBody } from '@gathering/contract';
import { conflict } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import { accountsRepository } from './accounts.repository';
import type { AuthContext } from './auth.context';
import { authRepository } from './auth.repository';

/** What a person changes on their own profile, as the trail shows it before → after. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'username', 'email'] as const;

/** A person's own names, username and e-mail address; a new address waits for its verification. */
export async function updateProfile(ctx: AuthContext, auth: AuthRow, body: ProfileBody): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  if (body.username && (await accountsRepository.isTaken(db, 'username', body.username, auth.userId)))
    throw conflict(messages.usernameTaken, 'username');
  const emailChanged = body.email !== undefined && body.email !== auth.email;
  if (emailChanged && (await accountsRepository.isTaken(db, 'email', body.email!, auth.userId)))
    throw conflict(messages.emailTaken, 'email');
  const patch = {
    firstName: body.firstName,
    lastName: body.lastName,
    ...(body.username ? { username: body.username } : {}),
    // A new address is unverified until its owner follows the link we send to it.
    ...(emailChanged ? { email: body.email, emailVerifiedAt: null } : {}),
  };
  await db.transaction(async (tx) => {
    await authRepository.updateProfile(tx, auth.userId, patch, now);
    await ctx.recordOwn(tx, auth, 'account.profile', {
      before: { ...auth },
      after: { ...auth, ...patch },
      only: PROFILE_FIELDS,
    });
  });
  if (emailChanged) await ctx.accountEmails.sendVerification(auth.userId);
}
