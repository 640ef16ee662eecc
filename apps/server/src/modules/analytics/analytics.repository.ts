import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Metric } from '../../lib/metrics';
import {
  countedDailyUniques,
  facts,
  keyed,
  levelOf,
  num,
  seenWatermark,
  subjects,
  uniquesPerItem,
  zeroFilledSeries,
  type Slice,
} from './analytics-statements.repository';
import { itemCounts, topByMonths, wholeMonths } from './analytics-item-statements.repository';

export type { Audience, Slice } from './analytics-statements.repository';

// The ONLY SQL that reads analytics figures, each one statement put together from analytics-statements.repository.ts:
// the roll-ups plus the not-yet-rolled tail, in one snapshot, so figures are never stale and never count twice.

export const analyticsRepository = {
  /** One point per day of the range (zero-filled), oldest first. */
  async series(db: Executor, slice: Slice): Promise<{ date: string; count: number }[]> {
    const f = facts(slice, levelOf(slice), await seenWatermark(db), undefined, false);
    return zeroFilledSeries(db, slice, sql`select f.day, sum(f.n) as count from (${f}) f group by f.day`);
  },

  async total(db: Executor, slice: Slice): Promise<number> {
    const f = facts(slice, levelOf(slice), await seenWatermark(db), undefined, false);
    const [row] = rowsOf<{ count: unknown }>(
      await db.execute(sql`select coalesce(sum(f.n), 0)::int8 as count from (${f}) f`),
    );
    return num(row?.count);
  },

  /** Distinct subjects (members and guests) over the WHOLE range: someone counted on two days counts once. */
  async uniques(db: Executor, slice: Slice): Promise<number> {
    const s = subjects(slice, levelOf(slice), await seenWatermark(db), undefined, false);
    const [row] = rowsOf<{ count: unknown }>(
      await db.execute(
        sql`select count(*)::int8 as count from (select s.subject_id from (${s}) s group by 1) u`,
      ),
    );
    return num(row?.count);
  },

  /**
   * Distinct subjects over the WHOLE range of each listed item of one community (items without any count 0): what
   * uniques() answers item by item, in one statement (top content's contenders read the tail once).
   */
  async uniquesByItem(db: Executor, slice: Slice, itemIds: readonly string[]): Promise<Map<string, number>> {
    return keyed(db, uniquesPerItem({ ...slice, itemId: undefined }, itemIds, await seenWatermark(db)));
  },

  /** Distinct subjects of each day (zero-filled), oldest first. */
  async uniqueSeries(db: Executor, slice: Slice): Promise<{ date: string; count: number }[]> {
    const wm = await seenWatermark(db);
    const s = subjects(slice, levelOf(slice), wm);
    const counted = countedDailyUniques(slice, wm);
    return zeroFilledSeries(
      db,
      slice,
      counted
        ? sql`select c.day, sum(c.n) as count from (${counted}) c group by c.day`
        : sql`select s.day, count(*) as count from (${s}) s group by s.day`,
    );
  },

  /** Totals per community (communities without any are absent), all communities or the listed ones. */
  async totalsByCommunity(
    db: Executor,
    slice: Slice,
    communityIds?: readonly string[],
  ): Promise<Map<string, number>> {
    const s = { ...slice, communityId: undefined, itemId: undefined };
    const f = facts(s, { kind: 'community' }, await seenWatermark(db), communityIds);
    return keyed(
      db,
      sql`select f.community_id::text as key, sum(f.n)::int8 as count from (${f}) f group by f.community_id`,
    );
  },

  /** Per community: the sum over days of that day's distinct subjects (divide by the days for a daily average). */
  async dailyUniquesByCommunity(
    db: Executor,
    slice: Slice,
    communityIds?: readonly string[],
  ): Promise<Map<string, number>> {
    const s = { ...slice, communityId: undefined, itemId: undefined };
    const wm = await seenWatermark(db);
    const sub = subjects(s, { kind: 'community' }, wm, communityIds);
    const counted = countedDailyUniques(s, wm, communityIds);
    return keyed(
      db,
      counted
        ? sql`select c.community_id::text as key, sum(c.n)::int8 as count from (${counted}) c group by c.community_id`
        : sql`select s.community_id::text as key, count(*)::int8 as count from (${sub}) s group by s.community_id`,
    );
  },

  /** Totals per feed item of one community (items without any are absent), every item or the listed ones. */
  async totalsByItem(db: Executor, slice: Slice, itemIds?: readonly string[]): Promise<Map<string, number>> {
    const totals = new Map<string, number>();
    for (const perItem of (await analyticsRepository.totalsByItemAndMetric(db, slice, itemIds)).values())
      for (const [item, n] of perItem) totals.set(item, (totals.get(item) ?? 0) + n);
    return totals;
  },

  /** totalsByItem for each of the slice's metrics, in one statement (top content's likes and conversions). */
  async totalsByItemAndMetric(
    db: Executor,
    slice: Slice,
    itemIds?: readonly string[],
  ): Promise<Map<Metric, Map<string, number>>> {
    const s = itemCounts({ ...slice, itemId: undefined }, await seenWatermark(db), itemIds);
    const byMetric = new Map<Metric, Map<string, number>>();
    for (const r of rowsOf<{ metric: Metric; key: string; count: unknown }>(await db.execute(s))) {
      const perItem = byMetric.get(r.metric) ?? new Map<string, number>();
      byMetric.set(r.metric, perItem.set(r.key, num(r.count)));
    }
    return byMetric;
  },

  /** The most counted items of a community, most first (ties: by item id, so pages are stable). */
  async topItems(
    db: Executor,
    q: {
      communityId: string;
      metric: Metric | readonly Metric[];
      from: string;
      to: string;
      limit: number;
      itemIds?: readonly string[];
    },
  ): Promise<{ itemId: string; count: number }[]> {
    const s: Slice = { communityId: q.communityId, metric: q.metric, from: q.from, to: q.to };
    const wm = await seenWatermark(db);
    const months = wholeMonths(q.from, q.to);
    const rows = rowsOf<{ itemId: string; count: unknown }>(
      await db.execute(
        months
          ? topByMonths(s, months, q.limit, wm, q.itemIds)
          : sql`select f.item_id::text as "itemId", sum(f.n)::int8 as count
              from (${facts(s, { kind: 'items', itemIds: q.itemIds }, wm)}) f
              group by f.item_id order by count desc, f.item_id limit ${q.limit}`,
      ),
    );
    return rows.map((r) => ({ itemId: r.itemId, count: num(r.count) }));
  },

  /** Totals per detail (conversion kind, publisher), most first. */
  async byDetail(db: Executor, slice: Slice): Promise<{ detail: string; count: number }[]> {
    const f = facts(slice, levelOf(slice), await seenWatermark(db), undefined, false);
    const rows = rowsOf<{ detail: string; count: unknown }>(
      await db.execute(sql`select f.detail, sum(f.n)::int8 as count from (${f}) f
        group by f.detail order by count desc, f.detail`),
    );
    return rows.map((r) => ({ detail: r.detail, count: num(r.count) }));
  },
};

export type AnalyticsRepository = typeof analyticsRepository;
