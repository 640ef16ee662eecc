import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { WHOLE_COMMUNITY } from '../../db/schema/analytics';
import {
  eventAudience,
  eventDay,
  eventDetail,
  eventSubject,
  ROLLUP_NAME,
} from './analytics-statements.repository';
import { UNIQUE_METRICS } from '../../lib/metrics';
import { rowsOf } from '../../db/rows';

// The daily roll-up: folds activity_events into analytics_daily (+ analytics_daily_subjects for unique metrics),
// batch by batch in xid order.
//
// Why xids and not times or ids: an event's `at` can be old (a late event) and ids are random, but every row
// carries the inserting transaction's id. Every transaction older than the snapshot's xmin has ended, so rows
// with xid < xmin are final: a slow transaction that commits later has a larger xid and stays in the tail (read
// live by the repository) until a later batch. Each batch advances the watermark in the SAME transaction as its
// counts, so a retried or replayed batch (a crash after commit, two workers) can never count an event twice:
// the second run reads the advanced watermark and finds nothing.

/** Events per batch: bounded so a catch-up after downtime never holds one long transaction. */
export const ROLLUP_BATCH_SIZE = 50_000;

/**
 * Where the next batch ends (exclusive): after about `size` events, never inside one transaction's rows (all of
 * an xid's rows go in the same batch), and never at or past the snapshot's xmin. `done` when it reaches xmin.
 */
async function batchEnd(tx: Executor, from: string, size: number): Promise<{ to: string; done: boolean }> {
  const [b] = rowsOf<{ xmin: string; nth: string | null; first: string | null }>(
    await tx.execute(sql`
      with s as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
      select s.xmin::text as xmin,
        (select e.xid from activity_events e where e.xid >= ${from}::xid8 and e.xid < s.xmin
          order by e.xid offset ${size} limit 1)::text as nth,
        (select min(e.xid) from activity_events e where e.xid >= ${from}::xid8 and e.xid < s.xmin)::text as first
      from s`),
  );
  if (b.nth === null) return { to: b.xmin, done: true };
  if (b.nth !== b.first) return { to: b.nth, done: false };
  // One transaction wrote more than a batch: take all of its rows, up to the next transaction's.
  const [n] = rowsOf<{ next: string | null }>(
    await tx.execute(sql`select min(e.xid)::text as next from activity_events e
      where e.xid > ${b.first}::xid8 and e.xid < ${b.xmin}::xid8`),
  );
  return n.next === null ? { to: b.xmin, done: true } : { to: n.next, done: false };
}

/**
 * The roll-up of the events `which` selects, in one statement answering how many it counted: every type is counted
 * (a metric registered later finds its history), subjects only for unique metrics. `existing`: added to the rows
 * already there (the job's batches). `empty`: plain inserts into tables whose keys are dropped for a bulk load
 * (bench/national/seed.ts rolls up a national data set's year at once, a group of communities at a time).
 */
export function rollupStatement(which: SQL, opts: { into: 'existing' | 'empty' }): SQL {
  const upsert = opts.into === 'existing';
  return sql`
    with ev as materialized (
      select e.community_id, e.type as metric, e.feed_item_id, ${eventDay} as day, ${eventAudience} as audience,
        ${eventDetail} as detail, ${eventSubject} as subject_id
      from activity_events e join communities c on c.id = e.community_id
      where ${which}),
    counts as (
      insert into analytics_daily as d (community_id, metric, day, item_id, audience, detail, count)
      select ev.community_id, ev.metric, ev.day, x.item_id, ev.audience, ev.detail, count(*)
      from ev cross join lateral (values (${WHOLE_COMMUNITY}::uuid), (ev.feed_item_id)) x(item_id)
      where x.item_id is not null
      group by ev.community_id, ev.metric, ev.day, x.item_id, ev.audience, ev.detail
      -- In key order: consecutive rows land on the same index pages (a batch spans a year of days).
      order by ev.community_id, ev.metric, x.item_id, ev.day
      ${upsert ? sql`on conflict (community_id, metric, item_id, day, audience, detail) do update set count = d.count + excluded.count` : sql``}),
    subjects as (
      insert into analytics_daily_subjects (community_id, metric, item_id, day, subject_id, audience)
      select ev.community_id, ev.metric, x.item_id, ev.day, ev.subject_id, min(ev.audience)
      from ev cross join lateral (values (${WHOLE_COMMUNITY}::uuid), (ev.feed_item_id)) x(item_id)
      where x.item_id is not null and ev.subject_id is not null
        and ev.metric = any(${sql.param(UNIQUE_METRICS)}::text[])
      group by ev.community_id, ev.metric, x.item_id, ev.day, ev.subject_id
      order by ev.community_id, ev.metric, x.item_id, ev.day
      ${upsert ? sql`on conflict do nothing` : sql``})
    select count(*)::int8 as events from ev`;
}

/**
 * Rolls up one batch in one transaction; answers how many events it counted and whether the roll-up has
 * caught up with the snapshot. Concurrent runs take turns on the state row's lock.
 */
export async function rollupBatch(
  database: Database,
  size: number = ROLLUP_BATCH_SIZE,
): Promise<{ events: number; done: boolean }> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into analytics_rollup_state (name, watermark) values (${ROLLUP_NAME}, '0')
      on conflict (name) do nothing`);
    // FOR UPDATE: a second worker waits here, then reads the watermark this batch advanced.
    const [state] = rowsOf<{ watermark: string }>(
      await tx.execute(sql`select watermark::text as watermark from analytics_rollup_state
        where name = ${ROLLUP_NAME} for update`),
    );
    const { to, done } = await batchEnd(tx, state.watermark, size);
    const [counted] = rowsOf<{ events: unknown }>(
      await tx.execute(
        rollupStatement(sql`e.xid >= ${state.watermark}::xid8 and e.xid < ${to}::xid8`, { into: 'existing' }),
      ),
    );
    await tx.execute(
      sql`update analytics_rollup_state set watermark = ${to}::xid8 where name = ${ROLLUP_NAME}`,
    );
    return { events: Number(counted.events), done };
  });
}

/** Rolls up batch after batch until caught up (the job; demo seeding; tests). Answers the events counted. */
export async function rollupAll(database: Database, size: number = ROLLUP_BATCH_SIZE): Promise<number> {
  let total = 0;
  for (;;) {
    const { events, done } = await rollupBatch(database, size);
    total += events;
    if (done) return total;
  }
}
