import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PlatformGuestListQuery, PlatformMemberListQuery } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { isActiveMember } from '../../db/active-members';
import { communities, communityMemberCounts, guests, memberships, users } from '../../db/schema';
import { matchesMemberSearch, memberSearchShares, SEARCH_COUNT_AHEAD } from '../../db/member-search';
import { rowsOf } from '../../db/rows';
import { paged, sortBy } from '../../db/paged';
import { likePattern } from '../../lib/paging';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const memberRow = {
  id: memberships.id,
  userId: users.id,
  communityId: communities.id,
  community: communities.name,
  multiCommunity: users.multiCommunity,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  fullName,
  status: memberships.status,
  emailVerifiedAt: users.emailVerifiedAt,
  scope: memberships.scope,
  username: users.username,
  lastLoginAt: memberships.lastLoginAt,
  createdAt: memberships.createdAt,
};

/** How many of the newest memberships a broad search looks through before sorting all its matches. */
const WALK_ROWS = 1000;

/**
 * The list's total without a search: the statuses' counts the triggers keep, less the memberships of the other
 * roles (a handful per community, under memberships_other_roles_idx). Every membership has its person and its
 * community, so the list's joins drop none.
 */
async function countMembers(db: Executor, q: PlatformMemberListQuery): Promise<number> {
  const statuses = q.status === 'active' ? sql`= 'ACTIVE'` : sql`is not null`;
  const listed = q.status === 'active' ? sql`in ('MEMBER', 'ADMIN')` : sql`= 'MEMBER'`;
  const inCommunity = (column: unknown) => (q.communityId ? sql`and ${column} = ${q.communityId}` : sql``);
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select
      (select coalesce(sum(c.n), 0) from ${communityMemberCounts} c
        where c.status ${statuses} ${inCommunity(sql`c.community_id`)})
      - (select count(*) from ${memberships} m where m.role <> 'MEMBER' and not (m.role ${listed})
        and m.status ${statuses} ${inCommunity(sql`m.community_id`)}) as n`),
  );
  return Number(row.n);
}

export const platformMembersRepository = {
  /**
   * Memberships of role MEMBER across communities (administrators have their own list), or the Active members.
   * At national size (2 M memberships, issue 38) every part of the page avoids reading them all: the total comes
   * from the counts the triggers keep (community_member_counts) less the few other roles; the default order walks
   * memberships_platform_created_idx; a search finds its matches through the trigram index on the memberships'
   * search text (or their community's name) and counts them only up to a cap, as a community's list does.
   */
  async listMembers(db: Executor, q: PlatformMemberListQuery) {
    const scope = and(
      q.status === 'active' ? isActiveMember : eq(memberships.role, 'MEMBER'),
      q.communityId ? eq(memberships.communityId, q.communityId) : undefined,
    );
    // = any(array(…)): the communities named are found first, so the planner sees a short list and ORs the two
    // indexes (an IN over the subquery is priced as half the table: a sequential scan of every membership).
    const search = q.search
      ? or(
          matchesMemberSearch(q.search, await memberSearchShares(db)),
          sql`${memberships.communityId} = any(array(${db
            .select({ id: communities.id })
            .from(communities)
            .where(ilike(communities.name, likePattern(q.search)))}))`,
        )
      : undefined;
    const sort = {
      fullName: sql`lower(${fullName})`,
      firstName: sql`lower(${users.firstName})`,
      lastName: sql`lower(${users.lastName})`,
      email: users.email,
      username: sql`lower(${users.username})`,
      community: sql`lower(${communities.name})`,
      scope: memberships.scope,
      status: memberships.status,
      lastLogin: memberships.lastLoginAt,
      created: memberships.createdAt,
    }[q.filter ?? 'created'];
    const order = [sortBy(sort, q.dir), asc(memberships.id)];
    const page = (where: SQL | undefined) =>
      db
        .select(memberRow)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(communities, eq(communities.id, memberships.communityId))
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.offset * q.limit);
    if (!search) {
      const total = await countMembers(db, q);
      return { rows: total > q.offset * q.limit ? await page(scope) : [], total, capped: false };
    }
    const where = and(scope, search);
    // The matches up to the cap, in any order (the trigram index's): fewer than the cap, and their number is the
    // total and the page is sorted from exactly them, looked up by id (left to the planner, a rare term's page
    // walked the newest-first index past two million memberships to find its few: 844 ms).
    const upTo = (q.offset + 1) * q.limit;
    const cap = upTo + SEARCH_COUNT_AHEAD;
    const matched = await db.select({ id: memberships.id }).from(memberships).where(where).limit(cap);
    if (matched.length < cap) {
      const rows =
        matched.length > q.offset * q.limit
          ? await page(
              inArray(
                memberships.id,
                matched.map((m) => m.id),
              ),
            )
          : [];
      return { rows, total: matched.length, capped: false };
    }
    // A broad term (a common name, a domain) in the default order: walk the newest memberships through their
    // index, at most WALK_ROWS of them, and keep the matches — its first page is among them. Otherwise (another
    // order, or a term too rare for the walk) the matches are sorted whole.
    if ((q.filter ?? 'created') === 'created' && q.dir === 'desc') {
      const walk = db
        .select({
          id: memberships.id,
          createdAt: memberships.createdAt,
          hit: sql<boolean>`${search}`.as('hit'),
        })
        .from(memberships)
        .where(scope)
        .orderBy(...order)
        .limit(Math.max(WALK_ROWS, upTo * 10))
        .as('walk');
      const hits = await db
        .select({ id: walk.id })
        .from(walk)
        .where(sql`${walk.hit}`)
        .orderBy(desc(walk.createdAt), asc(walk.id))
        .limit(upTo);
      if (hits.length === upTo) {
        // Every hit up to the page's end: page() orders them again and skips to the page as it does any list.
        const ids = hits.map((h) => h.id);
        return { rows: await page(inArray(memberships.id, ids)), total: cap, capped: true };
      }
    }
    return { rows: await page(where), total: cap, capped: true };
  },

  async listGuests(db: Executor, q: PlatformGuestListQuery) {
    const where = and(
      q.deleted === 'true' ? isNotNull(guests.deletedAt) : isNull(guests.deletedAt),
      q.communityId ? eq(guests.communityId, q.communityId) : undefined,
      q.search ? ilike(communities.name, likePattern(q.search)) : undefined,
    );
    const sort = {
      community: sql`lower(${communities.name})`,
      created: guests.createdAt,
      lastLogin: guests.lastLoginAt,
    }[q.filter ?? 'created'];
    const source = <T extends PgSelect>(q: T) =>
      q.innerJoin(communities, eq(communities.id, guests.communityId)).where(where);
    return paged({
      rows: source(
        db
          .select({
            id: guests.id,
            community: communities.name,
            communityId: communities.id,
            deletedAt: guests.deletedAt,
            createdAt: guests.createdAt,
            lastLoginAt: guests.lastLoginAt,
            platform: guests.platform,
            upgradedAt: guests.upgradedAt,
          })
          .from(guests)
          .$dynamic(),
      ).orderBy(sortBy(sort, q.dir), asc(guests.id)),
      total: source(db.select({ total: count() }).from(guests).$dynamic()),
      limit: q.limit,
      page: q.offset,
    });
  },

  async findUser(db: Executor, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        emailVerifiedAt: users.emailVerifiedAt,
        isPlatformAdmin: users.isPlatformAdmin,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** A platform administrator, or a member (any status but DELETED) of a community other than `communityId`. */
  async isSharedAccount(db: Executor, userId: string, communityId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, userId),
          ne(memberships.communityId, communityId),
          ne(memberships.status, 'DELETED'),
        ),
      )
      .limit(1);
    return !!row;
  },

  async isMemberOf(db: Executor, userId: string, communityId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)));
    return !!row;
  },
};
