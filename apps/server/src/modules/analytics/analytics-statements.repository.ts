import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { WHOLE_COMMUNITY } from '../../db/schema/analytics';
import { METRICS, separateSubjects, type Metric } from '../../lib/metrics';
import { DEFAULT_ZONE } from '../../lib/zoned-time';
import { rowsOf } from '../../db/rows';

// The pieces every analytics figure's statement is built from (analytics.repository.ts puts them together): the
// daily roll-ups (analytics_daily, analytics_daily_subjects and the counts kept from them) PLUS the not-yet-rolled
// tail of activity_events (xid >= the watermark), read in ONE statement: one snapshot sees either a roll-up batch's
// rows and its advanced watermark or neither, so a concurrent roll-up can neither double-count nor drop an event.
// The item figures' pieces that read the kept item counts are in analytics-item-statements.repository.ts.

export type Audience = 'MEMBER' | 'GUEST' | 'NONE';

export interface Slice {
  /** Omitted = every community (platform figures). */
  communityId?: string;
  /** One feed item (with communityId). */
  itemId?: string;
  /** Counts are summed over the listed metrics. */
  metric: Metric | readonly Metric[];
  /** Omitted = all. */
  audience?: Audience | readonly Audience[];
  /** A sub-kind, e.g. 'CLIENT' for PUBLISH, 'FORM' for CONVERSION. */
  detail?: string;
  /** Local days YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/** The name of the roll-up's row in analytics_rollup_state (rollup.ts advances it). */
export const ROLLUP_NAME = 'daily';

export const list = <T>(v: T | readonly T[]): T[] => (Array.isArray(v) ? [...(v as T[])] : [v as T]);
export const num = (v: unknown) => Number(v ?? 0);

/** Which roll-up rows a query reads: the community-wide ones, one item's, or every item's (optionally some). */
export type Level =
  { kind: 'community' } | { kind: 'item'; itemId: string } | { kind: 'items'; itemIds?: readonly string[] };

export const levelOf = (slice: Slice): Level =>
  slice.itemId ? { kind: 'item', itemId: slice.itemId } : { kind: 'community' };

/** Every event not yet counted in the roll-ups has xid >= this (0 before the first roll-up: all of them). */
const watermark = sql`coalesce((select watermark from analytics_rollup_state where name = ${ROLLUP_NAME}), '0'::xid8)`;

/**
 * The watermark as last seen, read before the figure's statement. The statement still bounds the tail by the
 * watermark of its own snapshot (the roll-up may have moved it since: watermarks only grow, so that bound is the
 * tighter one); this earlier value is there for the planner, which estimates `xid >= <a value>` from the column's
 * statistics (a handful of rows: the xid index) but `xid >= (subquery)` as a third of the table (a full scan).
 */
export async function seenWatermark(db: Executor): Promise<string> {
  const [row] = rowsOf<{ w: string }>(await db.execute(sql`select ${watermark}::text as w`));
  return row.w;
}

/**
 * The tail's events in roll-up terms, as rollup.ts aggregates them: the community's local day, the audience as
 * recorded (derived from who acted on rows older than the column), the detail (old conversion rows keep the kind
 * in `conversion`), the subject (member or guest).
 */
export const eventDay = sql`(e.at at time zone coalesce(nullif(c.time_zone, ''), ${DEFAULT_ZONE}))::date`;
export const eventAudience = sql`coalesce(e.audience, case when e.membership_id is not null then 'MEMBER'
  when e.guest_id is not null then 'GUEST' else 'NONE' end)`;
export const eventDetail = sql`coalesce(e.detail, e.conversion, '')`;
export const eventSubject = sql`coalesce(e.membership_id, e.guest_id)`;

export function tail(slice: Slice, level: Level, wm: string, communityIds?: readonly string[]): SQL {
  const where: SQL[] = [sql`e.type = any(${sql.param(list(slice.metric))}::text[])`];
  if (slice.communityId) where.push(sql`e.community_id = ${slice.communityId}::uuid`);
  if (communityIds) where.push(sql`e.community_id = any(${sql.param([...communityIds])}::uuid[])`);
  if (level.kind === 'item') where.push(sql`e.feed_item_id = ${level.itemId}::uuid`);
  if (level.kind === 'items') {
    where.push(sql`e.feed_item_id is not null`);
    if (level.itemIds) where.push(sql`e.feed_item_id = any(${sql.param([...level.itemIds])}::uuid[])`);
  }
  const itemId = level.kind === 'community' ? sql`${WHOLE_COMMUNITY}::uuid` : sql`e.feed_item_id`;
  // The tail is read whole by xid (`offset 0` keeps the other conditions out of that scan): it is a minute of events,
  // but the statistics' last bucket makes `xid >= w` look like 1% of the log, and the planner then read a popular
  // item's every event through activity_events_item_idx (250,000 index entries for top content's ten items at 10 M
  // events) to find the few in the tail.
  return sql`select e.community_id, e.type as metric, ${eventDay} as day, ${itemId} as item_id,
      ${eventAudience} as audience, ${eventDetail} as detail, ${eventSubject} as subject_id
    from (select * from activity_events e where e.xid >= ${wm}::xid8 and e.xid >= ${watermark} offset 0) e
      join communities c on c.id = e.community_id
    where ${sql.join(where, sql` and `)}`;
}

/** Conditions every roll-up row and tail row must meet (table alias `r`, or `alias`). */
export function common(
  slice: Slice,
  level: Level,
  communityIds?: readonly string[],
  withDetail = true,
  alias = 'r',
): SQL {
  const r = sql.raw(alias);
  const where: SQL[] = [sql`${r}.day between ${slice.from}::date and ${slice.to}::date`];
  if (slice.communityId) where.push(sql`${r}.community_id = ${slice.communityId}::uuid`);
  if (communityIds) where.push(sql`${r}.community_id = any(${sql.param([...communityIds])}::uuid[])`);
  if (level.kind === 'community') where.push(sql`${r}.item_id = ${WHOLE_COMMUNITY}::uuid`);
  if (level.kind === 'item') where.push(sql`${r}.item_id = ${level.itemId}::uuid`);
  if (level.kind === 'items') {
    where.push(sql`${r}.item_id <> ${WHOLE_COMMUNITY}::uuid`);
    if (level.itemIds) where.push(sql`${r}.item_id = any(${sql.param([...level.itemIds])}::uuid[])`);
  }
  if (slice.audience) where.push(sql`${r}.audience = any(${sql.param(list(slice.audience))}::text[])`);
  if (withDetail && slice.detail !== undefined) where.push(sql`${r}.detail = ${slice.detail}`);
  return sql.join(where, sql` and `);
}

/**
 * A roll-up row's item, as the level fixes it where it does: read from the row, the item would keep the platform's
 * figures off their covering indexes' index-only scans (item_id is only in their predicate), and a month of every
 * community's rows would be fetched from the table one by one (the platform overview at 2 M people: 85 → 34 ms for
 * a total, 550 → ~100 ms for the month's unique app users).
 */
const itemOf = (level: Level): SQL =>
  level.kind === 'community'
    ? sql`${WHOLE_COMMUNITY}::uuid`
    : level.kind === 'item'
      ? sql`${level.itemId}::uuid`
      : sql`r.item_id`;

/**
 * Counted events: (community_id, day, item_id, detail, n) from the roll-ups and the tail. `perCommunity: false` (a
 * figure over every community that is not split by community) reads the rolled part from analytics_platform_daily,
 * every community's rows already added up per day (community_id is then null).
 */
export function facts(
  slice: Slice,
  level: Level,
  wm: string,
  communityIds?: readonly string[],
  perCommunity = true,
): SQL {
  const cond = common(slice, level, communityIds);
  const metricIn = (alias: string) => metricsIn(list(slice.metric), alias);
  const everyCommunity = !perCommunity && !slice.communityId && !communityIds && level.kind === 'community';
  const rolled = everyCommunity
    ? sql`select null::uuid as community_id, p.day, ${WHOLE_COMMUNITY}::uuid as item_id, p.detail, p.count as n
        from analytics_platform_daily p where ${metricIn('p')} and ${platformCond(slice)}`
    : sql`select r.community_id, r.day, ${itemOf(level)} as item_id, r.detail, r.count as n from analytics_daily r
        where ${metricIn('r')} and ${cond}`;
  return sql`${rolled}
    union all
    ${tailFacts(slice, level, wm, communityIds)}`;
}

/** The tail's events as counted facts (n = 1 each), in facts' columns. */
export const tailFacts = (slice: Slice, level: Level, wm: string, communityIds?: readonly string[]) =>
  sql`select r.community_id, r.day, r.item_id, r.detail, 1 as n from (${tail(slice, level, wm, communityIds)}) r
    where ${common(slice, level, communityIds)}`;

/** The conditions of `common` that an analytics_platform_daily row has (no community, no item). */
function platformCond(slice: Slice): SQL {
  const where: SQL[] = [sql`p.day between ${slice.from}::date and ${slice.to}::date`];
  if (slice.audience) where.push(sql`p.audience = any(${sql.param(list(slice.audience))}::text[])`);
  if (slice.detail !== undefined) where.push(sql`p.detail = ${slice.detail}`);
  return sql.join(where, sql` and `);
}

/**
 * Who was counted, per day: (community_id, day, item_id, subject_id) for metrics registered `unique`, each at most
 * once per community, day and item (the level fixes the item, so per community and day).
 */
export function subjects(
  slice: Slice,
  level: Level,
  wm: string,
  communityIds?: readonly string[],
  /** false: a subject may come twice on a day (the caller counts distinct subjects over the range anyway). */
  oncePerDay = true,
): SQL {
  const metrics = uniqueMetrics(slice);
  const cond = common(slice, level, communityIds, false);
  const rolled = sql`select r.community_id, r.day, ${itemOf(level)} as item_id, r.subject_id from analytics_daily_subjects r
    where ${metricsIn(metrics, 'r')} and ${cond}`;
  if (!oncePerDay) return sql`${rolled} union all ${tailed(slice, level, wm, communityIds)}`;
  // Several metrics: a subject counted under two is one subject that day.
  if (metrics.length > 1) return sql`${rolled} union ${tailed(slice, level, wm, communityIds)}`;
  // One metric: the roll-up's rows are already distinct (its key), so only the tail's subjects the roll-up has
  // not counted that day are added. No distinct over the whole range: a month of every community's daily actives
  // is ~100,000 rows, and sorting them was most of the platform table's time.
  return sql`${rolled} union all ${newInTail(slice, level, wm, communityIds)}`;
}

/** The slice's metrics, refused unless their subjects are kept: a unique count of another would silently be wrong. */
function uniqueMetrics(slice: Slice): Metric[] {
  const metrics = list(slice.metric);
  const notUnique = metrics.filter((m) => !METRICS[m].unique);
  if (notUnique.length)
    throw new Error(`analytics: ${notUnique.join(', ')} is not a unique metric (lib/metrics.ts)`);
  if (slice.detail !== undefined) throw new Error('analytics: unique counts do not split by detail');
  return metrics;
}

/**
 * Distinct subjects over the whole range of each listed item of one community, as (key, count): one count per item,
 * the item's rolled subjects in its key order with the tail's (read once) beside them. Counted item by item, each
 * item's few thousand subjects are sorted alone; grouped over every item at once, the largest national community's
 * ten most viewed (29,000 subject rows of all time) took twice as long.
 */
export function uniquesPerItem(slice: Slice, itemIds: readonly string[], wm: string): SQL {
  const metrics = uniqueMetrics(slice);
  const level: Level = { kind: 'items', itemIds };
  return sql`
    with tail as materialized (select t.item_id, t.subject_id from (${tailed(slice, level, wm)}) t)
    select i.item_id::text as key, (
      select count(distinct x.subject_id) from (
        select r.subject_id from analytics_daily_subjects r
        where ${metricsIn(metrics, 'r')} and r.item_id = i.item_id and ${common(slice, level, undefined, false)}
        union all
        select t.subject_id from tail t where t.item_id = i.item_id) x)::int8 as count
    from unnest(${sql.param([...itemIds])}::uuid[]) as i(item_id)`;
}

export const metricsIn = (metrics: Metric[], alias: string) =>
  sql`${sql.raw(alias)}.metric = any(${sql.param(metrics)}::text[])`;

/** The tail's subjects, each once per community, day and item. */
const tailed = (slice: Slice, level: Level, wm: string, communityIds?: readonly string[]) =>
  sql`select distinct r.community_id, r.day, r.item_id, r.subject_id
    from (${tail(slice, level, wm, communityIds)}) r
    where r.subject_id is not null and ${common(slice, level, communityIds, false)}`;

/**
 * The tail's subjects the roll-up has not counted that day (under any of the slice's metrics).
 * `offset 0` keeps the NOT EXISTS a per-row probe of the roll-up's key (a few hundred tail subjects, a few pages
 * each): pulled up into an anti join, the planner merge-joined the tail against the range's every subject row,
 * reading and sorting them again (on disk past work_mem: 50 of the table's 113 ms at 10 M events, growing with
 * the daily actives).
 */
function newInTail(slice: Slice, level: Level, wm: string, communityIds?: readonly string[]): SQL {
  const metrics = list(slice.metric);
  return sql`select t.community_id, t.day, t.item_id, t.subject_id from (${tailed(slice, level, wm, communityIds)}) t
    where not exists (select from analytics_daily_subjects s where ${metricsIn(metrics, 's')}
      and s.community_id = t.community_id and s.item_id = t.item_id and s.day = t.day
      and s.subject_id = t.subject_id and ${common(slice, level, communityIds, false, 's')} offset 0)`;
}

/**
 * Each community's distinct subjects per day, as (community_id, day, n), from the kept counts
 * (analytics_daily_uniques) plus the tail's subjects not yet counted; null when that would not be exact. A sum
 * of counts is exact only when no one can be counted under two of the metrics: one metric, or metrics whose
 * subjects are of different kinds (APP_OPEN's members and GUEST_SESSION's guests: lib/metrics.ts `subject`).
 * The counts are kept for the community level and every audience together.
 */
export function countedDailyUniques(slice: Slice, wm: string, communityIds?: readonly string[]): SQL | null {
  const metrics = list(slice.metric);
  if (slice.itemId || slice.audience !== undefined || !separateSubjects(metrics)) return null;
  const level: Level = { kind: 'community' };
  const where: SQL[] = [
    metricsIn(metrics, 'u'),
    sql`u.day between ${slice.from}::date and ${slice.to}::date`,
  ];
  if (slice.communityId) where.push(sql`u.community_id = ${slice.communityId}::uuid`);
  if (communityIds) where.push(sql`u.community_id = any(${sql.param([...communityIds])}::uuid[])`);
  return sql`select u.community_id, u.day, u.count as n from analytics_daily_uniques u
      where ${sql.join(where, sql` and `)}
    union all
    select t.community_id, t.day, count(*) as n from (${newInTail(slice, level, wm, communityIds)}) t
      group by t.community_id, t.day`;
}

const days = (slice: Slice) =>
  sql`select d::date as day from generate_series(${slice.from}::date, ${slice.to}::date, interval '1 day') d`;

export async function zeroFilledSeries(db: Executor, slice: Slice, perDay: SQL) {
  const rows = rowsOf<{ date: string; count: unknown }>(
    await db.execute(sql`with f as (${perDay})
      select g.day::text as date, coalesce(f.count, 0)::int8 as count
      from (${days(slice)}) g left join f on f.day = g.day order by g.day`),
  );
  return rows.map((r) => ({ date: r.date, count: num(r.count) }));
}

export async function keyed(db: Executor, query: SQL): Promise<Map<string, number>> {
  const rows = rowsOf<{ key: string; count: unknown }>(await db.execute(query));
  return new Map(rows.map((r) => [r.key, num(r.count)]));
}
