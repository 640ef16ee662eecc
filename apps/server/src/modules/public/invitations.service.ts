import {
  invitationMessages,
  type InvitationOutcomeResponse,
  type InvitationResponse,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { recordActivity } from '../../db/activity';
import { badRequest } from '../../lib/errors';
import type { AccountsRepository } from '../auth';
import { invitationsRepository as repo } from './invitations.repository';

/**
 * An existing account joins a community only with its owner's consent: the e-mailed link (single use, 7 days)
 * proves they hold the address, so accepting needs no password. Declining, like expiry, leaves nothing behind.
 */
export function createInvitationsService(deps: {
  database: Database;
  clock: Clock;
  /** The invited membership is identity's (the auth module's). */
  accounts: Pick<AccountsRepository, 'activateInvited' | 'removeInvited'>;
}) {
  const db = deps.database.db;
  const invalid = () => badRequest(invitationMessages.invalidInvitation, 'token');

  async function live(token: string) {
    const row = await repo.findLive(db, sha256(token), deps.clock.now());
    if (!row) throw invalid();
    return row;
  }

  return {
    async get(token: string): Promise<InvitationResponse> {
      const row = await live(token);
      return { community: { name: row.name, slug: row.slug } };
    },

    async answer(token: string, accept: boolean): Promise<InvitationOutcomeResponse> {
      const now = deps.clock.now();
      const row = await live(token);
      await db.transaction(async (tx) => {
        // The token decides once: of two concurrent answers, the second finds it used.
        if (!(await repo.consume(tx, row.tokenId, now))) throw invalid();
        if (accept) {
          const membershipId = await deps.accounts.activateInvited(tx, row.userId, row.communityId, now);
          if (membershipId)
            await recordActivity(tx, [
              {
                communityId: row.communityId,
                type: 'MEMBER_SIGNUP',
                membershipId,
                audience: 'MEMBER',
                at: now,
              },
            ]);
        } else await deps.accounts.removeInvited(tx, row.userId, row.communityId);
      });
      return {
        message: accept ? invitationMessages.invitationAccepted : invitationMessages.invitationDeclined,
        community: { name: row.name, slug: row.slug },
      };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
