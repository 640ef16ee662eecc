import { likePattern } from '../../lib/paging';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CommunityListQuery } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { sortBy } from '../../db/paged';
import { isActiveMemberAs } from '../../db/active-members';
import {
  activityEvents,
  communities,
  communityAppUpdates,
  communityClosings,
  communitySummaries,
  feedItems,
  guests,
  memberships,
  pushCredentials,
  users,
} from '../../db/schema';

export type CommunityRow = typeof communities.$inferSelect;
export type NewCommunity = typeof communities.$inferInsert;
export type PushCredentialRow = typeof pushCredentials.$inferSelect;
export type PushProvider = 'APN' | 'GCM';

/** `%`, `_` and `\` typed into a search box are meant literally. */

// Correlated subqueries written out in full: drizzle leaves column names unqualified in a one-table select,
// which inside a subquery would bind to the subquery's own table.
const memberCount =
  sql<number>`(select count(*) from memberships m where m.community_id = "communities"."id" and ${isActiveMemberAs('m')})`.mapWith(
    Number,
  );
const guestCount =
  sql<number>`(select count(*) from guests g where g.community_id = "communities"."id" and g.deleted_at is null)`.mapWith(
    Number,
  );
const monthlyPosts = (since: Date) =>
  sql<number>`(select count(*) from feed_items f where f.community_id = "communities"."id" and f.published_on >= ${since.toISOString()}::timestamptz and f.deleted_at is null)`.mapWith(
    Number,
  );

export const communitiesRepository = {
  /** One page of the communities overview, with its counts, and the total matching the search. */
  async list(db: Executor, q: CommunityListQuery, monthStart: Date) {
    const posts = monthlyPosts(monthStart);
    const where = and(
      q.search
        ? or(ilike(communities.name, likePattern(q.search)), ilike(communities.slug, likePattern(q.search)))
        : undefined,
      q.closing ? isNotNull(communityClosings.communityId) : undefined,
    );
    const sortable: Record<NonNullable<CommunityListQuery['filter']>, SQL | PgColumn> = {
      name: sql`lower(${communities.name})`,
      subscription: communities.subscription,
      monthlyPosts: posts,
      members: memberCount,
      guests: guestCount,
      status: communities.status,
      population: communities.population,
      created: communities.createdAt,
    };
    const column = sortable[q.filter ?? 'created'];
    const rows = await db
      .select({
        id: communities.id,
        logo: communities.logo,
        name: communities.name,
        slug: communities.slug,
        subscription: communities.subscription,
        monthlyPosts: posts,
        members: memberCount,
        guests: guestCount,
        status: communities.status,
        deletionDueAt: communityClosings.deletionDueAt,
        population: communities.population,
        pushHealth: communities.pushHealth,
        createdAt: communities.createdAt,
      })
      .from(communities)
      .leftJoin(communityClosings, eq(communityClosings.communityId, communities.id))
      .where(where)
      .orderBy(sortBy(column, q.dir), asc(communities.id))
      .limit(q.limit)
      .offset(q.offset * q.limit);
    const [{ total }] = await db
      .select({ total: count() })
      .from(communities)
      .leftJoin(communityClosings, eq(communityClosings.communityId, communities.id))
      .where(where);
    return { rows, total };
  },

  async basic(db: Executor) {
    return db
      .select({ id: communities.id, name: communities.name })
      .from(communities)
      .orderBy(sql`lower(${communities.name})`, asc(communities.id));
  },

  async findById(db: Executor, id: string): Promise<CommunityRow | undefined> {
    const [row] = await db.select().from(communities).where(eq(communities.id, id));
    return row;
  },

  /** When a closing community is deleted for good; null when it is not closing. */
  async deletionDueAt(db: Executor, id: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: communityClosings.deletionDueAt })
      .from(communityClosings)
      .where(eq(communityClosings.communityId, id));
    return row?.at ?? null;
  },

  async insert(db: Executor, values: NewCommunity): Promise<CommunityRow> {
    const [row] = await db.insert(communities).values(values).returning();
    return row;
  },

  async update(db: Executor, id: string, patch: Partial<NewCommunity>): Promise<CommunityRow | undefined> {
    const [row] = await db.update(communities).set(patch).where(eq(communities.id, id)).returning();
    return row;
  },

  async slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(and(eq(communities.slug, slug), exceptId ? ne(communities.id, exceptId) : undefined))
      .limit(1);
    return !!row;
  },

  async listUpdates(db: Executor, communityId: string) {
    return db
      .select()
      .from(communityAppUpdates)
      .where(eq(communityAppUpdates.communityId, communityId))
      .orderBy(desc(communityAppUpdates.releaseDate), desc(communityAppUpdates.createdAt));
  },

  async insertUpdate(db: Executor, values: typeof communityAppUpdates.$inferInsert) {
    await db.insert(communityAppUpdates).values(values);
  },

  async listPushCredentials(db: Executor, communityId: string): Promise<PushCredentialRow[]> {
    return db.select().from(pushCredentials).where(eq(pushCredentials.communityId, communityId));
  },

  async findPushCredential(db: Executor, communityId: string, provider: PushProvider) {
    const [row] = await db
      .select()
      .from(pushCredentials)
      .where(and(eq(pushCredentials.communityId, communityId), eq(pushCredentials.provider, provider)));
    return row;
  },

  /** Replaces a provider's credentials: there is only ever one set per community and provider. */
  async upsertPushCredential(db: Executor, row: typeof pushCredentials.$inferInsert) {
    const { communityId: _c, provider: _p, ...rest } = row;
    await db
      .insert(pushCredentials)
      .values(row)
      .onConflictDoUpdate({ target: [pushCredentials.communityId, pushCredentials.provider], set: rest });
  },

  /** The last summary sent and the last one requested (its period ends when it was requested). */
  async summaryTimes(db: Executor, communityId: string) {
    const [row] = await db
      .select({
        sentAt: sql<Date | null>`max(${communitySummaries.sentAt})`.mapWith(communitySummaries.sentAt),
        requestedAt: sql<Date | null>`max(${communitySummaries.periodEnd})`.mapWith(
          communitySummaries.periodEnd,
        ),
      })
      .from(communitySummaries)
      .where(eq(communitySummaries.communityId, communityId));
    return { sentAt: row?.sentAt ?? null, requestedAt: row?.requestedAt ?? null };
  },

  async insertSummary(db: Executor, values: typeof communitySummaries.$inferInsert) {
    await db.insert(communitySummaries).values(values);
  },

  /** Marks a summary sent; undefined when it already was (a retried job), so nothing goes out twice. */
  async claimSummary(db: Executor, id: string, at: Date) {
    const [row] = await db
      .update(communitySummaries)
      .set({ sentAt: at })
      .where(and(eq(communitySummaries.id, id), isNull(communitySummaries.sentAt)))
      .returning();
    return row;
  },

  /** The community's name (undefined for an unknown id; callers choose their fallback). */
  async findName(db: Executor, id: string): Promise<string | undefined> {
    const [row] = await db.select({ name: communities.name }).from(communities).where(eq(communities.id, id));
    return row?.name;
  },

  /**
   * The community's active administrators (active ADMIN memberships of active users), in their e-mail language:
   * whom a summary or a push credentials failure e-mail goes to.
   */
  async activeAdministrators(db: Executor, communityId: string) {
    return db
      .select({ userId: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.communityId, communityId),
          eq(memberships.role, 'ADMIN'),
          eq(memberships.status, 'ACTIVE'),
          eq(users.status, 'ACTIVE'),
        ),
      )
      .orderBy(asc(users.email));
  },

  /** What happened in a community between `from` and `to` (both inclusive), plus its current size. */
  async activity(db: Executor, communityId: string, from: Date, to: Date) {
    const inWindow = (col: PgColumn) => and(gte(col, from), lte(col, to));
    const [members] = await db
      .select({
        total: sql<number>`count(*) filter (where ${memberships.status} <> 'DELETED')`.mapWith(Number),
        joined: sql<number>`count(*) filter (where ${inWindow(memberships.createdAt)})`.mapWith(Number),
      })
      .from(memberships)
      .where(and(eq(memberships.communityId, communityId), eq(memberships.role, 'MEMBER')));
    const [guestCounts] = await db
      .select({
        total: sql<number>`count(*) filter (where ${guests.deletedAt} is null)`.mapWith(Number),
        joined: sql<number>`count(*) filter (where ${inWindow(guests.createdAt)})`.mapWith(Number),
        upgraded: sql<number>`count(*) filter (where ${inWindow(guests.upgradedAt)})`.mapWith(Number),
      })
      .from(guests)
      .where(eq(guests.communityId, communityId));
    const [published] = await db
      .select({ n: count() })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.communityId, communityId),
          gte(feedItems.publishedOn, from),
          lte(feedItems.publishedOn, to),
          isNull(feedItems.deletedAt),
        ),
      );
    const [events] = await db
      .select({
        views: sql<number>`count(*) filter (where ${activityEvents.type} = 'VIEW')`.mapWith(Number),
        conversions: sql<number>`count(*) filter (where ${activityEvents.type} = 'CONVERSION')`.mapWith(
          Number,
        ),
      })
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.communityId, communityId),
          gte(activityEvents.at, from),
          lte(activityEvents.at, to),
          inArray(activityEvents.type, ['VIEW', 'CONVERSION']),
        ),
      );
    return {
      members: members.total,
      newMembers: members.joined,
      guests: guestCounts.total,
      newGuests: guestCounts.joined,
      upgradedGuests: guestCounts.upgraded,
      published: published.n,
      views: events.views,
      conversions: events.conversions,
    };
  },
};

export type CommunitiesRepository = typeof communitiesRepository;
