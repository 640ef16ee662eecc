import { pageMeta } from '../../lib/paging';
import {
  memberMessages,
  platformMemberMessages,
  type PlatformGuestListQuery,
  type PlatformGuestListResponse,
  type PlatformMemberListQuery,
  type PlatformMemberListResponse,
  type AuditAction,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import type { AccountsRepository } from '../auth';
import { platformMembersRepository as repo } from './platform-members.repository';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const meta = (q: { offset: number; limit: number }, total: number) => pageMeta(q.offset, q.limit, total);

export function createPlatformMembersService(deps: {
  database: Database;
  clock: Clock;
  /** Identity's writes (the auth module owns users). */
  accounts: Pick<AccountsRepository, 'setMultiCommunity' | 'setEmailVerified'>;
  audit: AuditRecorder;
}) {
  const db = deps.database.db;
  const { audit } = deps;
  /** A list of people seen by the platform: recorded in its chain before it is answered. */
  const seen = (action: AuditAction, kind: string, q: object, rows: number) =>
    audit.record(db, { communityId: null, action, target: { kind }, details: { ...q, rows } });
  const userNotFound = () => notFound(platformMemberMessages.userNotFound);

  return {
    async listMembers(q: PlatformMemberListQuery): Promise<PlatformMemberListResponse> {
      const { rows, total, capped } = await repo.listMembers(db, q);
      await seen('platform.users_list', 'user', q, rows.length);
      return {
        data: rows.map((r) => ({
          id: r.id,
          userId: r.userId,
          communityId: r.communityId,
          community: r.community,
          isMultiMember: r.multiCommunity,
          email: r.email,
          firstName: r.firstName,
          lastName: r.lastName,
          fullName: r.fullName,
          isDeleted: r.status === 'DELETED',
          isEmailVerified: r.emailVerifiedAt !== null,
          scope: r.scope,
          username: r.username,
          lastLogin: iso(r.lastLoginAt),
          status: r.status,
          createdOn: r.createdAt.toISOString(),
        })),
        // A broad search stops counting (the repository's cap): the list shows "1000+" as a community's does.
        meta: capped ? { ...meta(q, total), capped } : meta(q, total),
      };
    },

    async listGuests(q: PlatformGuestListQuery): Promise<PlatformGuestListResponse> {
      const { rows, total } = await repo.listGuests(db, q);
      await seen('platform.guests_list', 'guest', q, rows.length);
      return {
        data: rows.map((r) => ({
          id: r.id,
          community: r.community,
          communityId: r.communityId,
          isDeleted: r.deletedAt !== null,
          createdOn: r.createdAt.toISOString(),
          lastLogin: iso(r.lastLoginAt),
          platform: r.platform,
          isUpgraded: r.upgradedAt !== null,
        })),
        meta: meta(q, total),
      };
    },

    /**
     * Multi-community access on or off. The member app API reads users.multi_community at sign-in and on every
     * community switch, so the change applies from the member's next sign-in or switch.
     */
    async setMultiState(userId: string, body: { userId?: string; multiState: boolean }) {
      if (body.userId !== undefined && body.userId !== userId)
        throw badRequest(platformMemberMessages.userIdMismatch, 'userId');
      if (!isUuid(userId)) throw userNotFound();
      await db.transaction(async (tx) => {
        if (!(await deps.accounts.setMultiCommunity(tx, userId, body.multiState, deps.clock.now())))
          throw userNotFound();
        await audit.record(tx, {
          communityId: null,
          action: 'platform.user_multi_community',
          target: { kind: 'user', id: userId },
          after: { multiCommunity: body.multiState },
        });
      });
      return { userId, multiState: body.multiState };
    },

    /**
     * Marks an e-mail address verified (or not). A platform administrator may do it for anyone; a community
     * administrator only for people with a membership in their community (others are "not found").
     */
    async setEmailVerified(auth: AuthRow, userId: string, isEmailVerified: boolean) {
      const isCommunityAdmin = !!auth.communityId && auth.role === 'ADMIN';
      if (!auth.isPlatformAdmin && !isCommunityAdmin) throw forbidden();
      const user = isUuid(userId) ? await repo.findUser(db, userId) : undefined;
      if (!user) throw userNotFound();
      if (!auth.isPlatformAdmin && !(await repo.isMemberOf(db, userId, auth.communityId!)))
        throw userNotFound();
      // Verification is identity: a community administrator may not vouch for an address another community
      // (or the platform) relies on.
      if (
        !auth.isPlatformAdmin &&
        (user.isPlatformAdmin || (await repo.isSharedAccount(db, userId, auth.communityId!)))
      )
        throw forbidden(memberMessages.sharedAccount);
      const now = deps.clock.now();
      // Keep the original verification time when it is already verified.
      const verifiedAt = isEmailVerified ? (user.emailVerifiedAt ?? now) : null;
      await db.transaction(async (tx) => {
        await deps.accounts.setEmailVerified(tx, userId, verifiedAt, now);
        await audit.record(tx, {
          communityId: auth.isPlatformAdmin ? null : auth.communityId,
          action: 'users.email_verified',
          target: { kind: 'user', id: userId },
          before: { emailVerified: user.emailVerifiedAt !== null },
          after: { emailVerified: isEmailVerified },
        });
      });
      return { userId, isEmailVerified };
    },
  };
}

export type PlatformMembersService = ReturnType<typeof createPlatformMembersService>;
