import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { xid8 } from './content';
import { communities } from './identity';

/** item_id of a community-wide roll-up row (every event counts once there, and once more under its item). */
export const WHOLE_COMMUNITY = '00000000-0000-0000-0000-000000000000';

/**
 * Daily counts per community (and per item), per metric, audience and detail, for the community's local day.
 * Maintained by the roll-up job from activity_events; dashboards read these plus the not-yet-rolled tail.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    // WHOLE_COMMUNITY, or the feed item (no foreign key: a destroyed item's counts still add to the community's).
    itemId: uuid('item_id').notNull(),
    // MEMBER | GUEST | NONE
    audience: text('audience').notNull(),
    // '' when the metric has no sub-kind.
    detail: text('detail').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The key also carries `count` (INCLUDE, added by migration 0041: drizzle cannot say it), so a community's
    // series and top items (a year of every item's days) are read from the key's index alone. It replaced a covering
    // index on the same columns + count: a second copy of the key the roll-up wrote for every row it counted.
    primaryKey({ columns: [t.communityId, t.metric, t.itemId, t.day, t.audience, t.detail] }),
    // Platform figures: one metric over every community for a range of days. Covering (count included), so the
    // figures are read from the index alone: a range's rows lie scattered over the table in roll-up order.
    index('analytics_daily_metric_day_cover_idx')
      .on(t.metric, t.day, t.communityId, t.audience, t.detail, t.count)
      .where(sql`${t.itemId} = '00000000-0000-0000-0000-000000000000'`),
  ],
);

/**
 * Who was counted on a day (member or guest id), for exact unique counts: unique viewers of an item, daily active
 * users. A range's uniques are the distinct subjects over its days, never a sum of daily uniques.
 */
export const analyticsDailySubjects = pgTable(
  'analytics_daily_subjects',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    itemId: uuid('item_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    audience: text('audience').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.metric, t.itemId, t.day, t.subjectId] }),
    // Platform uniques and daily actives per community: one metric over every community for a range of days.
    index('analytics_daily_subjects_metric_day_idx')
      .on(t.metric, t.day, t.communityId, t.subjectId, t.audience)
      .where(sql`${t.itemId} = '00000000-0000-0000-0000-000000000000'`),
  ],
);

/**
 * How many subjects analytics_daily_subjects holds per community, metric and day at the community level (its
 * WHOLE_COMMUNITY rows): a day's distinct members or guests. Kept by triggers on analytics_daily_subjects (migration
 * 0043), so whatever writes subjects (the roll-up, a community's import) keeps it true. Daily active figures over
 * every community (the platform's charts and per-community table) add these up instead of counting a month of
 * subjects again: at 2 M people that was 1.1 M rows read and sorted per figure.
 */
export const analyticsDailyUniques = pgTable(
  'analytics_daily_uniques',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.metric, t.day] }),
    // Every community's days of one metric, read from the index alone.
    index('analytics_daily_uniques_metric_day_idx').on(t.metric, t.day, t.communityId, t.count),
  ],
);

/**
 * analytics_daily's community-level rows added up over every community, per metric, day, audience and detail (each
 * community's own local day, as the per-community rows have it). Kept by triggers on analytics_daily (migration
 * 0043): a platform total or series reads a few rows a day instead of one per community (1,000 communities: 30,000
 * index entries for a month's views).
 */
export const analyticsPlatformDaily = pgTable(
  'analytics_platform_daily',
  {
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    audience: text('audience').notNull(),
    detail: text('detail').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.audience, t.detail] })],
);

/**
 * analytics_daily's item rows added up per calendar month of the community's days, every audience and detail
 * together. Kept by triggers on analytics_daily (migration 0045). A community's top items over a long range read
 * these first: each item's months inside the range give a lower bound, with the range's part-covered months an upper
 * one, and only the items whose upper bound reaches the top's lower bounds are counted exactly from their days. The
 * largest national community's year of views was 167,000 day rows read for every top-items question.
 */
export const analyticsItemMonths = pgTable(
  'analytics_item_months',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    itemId: uuid('item_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  // The key also carries `count` (INCLUDE, written by hand in migration 0045): the months are read from it alone.
  (t) => [primaryKey({ columns: [t.communityId, t.metric, t.month, t.itemId] })],
);

/**
 * Each item's analytics_item_months added up over all its months: what it has counted of a metric, ever. Kept by
 * triggers on analytics_item_months (migration 0046). A range touching every month an item metric has (top content
 * over ALL_TIME, a lifetime) ranks from these rows, one per item, less the part-covered months at either end: the
 * largest national community's 4,091 items instead of its 45,000 item months.
 */
export const analyticsItemTotals = pgTable(
  'analytics_item_totals',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    itemId: uuid('item_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  // Pages keep room for the roll-up's updates (fillfactor, written by hand in migration 0046).
  (t) => [primaryKey({ columns: [t.communityId, t.metric, t.itemId] })],
);

/** The roll-up's progress: every activity_events row with xid below `watermark` is counted in the tables above. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  name: text('name').primaryKey(),
  watermark: xid8('watermark').notNull(),
});
