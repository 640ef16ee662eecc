import type { Database } from '../../db/client';
import { accountDeletionRequest, accountResetRequest } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { AccountEmails } from './account-emails';
import { publicRepository } from './public.repository';
import type { CommunitiesRepository } from '../communities';

/**
 * The look-ups behind the public e-mail requests run in the queue, so the answer to a request neither says nor
 * times whether an account exists. Registered by the composition root (composition/accounts.ts).
 */
export function publicJobs(deps: {
  database: Database;
  emails: AccountEmails;
  communities: Pick<CommunitiesRepository, 'findName'>;
}) {
  const db = deps.database.db;
  return [
    handle(accountResetRequest, async ({ email }) => {
      const user = await publicRepository.findUserByEmail(db, email);
      if (user && user.status === 'ACTIVE') await deps.emails.sendReset(user);
    }),
    handle(accountDeletionRequest, async ({ email, communityId }) => {
      const user = await publicRepository.findUserByEmail(db, email);
      if (!user) return;
      const membership = await publicRepository.findMembership(db, user.id, communityId);
      const name = await deps.communities.findName(db, communityId);
      if (membership && name) await deps.emails.sendDeletion(user, { id: communityId, name });
    }),
  ];
}
