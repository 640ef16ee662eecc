import { pageMeta } from '../../lib/paging';
import {
  memberMessages,
  type AuditAction,
  type MemberRow,
  type MemberUpdateBody,
  type MembersPage,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { sendMemberVerification } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { writeCsv } from '../../lib/csv';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AccountsRepository } from '../auth';
import type { AuditRecorder } from '../audit';
import { groupsRepository } from './groups.repository';
import {
  membersRepository,
  type MemberListOptions,
  type MemberRecord,
  type MemberSort,
} from './members.repository';

/** The administrator acting: their community and their own membership (which they may not remove). */
export interface Actor {
  communityId: string;
  membershipId: string | null;
}

export function toMemberRow(r: MemberRecord, groups: { id: string; group: string }[]): MemberRow {
  return {
    id: r.id,
    userId: r.userId,
    username: r.username,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    isDeleted: r.status === 'DELETED',
    isEmailVerified: r.emailVerifiedAt !== null,
    lastLogin: r.lastLoginAt?.toISOString() ?? null,
    groups,
    scope: r.scope as MemberRow['scope'],
    status: r.status as MemberRow['status'],
    role: r.role as MemberRow['role'],
    createdOn: r.createdAt.toISOString(),
  };
}

/** Rows with their groups, fetched for the whole page in one query. */
export async function withGroups(db: Executor, rows: MemberRecord[]): Promise<MemberRow[]> {
  const links = await groupsRepository.groupsOf(
    db,
    rows.map((r) => r.id),
  );
  const byMember = new Map<string, { id: string; group: string }[]>();
  for (const l of links) {
    const list = byMember.get(l.membershipId) ?? [];
    list.push({ id: l.id, group: l.group });
    byMember.set(l.membershipId, list);
  }
  return rows.map((r) => toMemberRow(r, byMember.get(r.id) ?? []));
}

export async function listMembers(db: Executor, o: MemberListOptions): Promise<MembersPage> {
  const { rows, total, capped } = await membersRepository.list(db, o);
  const meta = pageMeta(o.page, o.limit, total);
  return { data: await withGroups(db, rows), meta: capped ? { ...meta, capped } : meta };
}

export function createMembersService(deps: {
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
}) {
  const { queue, clock, accounts, audit } = deps;
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
  const db = deps.database.db;

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

  return {
    list(
      actor: Actor,
      q: {
        offset: number;
        limit: number;
        filter: MemberSort;
        dir: 'asc' | 'desc';
        search?: string;
        inactive?: boolean;
        deleted?: boolean;
      },
    ) {
      const statuses = q.deleted ? ['DELETED'] : q.inactive ? ['INACTIVE'] : ['ACTIVE'];
      return listMembers(db, {
        communityId: actor.communityId,
        statuses,
        search: q.search || undefined,
        sort: q.filter,
        dir: q.dir,
        limit: q.limit,
        page: q.offset,
      }).then(async (page) => {
        // A list of personal data seen: recorded before it is answered.
        await audit.record(db, {
          communityId: actor.communityId,
          action: 'members.list',
          target: { kind: 'member' },
          details: { statuses, search: q.search ?? null, page: q.offset, rows: page.data.length },
        });
        return page;
      });
    },

    async basic(actor: Actor) {
      const rows = await membersRepository.basic(db, actor.communityId);
      return {
        members: rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() || r.username })),
      };
    },

    async get(actor: Actor, id: string): Promise<MemberRow> {
      const row = await membersRepository.findMember(db, actor.communityId, id);
      if (!row) throw notFound(memberMessages.memberNotFound);
      const [member] = await withGroups(db, [row]);
      return member;
    },

    async update(actor: Actor, id: string, body: MemberUpdateBody): Promise<MemberRow> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const member = await membersRepository.findMember(tx, actor.communityId, id);
        if (!member || member.status === 'DELETED') throw notFound(memberMessages.memberNotFound);
        const emailChanged = body.email !== undefined && body.email !== member.email.toLowerCase();
        const usernameChanged = body.username !== undefined && body.username !== member.username;
        const namesChanged =
          (body.firstName !== undefined && body.firstName !== member.firstName) ||
          (body.lastName !== undefined && body.lastName !== member.lastName);
        // Identity is global, membership per community: one community's administrator must not rename or take
        // over an account another community (or the platform) also relies on. Role, groups, status stay theirs.
        if (
          (emailChanged || usernameChanged || namesChanged) &&
          (await membersRepository.isSharedAccount(tx, member.userId, actor.communityId))
        )
          throw forbidden(memberMessages.sharedAccount);
        if (usernameChanged && (await accounts.isTaken(tx, 'username', body.username!, member.userId)))
          throw conflict('This username is already in use.', 'username');
        if (emailChanged && (await accounts.isTaken(tx, 'email', body.email!, member.userId)))
          throw conflict('This e-mail address is already in use.', 'email');
        const fields = ['firstName', 'lastName', 'username', 'email'] as const;
        await audit.record(tx, {
          communityId: actor.communityId,
          action: 'members.update',
          target: { kind: 'member', id },
          before: {
            ...member,
            email: member.email.toLowerCase(),
            groups: body.groups ? (await groupsRepository.groupsOf(tx, [id])).map((g) => g.id) : undefined,
          },
          after: { ...member, email: member.email.toLowerCase(), ...body },
          only: body.groups ? [...fields, 'groups'] : fields,
        });
        await accounts.updateUser(
          tx,
          member.userId,
          {
            firstName: body.firstName,
            lastName: body.lastName,
            ...(usernameChanged ? { username: body.username } : {}),
            // A new address is unverified until its owner follows the link we send to it.
            ...(emailChanged ? { email: body.email, emailVerifiedAt: null } : {}),
          },
          now,
        );
        if (body.groups) {
          const unique = [...new Set(body.groups)];
          const found = await groupsRepository.communityGroupIds(tx, actor.communityId, unique);
          if (found.length !== unique.length) throw notFound(memberMessages.groupNotFound);
          await groupsRepository.replaceGroups(tx, id, unique, now);
        }
        // The link to the new address goes with the change that asked for it (queued in its transaction).
        if (emailChanged && member.status === 'ACTIVE')
          await queue.send(
            sendMemberVerification,
            { userId: member.userId, communityId: actor.communityId },
            { tx },
          );
      });
      return this.get(actor, id);
    },

    async activate(actor: Actor, ids: string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await lockBatch(tx, actor, ids, false);
        const changed = rows.filter((r) => r.status !== 'ACTIVE').map((r) => r.id);
        if (changed.length) await accounts.setMembershipsStatus(tx, changed, 'ACTIVE', clock.now());
        await statusMoved(
          tx,
          actor,
          'members.activate',
          rows.filter((r) => r.status !== 'ACTIVE'),
          'ACTIVE',
        );
        return changed;
      });
    },

    async deactivate(actor: Actor, ids: string[]): Promise<string[]> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const rows = await lockBatch(tx, actor, ids, true);
        const changing = rows.filter((r) => r.status !== 'INACTIVE');
        const changed = changing.map((r) => r.id);
        await statusMoved(tx, actor, 'members.deactivate', changing, 'INACTIVE');
        if (changed.length) {
          await accounts.setMembershipsStatus(tx, changed, 'INACTIVE', now);
          // A deactivated member is signed out of this community at once, not at the next token refresh.
          await accounts.revokeCommunitySessions(
            tx,
            changing.map((r) => r.userId),
            actor.communityId,
            'member deactivated',
            now,
          );
        }
        return changed;
      });
    },

    /**
     * Erases members from the community: their groups go, the membership row stays (DELETED) for counts but
     * points at an anonymous stand-in, and a person left without any community is deleted.
     */
    async destroy(actor: Actor, ids: string[]): Promise<string[]> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const rows = await lockBatch(tx, actor, ids, true);
        const memberIds = rows.map((r) => r.id);
        const userIds = rows.map((r) => r.userId);
        await statusMoved(tx, actor, 'members.delete', rows, 'DELETED');
        await accounts.revokeCommunitySessions(tx, userIds, actor.communityId, 'member deleted', now);
        await groupsRepository.removeAllGroups(tx, memberIds);
        const stand = await accounts.insertTombstones(tx, rows.length, now);
        for (const [i, r] of rows.entries()) await accounts.relinkMembership(tx, r.id, stand[i], now);
        await accounts.deleteOrphanUsers(tx, userIds);
        await membersRepository.recordEvents(
          tx,
          rows.map(() => ({ communityId: actor.communityId, kind: 'DELETED', at: now })),
        );
        return memberIds;
      });
    },

    /** Queues a verification e-mail for each chosen member who is active and not yet verified. */
    async sendVerifications(actor: Actor, ids: string[]): Promise<string[]> {
      const unique = [...new Set(ids)];
      const rows = await membersRepository.verificationTargets(db, actor.communityId, unique);
      if (rows.length !== unique.length) throw notFound(memberMessages.memberNotFound);
      const targets = rows.filter((r) => r.status === 'ACTIVE' && !r.verifiedAt);
      await db.transaction(async (tx) => {
        for (const r of targets)
          await queue.send(
            sendMemberVerification,
            { userId: r.userId, communityId: actor.communityId },
            { tx },
          );
        await audit.record(
          tx,
          targets.map((r) => ({
            communityId: actor.communityId,
            action: 'members.send_verification',
            target: { kind: 'member', id: r.id },
          })),
        );
      });
      return targets.map((r) => r.id);
    },

    async setRole(actor: Actor, userId: string, role: 'ADMIN' | 'MEMBER'): Promise<MemberRow> {
      const id = await db.transaction(async (tx) => {
        const member = await membersRepository.findMemberByUser(tx, actor.communityId, userId);
        if (!member || member.status === 'DELETED') throw notFound(memberMessages.memberNotFound);
        if (member.role === role) return member.id;
        if (role === 'MEMBER') await lockBatch(tx, actor, [member.id], true);
        await accounts.setMembershipRole(tx, member.id, role, clock.now());
        await audit.record(tx, {
          communityId: actor.communityId,
          action: 'members.role',
          target: { kind: 'member', id: member.id },
          before: { role: member.role },
          after: { role },
        });
        return member.id;
      });
      return this.get(actor, id);
    },

    async exportCsv(actor: Actor): Promise<string> {
      const rows = await membersRepository.exportRows(db, actor.communityId);
      await audit.record(db, {
        communityId: actor.communityId,
        action: 'members.export',
        target: { kind: 'member' },
        details: { rows: rows.length },
      });
      // The first five columns are the import format, so an export can be edited and imported back.
      return writeCsv(
        [
          'first_name',
          'last_name',
          'email',
          'username',
          'groups',
          'status',
          'role',
          'scope',
          'email_verified',
          'last_login',
          'member_since',
        ],
        rows.map((r) => [
          r.firstName,
          r.lastName,
          r.email,
          r.username,
          r.groups ?? '',
          r.status,
          r.role,
          r.scope,
          r.emailVerifiedAt ? 'yes' : 'no',
          r.lastLoginAt?.toISOString() ?? '',
          r.createdAt.toISOString(),
        ]),
      );
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
