import { sql, type SQL } from 'drizzle-orm';
import { WHOLE_COMMUNITY } from '../../db/schema/analytics';
import { addDays } from '../../lib/zoned-time';
import {
  common,
  list,
  metricsIn,
  tail,
  tailFacts,
  type Level,
  type Slice,
} from './analytics-statements.repository';

// The pieces of the item figures' statements that read the kept item counts (analytics_item_months, migration 0045,
// and their totals analytics_item_totals, 0046) where a range allows: top items, and items' counts per metric. The
// other pieces, and why every figure is one statement over the roll-ups and the tail, are in
// analytics-statements.repository.ts.

/** A local day's month, as analytics_item_months keys it (YYYY-MM-01). */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The months wholly inside [from, to] (the first's and the last's first days), or null when there is none. */
export function wholeMonths(from: string, to: string): { first: string; last: string } | null {
  const first = from.endsWith('-01') ? from : monthOf(addDays(monthOf(from), 31));
  // `to` closes its month when the next day is another's first; otherwise the month before `to`'s is the last.
  const last = addDays(to, 1).endsWith('-01') ? monthOf(to) : monthOf(addDays(monthOf(to), -1));
  return first <= last ? { first, last } : null;
}

/**
 * A community's `limit` most counted items over a range holding whole months, in one statement (one snapshot, as
 * every figure here): each item's kept month totals (analytics_item_months) and the tail give a lower bound (the
 * months wholly inside) and an upper one (every month the range touches). An item whose upper bound is below the
 * limit-th lower bound cannot rank; the others get their days in the part-covered months at either end added to
 * their lower bound, which makes it exact. At 2 M people, the largest community's year of views read 167,000 day
 * rows; now its 45,000 item months and a few dozen items' edge days.
 *
 * A range touching every month the community has of the metric (ALL_TIME, a lifetime) takes the same bounds from
 * each item's kept total (analytics_item_totals) instead: the upper bound is the total, the lower one the total less
 * the part-covered months. Whether it does is decided in the statement, in its snapshot: 4,091 total rows and two
 * edge months instead of 45,000 item months for the largest community's views of all time (25 ms to 10 ms).
 */
export function topByMonths(
  slice: Slice,
  months: { first: string; last: string },
  limit: number,
  wm: string,
  itemIds?: readonly string[],
): SQL {
  const level: Level = { kind: 'items', itemIds };
  const k = keptMonths(slice, months, itemIds);
  return sql`
    with covered as (${k.covered}),
    bounds as (
      select x.item_id, sum(x.low) as low, sum(x.high) as high from (
        select m.item_id,
               case when m.month between ${months.first}::date and ${months.last}::date then m.count else 0 end as low,
               m.count as high
        from analytics_item_months m
        where ${k.itemMonths} and m.month between ${k.touched.first}::date and ${k.touched.last}::date
          and not (select yes from covered)
        union all
        select m.item_id, m.count, m.count from analytics_item_totals m
        where ${k.itemMonths} and (select yes from covered)
        union all
        select m.item_id, -m.count, 0 from analytics_item_months m
        where ${k.itemMonths} and m.month = any(${k.partial}::date[]) and (select yes from covered)
        union all
        select t.item_id, t.n, t.n from (${tailFacts(slice, level, wm)}) t
      ) x group by x.item_id),
    contenders as materialized (
      select b.item_id, b.low from bounds b
      where b.high >= coalesce((select low from bounds order by low desc offset ${limit - 1} limit 1), 0)),
    edge as (
      select r.item_id, sum(r.count) as n from analytics_daily r
      where ${k.dailyOf(sql`array(select item_id from contenders)`)}
      group by r.item_id)
    select c.item_id::text as "itemId", (c.low + coalesce(e.n, 0))::int8 as count
    from contenders c left join edge e on e.item_id = c.item_id
    -- An item counted only in the part-covered months' other days is not in the range at all.
    where c.low + coalesce(e.n, 0) > 0
    order by count desc, c.item_id limit ${limit}`;
}

/**
 * Each listed item's count per metric (or every item's) over the range, as (metric, key, count) for those counted in
 * it. Over one community's range holding whole months with neither audience nor detail (the kept month counts hold them
 * all together), the days are read only when the range misses a month the community has of the metric; otherwise each
 * item's kept total is taken, less the part-covered months, plus their days inside the range. Decided in the statement,
 * as topByMonths does. Top content's likes and conversions of its contenders over ALL_TIME: one row per item and
 * metric, where every day of twelve items was read twice before.
 */
export function itemCounts(slice: Slice, wm: string, itemIds?: readonly string[]): SQL {
  const level: Level = { kind: 'items', itemIds };
  const days = sql`select r.metric, r.item_id, r.count as n from analytics_daily r
    where ${metricsIn(list(slice.metric), 'r')} and ${common(slice, level)}`;
  const tailed = sql`select r.metric, r.item_id, 1 as n from (${tail(slice, level, wm)}) r where ${common(slice, level)}`;
  const kept = slice.communityId && !slice.audience && slice.detail === undefined;
  const months = kept ? wholeMonths(slice.from, slice.to) : null;
  const counted = (rows: SQL) =>
    sql`select x.metric, x.item_id::text as key, sum(x.n)::int8 as count from (${rows}) x group by x.metric, x.item_id`;
  if (!months) return counted(sql`${days} union all ${tailed}`);
  const k = keptMonths(slice, months, itemIds);
  const listed = itemIds && sql`${sql.param([...itemIds])}::uuid[]`;
  return sql`
    with covered as (${k.covered})
    ${counted(sql`
      ${days} and not (select yes from covered)
      union all
      select m.metric, m.item_id, m.count from analytics_item_totals m where ${k.itemMonths} and (select yes from covered)
      union all
      select m.metric, m.item_id, -m.count from analytics_item_months m
      where ${k.itemMonths} and m.month = any(${k.partial}::date[]) and (select yes from covered)
      union all
      select r.metric, r.item_id, r.count from analytics_daily r where ${k.dailyOf(listed)} and (select yes from covered)
      union all
      ${tailed}`)}
    -- Kept totals name every item the community ever counted; only those counted in the range are answered.
    having sum(x.n) > 0`;
}

/**
 * How a range holding whole months meets a community's kept item counts (analytics_item_months, and their totals
 * analytics_item_totals): the months it touches, the part-covered ones at either end and their days inside the
 * range, and `covered`, whether no month of the metric lies outside the touched ones. A covered range's counts are
 * each item's total less its part-covered months plus those months' days in the range: one row per item, where
 * reading the months is one per item and month (the largest national community: 4,091 rows against 45,000).
 */
function keptMonths(slice: Slice, months: { first: string; last: string }, itemIds?: readonly string[]) {
  const metrics = sql.param(list(slice.metric));
  const edges = [
    { from: slice.from, to: addDays(months.first, -1) },
    { from: monthOf(addDays(months.last, 31)), to: slice.to },
  ].filter((e) => e.from <= e.to);
  const edgeDays = edges.length
    ? sql.join(
        edges.map((e) => sql`r.day between ${e.from}::date and ${e.to}::date`),
        sql` or `,
      )
    : sql`false`;
  const touched = { first: monthOf(slice.from), last: monthOf(slice.to) };
  const community = sql`m.community_id = ${slice.communityId}::uuid and m.metric = any(${metrics}::text[])`;
  const only = itemIds ? sql` and m.item_id = any(${sql.param([...itemIds])}::uuid[])` : sql``;
  return {
    touched,
    /** The part-covered months (0 to 2) as a date[] parameter. */
    partial: sql.param(edges.map((e) => monthOf(e.from))),
    /** The community's kept rows of the metric (alias m), of the listed items only where there is a list. */
    itemMonths: sql`${community}${only}`,
    // Two probes of the key, a month before the first touched and one after the last (an OR would read every month);
    // not narrowed to the listed items, which only makes the day path more often taken.
    covered: sql`select
      not exists (select from analytics_item_months m where ${community} and m.month < ${touched.first}::date)
      and not exists (select from analytics_item_months m where ${community} and m.month > ${touched.last}::date)
      as yes`,
    /** analytics_daily's item rows (alias r), of the given items if any, on the range's days in its part-covered
     * months. */
    dailyOf: (
      items?: SQL,
    ) => sql`r.community_id = ${slice.communityId}::uuid and r.metric = any(${metrics}::text[])
      and ${items ? sql`r.item_id = any(${items})` : sql`r.item_id <> ${WHOLE_COMMUNITY}::uuid`} and (${edgeDays})`,
  };
}
