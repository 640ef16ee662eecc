import { pageMeta } from '../../lib/paging';
import type { MemberRow, MembersPage } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { groupsRepository } from './groups.repository';
import {
  membersRepository,
  type MemberListOptions,
  type MemberRecord,
  type MemberSort,
} from './members.repository';
import type { Actor, MembersContext } from './members.context';

function toMemberRow(r: MemberRecord, groups: { id: string; group: string }[]): MemberRow {
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

/** The community's members, a page, as the console lists them; recorded in the trail before it is answered. */
export function list(
  ctx: MembersContext,
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
  const { db, audit } = ctx;
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
}
