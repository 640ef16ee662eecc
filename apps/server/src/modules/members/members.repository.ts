import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sortBy } from '../../db/paged';
import { matchesMemberSearch, memberSearchShares, SEARCH_COUNT_AHEAD } from '../../db/member-search';
import type { TrigramShares } from '../../lib/trigram-shares';
import { communityMemberCounts, groupMembers, memberEvents, memberships, users } from '../../db/schema';

export type MemberSort =
  | 'createdOn'
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'email'
  | 'lastLogin'
  | 'role'
  | 'scope'
  | 'status';

export interface MemberListOptions {
  communityId: string;
  statuses: string[];
  search?: string;
  sort: MemberSort;
  dir: 'asc' | 'desc';
  limit: number;
  page: number;
  /** Only members of this group, or (with `excluded`) only those not in it. */
  groupId?: string;
  excluded?: boolean;
}

export interface MemberRecord {
  id: string;
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerifiedAt: Date | null;
  lastLoginAt: Date | null;
  scope: string;
  status: string;
  role: string;
  createdAt: Date;
}

const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
/**
 * Each sort is an index order of one community's members in one status (memberships_<column>_sort_idx,
 * migrations 0004 and 0014), so a page is read in order and stops after `offset + limit` rows instead of sorting
 * every member. The person sorts read the membership's copy of the person's keys (kept by triggers); they break
 * ties by user_id (a person has one membership per community), the others by the membership's id; usernames and
 * e-mails are unique already (users_*_lower_key).
 */
const SORT: Record<MemberSort, SQL[]> = {
  createdOn: [sql`${memberships.createdAt}`, sql`${memberships.id}`],
  fullName: [sql`${memberships.nameKey}`, sql`${memberships.userId}`],
  firstName: [sql`${memberships.firstNameKey}`, sql`${memberships.userId}`],
  lastName: [sql`${memberships.lastNameKey}`, sql`${memberships.userId}`],
  username: [sql`${memberships.usernameKey}`],
  email: [sql`${memberships.emailKey}`],
  lastLogin: [sql`${memberships.lastLoginAt}`, sql`${memberships.id}`],
  role: [sql`${memberships.role}`, sql`${memberships.id}`],
  scope: [sql`${memberships.scope}`, sql`${memberships.id}`],
  status: [sql`${memberships.status}`, sql`${memberships.id}`],
};

/**
 * The sorts whose first key may be empty (never signed in). Empty values come last in both directions (db/paged.ts
 * sortBy): ascending that is the index's own order; descending, a backward scan would give nulls first, so that page
 * walks an index of its own (memberships_last_login_desc_sort_idx, migration 0023). The other keys keep a bare
 * direction, so their descending pages still walk their index backwards.
 */
const NULLABLE_FIRST_KEY: ReadonlySet<MemberSort> = new Set(['lastLogin']);

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: memberships.lastLoginAt,
  scope: memberships.scope,
  status: memberships.status,
  role: memberships.role,
  createdAt: memberships.createdAt,
};

/** The sort keys as named columns of a subquery, so an outer query orders by the subquery's own order. */
const keyColumns = (keys: (SQL | SQL.Aliased)[]) =>
  Object.fromEntries(keys.map((e, i) => [`k${i}`, sql`${e}`.as(`k${i}`)]));
const keysOf = (subquery: unknown, keys: SQL[]) =>
  keys.map((_, i) => (subquery as Record<string, SQL.Aliased>)[`k${i}`]);

function listWhere(o: MemberListOptions, shares?: TrigramShares): SQL | undefined {
  const inGroup = o.groupId
    ? sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${o.groupId} and ${groupMembers.membershipId} = ${memberships.id})`
    : undefined;
  return and(
    eq(memberships.communityId, o.communityId),
    inArray(memberships.status, o.statuses),
    o.search ? matchesMemberSearch(o.search, shares) : undefined,
    inGroup ? (o.excluded ? sql`not ${inGroup}` : inGroup) : undefined,
  );
}

/** How many members, in the page's order, a broad search looks through before sorting all its matches. */
// A failed walk costs what sorting a few thousand matches does; a term that fills a page of 100 within 1,000
// members (one in ten) is broad enough for the walk to be the cheaper way.
const WALK_ROWS = 1000;

export const membersRepository = {
  async list(
    db: Executor,
    o: MemberListOptions,
  ): Promise<{ rows: MemberRecord[]; total: number; capped: boolean }> {
    const direction = o.dir === 'asc' ? asc : desc;
    const order = (k: SQL | SQL.Aliased, i: number) =>
      i === 0 && NULLABLE_FIRST_KEY.has(o.sort) ? sortBy(k, o.dir) : direction(k);
    const keys = SORT[o.sort];
    const page = (where: SQL | undefined) =>
      db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
        .orderBy(...keys.map(order))
        .limit(o.limit)
        .offset(o.page * o.limit);
    const where = listWhere(o, o.search ? await memberSearchShares(db) : undefined);
    if (!o.search) {
      // A community's total in a status is kept by triggers (community_member_counts); a group's members are
      // counted (every membership has its person, so memberships alone).
      const [{ n }] = o.groupId
        ? await db.select({ n: count() }).from(memberships).where(where)
        : await db
            .select({ n: sql<number>`coalesce(sum(${communityMemberCounts.n}), 0)`.mapWith(Number) })
            .from(communityMemberCounts)
            .where(
              and(
                eq(communityMemberCounts.communityId, o.communityId),
                inArray(communityMemberCounts.status, o.statuses),
              ),
            );
      return { rows: n > o.page * o.limit ? await page(where) : [], total: n, capped: false };
    }
    // The matches up to the cap (found through the trigram index when the term is selective), counted and
    // sorted in one statement: when there are fewer than the cap, their number is the total and the page is
    // sorted from exactly them; only the page's rows are joined to their people.
    const upTo = (o.page + 1) * o.limit;
    const cap = upTo + SEARCH_COUNT_AHEAD;
    const found = db
      .select({ id: memberships.id, ...keyColumns(keys) })
      .from(memberships)
      .where(where)
      .limit(cap)
      .as('found');
    const counted = db
      .select({
        id: found.id,
        total: sql<number>`count(*) over ()`.as('total'),
        ...keyColumns(keysOf(found, keys)),
      })
      .from(found)
      .orderBy(...keysOf(found, keys).map(order))
      .limit(o.limit)
      .offset(o.page * o.limit)
      .as('counted');
    const sortedMatches = await db
      .select({ ...memberColumns, total: sql<number>`${counted.total}`.mapWith(Number) })
      .from(counted)
      .innerJoin(memberships, eq(memberships.id, counted.id))
      .innerJoin(users, eq(users.id, memberships.userId))
      .orderBy(...keysOf(counted, keys).map(order));
    const matched = sortedMatches.length ? sortedMatches[0].total : undefined;
    if (matched !== undefined && matched < cap)
      return { rows: sortedMatches.map(({ total: _t, ...r }) => r), total: matched, capped: false };
    if (matched === undefined && o.page === 0) return { rows: [], total: 0, capped: false };
    if (matched === undefined) {
      // Past the last page the window has no row to carry the count: count the matches up to the cap.
      const [{ n }] = await db.select({ n: count() }).from(found);
      if (n < cap) return { rows: [], total: n, capped: false };
    }
    // A broad term (a domain, a letter) usually has its first matches early in any order: walk the community's
    // members in the page's order (its index, at most WALK_ROWS of them), test each, and stop at the `upTo`th
    // match. The walk hands its keys up as columns, so the outer order is the walk's own: no sort.
    const walk = db
      .select({
        id: memberships.id,
        hit: sql<boolean>`${matchesMemberSearch(o.search)}`.as('hit'),
        ...keyColumns(keys),
      })
      .from(memberships)
      .where(listWhere({ ...o, search: undefined }))
      .orderBy(...keys.map(order))
      .limit(Math.max(WALK_ROWS, upTo * 10))
      .as('walk');
    const hits = db
      .select({ id: walk.id, ...keyColumns(keysOf(walk, keys)) })
      .from(walk)
      .where(sql`${walk.hit}`)
      .orderBy(...keysOf(walk, keys).map(order))
      .limit(upTo)
      .as('hits');
    const walked = await db
      .select(memberColumns)
      .from(hits)
      .innerJoin(memberships, eq(memberships.id, hits.id))
      .innerJoin(users, eq(users.id, memberships.userId))
      .orderBy(...keysOf(hits, keys).map(order));
    if (walked.length === upTo) return { rows: walked.slice(o.page * o.limit), total: cap, capped: true };
    // Its matches gather further on in this order (a common last name sorted by last name): sort them all in
    // the memberships table (stored keys), then join the page's people only (a join first would hash every
    // person). coalesce(e, e) is e but matches no index: the planner cannot walk a sort index past thousands of
    // members the search drops.
    const sorted = db
      .select({ id: memberships.id, ...keyColumns(keys) })
      .from(memberships)
      .where(where)
      .orderBy(...keys.map((e, i) => order(sql`coalesce(${e}, ${e})`, i)))
      .limit(o.limit)
      .offset(o.page * o.limit)
      .as('sorted');
    // The planner prices a LIKE as one cheap operator, so for a term matching a tenth of the members it prefers
    // reading every membership (or a whole sort index) to the trigram index; bitmap scans only leave it the
    // trigram index for the matches (measured on the embedded engine: half the CPU time for such a term, the same
    // for a selective one). SET LOCAL ends with this transaction.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return tx
        .select(memberColumns)
        .from(sorted)
        .innerJoin(memberships, eq(memberships.id, sorted.id))
        .innerJoin(users, eq(users.id, memberships.userId))
        .orderBy(...keysOf(sorted, keys).map(order));
    });
    return { rows, total: cap, capped: true };
  },

  async findMember(db: Executor, communityId: string, id: string): Promise<MemberRecord | undefined> {
    const [row] = await db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.id, id), eq(memberships.communityId, communityId)));
    return row;
  },

  async findMemberByUser(db: Executor, communityId: string, userId: string) {
    const [row] = await db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)));
    return row;
  },

  /** The given memberships of the community that are not deleted; locked against concurrent batches. */
  async lockMembers(db: Executor, communityId: string, ids: string[]) {
    return db
      .select({
        id: memberships.id,
        userId: memberships.userId,
        role: memberships.role,
        status: memberships.status,
      })
      .from(memberships)
      .where(
        and(
          eq(memberships.communityId, communityId),
          inArray(memberships.id, ids),
          ne(memberships.status, 'DELETED'),
        ),
      )
      .for('update');
  },

  async basic(db: Executor, communityId: string) {
    return db
      .select({
        id: memberships.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.communityId, communityId), eq(memberships.status, 'ACTIVE')))
      .orderBy(fullName, asc(memberships.id));
  },

  /** Every non-deleted member with their group names, for the CSV export. */
  async exportRows(db: Executor, communityId: string) {
    return db
      .select({
        ...memberColumns,
        groups: sql<
          string | null
        >`(select string_agg(g.name, ';' order by g.name) from group_members gm join groups g on g.id = gm.group_id where gm.membership_id = "memberships"."id")`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.communityId, communityId), ne(memberships.status, 'DELETED')))
      .orderBy(fullName, asc(memberships.id));
  },

  async recordEvents(
    db: Executor,
    rows: { communityId: string; kind: string; at: Date; guestId?: string; userId?: string }[],
  ) {
    if (rows.length) await db.insert(memberEvents).values(rows);
  },

  /** Whether the account also belongs to another community or is a platform administrator. */
  async isSharedAccount(db: Executor, userId: string, communityId: string): Promise<boolean> {
    const [row] = await db
      .select({
        // Written out in full: drizzle leaves select-list columns unqualified, which a subquery would misread.
        // A membership elsewhere counts in every status but DELETED (an invitation there is a relation too).
        shared: sql<boolean>`"users"."is_platform_admin" or exists (select 1 from memberships o where o.user_id = "users"."id" and o.community_id <> ${communityId} and o.status <> 'DELETED')`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return !!row?.shared;
  },

  async verificationTargets(db: Executor, communityId: string, ids: string[]) {
    return db
      .select({
        id: memberships.id,
        userId: users.id,
        status: memberships.status,
        verifiedAt: users.emailVerifiedAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.communityId, communityId),
          inArray(memberships.id, ids),
          ne(memberships.status, 'DELETED'),
        ),
      );
  },

  async isActiveMember(db: Executor, userId: string, communityId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.communityId, communityId),
          eq(memberships.status, 'ACTIVE'),
          eq(users.status, 'ACTIVE'),
        ),
      );
    return !!row;
  },
};

export type MembersRepository = typeof membersRepository;
