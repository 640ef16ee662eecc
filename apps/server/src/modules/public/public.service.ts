import {
  messages,
  type CommunityProfile,
  type DeletionPreviewResponse,
  type ResetPasswordBody,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Database } from '../../db/client';
import { accountDeletionRequest, accountResetRequest } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { AccountsRepository, AuthRepository } from '../auth';
import { publicRepository } from './public.repository';

export function createPublicService(deps: {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  /** Identity's writes (the auth module owns users, memberships and sessions). */
  accounts: Pick<
    AccountsRepository,
    'markEmailVerified' | 'revokeSessions' | 'deleteMembership' | 'deleteUser'
  > &
    Pick<AuthRepository, 'setPassword'>;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
}) {
  const { queue, clock, accounts } = deps;
  const db = deps.database.db;

  return {
    async communityProfile(slug: string): Promise<CommunityProfile> {
      const community = await publicRepository.findCommunityBySlug(db, slug);
      if (!community) throw notFound(messages.communityNotFound);
      return {
        name: community.name,
        slug: community.slug,
        logo: deps.addresses.publicAddressOrNull(community.logo),
      };
    },

    async requestReset(email: string): Promise<void> {
      await queue.send(accountResetRequest, { email });
    },

    async verifyResetToken(token: string): Promise<void> {
      const row = await publicRepository.findLiveToken(db, 'RESET', sha256(token), clock.now());
      if (!row) throw badRequest(messages.invalidResetToken, 'token');
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const now = clock.now();
      const row = await publicRepository.findLiveToken(db, 'RESET', sha256(body.token), now);
      // The e-mail must match the token's: a leaked link alone is not enough.
      if (!row || row.email.toLowerCase() !== body.email)
        throw badRequest(messages.invalidResetToken, 'token');
      const hash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (!(await publicRepository.consumeToken(tx, row.id, now)))
          throw badRequest(messages.invalidResetToken, 'token');
        await accounts.setPassword(tx, row.userId, hash, now);
        // Following the link proved the address is theirs.
        await accounts.markEmailVerified(tx, row.userId, now);
        await accounts.revokeSessions(tx, row.userId, 'password reset', now);
      });
    },

    /** 'already' when the link was used before and its address is the user's verified one (a second click). */
    async verifyEmail(token: string): Promise<'verified' | 'already'> {
      const now = clock.now();
      const row = await publicRepository.findLiveToken(db, 'VERIFY', sha256(token), now);
      if (!row) {
        const used = await publicRepository.findUsedToken(db, 'VERIFY', sha256(token));
        const owner = used && (await publicRepository.findUser(db, used.userId));
        // Only the address the link was sent to, still the user's and verified: an old link for a replaced
        // address stays an error, so it cannot tell anyone that the new one is verified.
        if (owner && owner.emailVerifiedAt && owner.email.toLowerCase() === used.email.toLowerCase())
          return 'already';
      }
      const user = row && (await publicRepository.findUser(db, row.userId));
      // A link sent to an address the user has since replaced verifies nothing.
      if (!row || !user || user.email.toLowerCase() !== row.email.toLowerCase())
        throw badRequest(messages.invalidVerificationToken, 'token');
      await db.transaction(async (tx) => {
        if (!(await publicRepository.consumeToken(tx, row.id, now)))
          throw badRequest(messages.invalidVerificationToken, 'token');
        await accounts.markEmailVerified(tx, row.userId, now);
      });
      return 'verified';
    },

    async requestDeletion(slug: string, email: string): Promise<void> {
      const community = await publicRepository.findCommunityBySlug(db, slug);
      if (!community) throw notFound(messages.communityNotFound);
      await queue.send(accountDeletionRequest, { email, communityId: community.id });
    },

    /**
     * Whose account in which community the link deletes, without using the link: opening it (a person, or a mail
     * scanner before them) changes nothing; only confirmDeletion does.
     */
    async previewDeletion(token: string): Promise<DeletionPreviewResponse> {
      const row = await publicRepository.findLiveToken(db, 'DELETION', sha256(token), clock.now());
      const user = row && (await publicRepository.findUser(db, row.userId));
      const community = row?.communityId && (await publicRepository.findCommunityById(db, row.communityId));
      if (!row || !user || !community) throw badRequest(messages.invalidDeletionToken, 'token');
      // The logo as the community's profile answers it: stored relative, it would be asked of the page's own path.
      return {
        firstName: user.firstName,
        maskedEmail: maskEmail(row.email),
        community: { ...community, logo: deps.addresses.publicAddressOrNull(community.logo) },
      };
    },

    async confirmDeletion(token: string): Promise<void> {
      const now = clock.now();
      const row = await publicRepository.findLiveToken(db, 'DELETION', sha256(token), now);
      if (!row || !row.communityId) throw badRequest(messages.invalidDeletionToken, 'token');
      const communityId = row.communityId;
      await db.transaction(async (tx) => {
        if (!(await publicRepository.consumeToken(tx, row.id, now)))
          throw badRequest(messages.invalidDeletionToken, 'token');
        await accounts.revokeSessions(tx, row.userId, 'account deleted', now, communityId);
        // The membership and what hangs off it (cascades) go; the person goes too when no community is left.
        await accounts.deleteMembership(tx, row.userId, communityId);
        const user = await publicRepository.findUser(tx, row.userId);
        if (user && !user.isPlatformAdmin && (await publicRepository.countMemberships(tx, row.userId)) === 0)
          await accounts.deleteUser(tx, row.userId);
      });
    },
  };
}

export type PublicService = ReturnType<typeof createPublicService>;

/** "kaya.smith@example.org" -> "k********@example.org": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return `${name[0] ?? ''}${'*'.repeat(Math.max(name.length - 1, 3))}${domain}`;
}
