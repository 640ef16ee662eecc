import { memberMessages, type AuditAction } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { AccountsRepository } from '../auth';
import type { AuditRecorder } from '../audit';
import { membersRepository } from './members.repository';

/** The administrator acting: their community and their own membership (which they may not remove). */
export interface Actor {
  communityId: string;
  membershipId: string | null;
}

export interface MembersDeps {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  /** Identity's writes (the auth module owns users, memberships and sessions). */
  accounts: Pick<
    AccountsRepository,
    | 'isTaken'
    | 'activeAdminIds'
    | 'updateUser'
    | 'setMembershipsStatus'
    | 'setMembershipRole'
    | 'revokeCommunitySessions'
    | 'insertTombstones'
    | 'relinkMembership'
    | 'deleteOrphanUsers'
  >;
  audit: AuditRecorder;
}

/** What the members' operations share (members.service.ts builds it once): the batch guards and the trail. */
export function membersContext(deps: MembersDeps) {
  const { accounts, audit } = deps;
  /** One trail row per member whose status moved, in the acting transaction. */
  const statusMoved = (
    tx: Executor,
    actor: Actor,
    action: AuditAction,
    rows: { id: string; status: string }[],
    to: string,
  ) =>
    audit.record(
      tx,
      rows.map((r) => ({
        communityId: actor.communityId,
        action,
        target: { kind: 'member', id: r.id },
        before: { status: r.status },
        after: { status: to },
      })),
    );
  /**
   * Loads every id of a batch (or fails the whole batch with a 404) and applies the guards: an administrator
   * cannot act on themselves, and the community keeps at least one active administrator.
   */
  async function lockBatch(tx: Executor, actor: Actor, ids: string[], removesAdmins: boolean) {
    const unique = [...new Set(ids)];
    const rows = await membersRepository.lockMembers(tx, actor.communityId, unique);
    if (rows.length !== unique.length) throw notFound(memberMessages.memberNotFound);
    if (actor.membershipId && unique.includes(actor.membershipId))
      throw conflict(memberMessages.cannotChangeSelf);
    if (removesAdmins) {
      const leaving = new Set(rows.filter((r) => r.role === 'ADMIN').map((r) => r.id));
      const admins = await accounts.activeAdminIds(tx, actor.communityId);
      if (leaving.size && admins.every((id) => leaving.has(id)))
        throw conflict(memberMessages.lastAdministrator);
    }
    return rows;
  }

  return { ...deps, db: deps.database.db, statusMoved, lockBatch };
}

export type MembersContext = ReturnType<typeof membersContext>;
