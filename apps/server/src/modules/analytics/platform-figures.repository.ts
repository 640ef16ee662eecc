import { and, asc, count, desc, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMember } from '../../db/active-members';
import { communities, guests, memberships } from '../../db/schema';
import { likePattern } from '../../lib/paging';

/** A position in the communities-by-name order: the row's name and id (the id breaks ties between equal names). */
export interface NameKey {
  name: string;
  id: string;
}

export interface CommunityPageQuery {
  search?: string;
  dir: 'asc' | 'desc';
  limit: number;
  /** Rows skipped (offset paging); ignored when `after` is given. */
  skip: number;
  /** Keyset paging: the rows that come after this one in the order. */
  after?: NameKey;
}

// The order of the per-community analytics table. Case-insensitive like the communities list, so "acme" and
// "Acme" sit together; the same expression is used to order, to compare with a key, and to count positions.
const nameOrder = sql`lower(${communities.name})`;

const searchWhere = (search: string | undefined): SQL | undefined =>
  search ? ilike(communities.name, likePattern(search)) : undefined;

/** Rows strictly after (`>`) or up to and including (`<=`) `key`, in the direction's order. */
function relativeTo(key: NameKey, dir: 'asc' | 'desc', side: 'after' | 'upTo'): SQL {
  const ascending = dir === 'asc';
  const op = sql.raw(side === 'after' ? (ascending ? '>' : '<') : ascending ? '<=' : '>=');
  return sql`(${nameOrder}, ${communities.id}) ${op} (lower(${key.name}::text), ${key.id}::uuid)`;
}

const countsBy = (rows: { communityId: string; n: number }[]) =>
  new Map(rows.map((r) => [r.communityId, Number(r.n)]));

/**
 * Figures of the platform analytics that are not event counts: which communities, in what order, and who is in
 * them now. Every event count comes from analytics.repository.ts (the roll-ups).
 */
export const platformFiguresRepository = {
  /**
   * One page of communities by name (+ id), matching `search`, with one row more than `limit` when another page
   * follows (the caller drops it and knows it is not the last page).
   */
  async page(db: Executor, q: CommunityPageQuery) {
    const order =
      q.dir === 'asc' ? [asc(nameOrder), asc(communities.id)] : [desc(nameOrder), desc(communities.id)];
    return db
      .select({ id: communities.id, name: communities.name, logo: communities.logo })
      .from(communities)
      .where(and(searchWhere(q.search), q.after ? relativeTo(q.after, q.dir, 'after') : undefined))
      .orderBy(...order)
      .limit(q.limit + 1)
      .offset(q.after ? 0 : q.skip);
  },

  /** How many communities match `search`, and how many of them come up to `key` (its position, for meta.current). */
  async countMatching(
    db: Executor,
    search: string | undefined,
    upTo?: { key: NameKey; dir: 'asc' | 'desc' },
  ) {
    const [row] = await db
      .select({
        total: count(),
        upTo: upTo
          ? sql<number>`count(*) filter (where ${relativeTo(upTo.key, upTo.dir, 'upTo')})`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
      })
      .from(communities)
      .where(searchWhere(search));
    return { total: Number(row.total), upTo: row.upTo };
  },

  /** "Active members" now (db/active-members.ts) of each of `ids`; communities without any are absent. */
  async activeMembers(db: Executor, ids: readonly string[]) {
    if (!ids.length) return new Map<string, number>();
    const rows = await db
      .select({ communityId: memberships.communityId, n: count() })
      .from(memberships)
      .where(and(inArray(memberships.communityId, [...ids]), isActiveMember))
      .groupBy(memberships.communityId);
    return countsBy(rows);
  },

  /** Guests now (not deleted) of each of `ids`; communities without any are absent. */
  async guests(db: Executor, ids: readonly string[]) {
    if (!ids.length) return new Map<string, number>();
    const rows = await db
      .select({ communityId: guests.communityId, n: count() })
      .from(guests)
      .where(and(inArray(guests.communityId, [...ids]), isNull(guests.deletedAt)))
      .groupBy(guests.communityId);
    return countsBy(rows);
  },

  /** Communities created on or before the local day `day` of `zone` (created before the next day began there). */
  async createdOnOrBefore(db: Executor, day: string, zone: string) {
    const [row] = await db
      .select({ n: count() })
      .from(communities)
      .where(sql`${communities.createdAt} < ((${day}::date + 1)::timestamp at time zone ${zone})`);
    return Number(row.n);
  },

  /**
   * The first day of the platform's LIFETIME: the oldest community's creation day, or the first recorded event's
   * day when activity is older (imported history, demo data). Days are each community's local days, as the
   * roll-ups bucket its events, so the first event is inside the range. Null without communities.
   */
  async lifetimeStart(db: Executor, defaultZone: string): Promise<string | null> {
    // One index probe per community on activity_events (community_id, at), not a scan of the whole log.
    const result = await db.execute(sql`select to_char(min(least(
        (c.created_at at time zone c.zone)::date, (c.first_at at time zone c.zone)::date)), 'YYYY-MM-DD') as day
      from (select created_at, coalesce(nullif(time_zone, ''), ${defaultZone}) as zone,
          (select min(e.at) from activity_events e where e.community_id = communities.id) as first_at
        from communities) c`);
    const [row] = (result as unknown as { rows: { day: string | null }[] }).rows;
    return row?.day ?? null;
  },

  /** The names of `ids` (labels of the percentages). */
  async names(db: Executor, ids: readonly string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await db
      .select({ id: communities.id, name: communities.name })
      .from(communities)
      .where(inArray(communities.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
};
