import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { analyticsRepository as repo, type Slice } from '../src/modules/analytics/analytics.repository';
import { addDays } from '../src/lib/zoned-time';
import { rollupAll, rollupBatch } from '../src/modules/analytics/rollup.repository';
import { analyticsRollup } from '../src/jobs/catalog';
import { createTestContext } from './helpers/app';
import { rollupSettled, settle } from './helpers/rollup';
import { resetDatabase, testDatabase } from './helpers/database';
import { rollupFixtures } from './analytics-rollup-fixtures';
import { checkSeedArb, stepArb, toEvent, type Ev, type World } from './analytics-rollup-reference';

// The roll-ups against the raw events: every repository figure must equal the same figure computed in plain
// TypeScript from the events inserted (their local day by Intl, not by PostgreSQL), whenever the roll-up ran.

let database: Database;
const { insertEvents, emptyAnalytics, makeWorld, checkAll, expectKeptItemCounts } = rollupFixtures(
  () => database,
);

describe('analytics roll-up', () => {
  let world: World;

  beforeAll(async () => {
    database = await testDatabase();
    await resetDatabase(database);
    world = await makeWorld();
  });

  beforeEach(emptyAnalytics);

  it('every figure from the roll-ups plus the tail equals the raw events, whenever the roll-up ran', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 3, maxLength: 8, size: 'medium' }),
        checkSeedArb,
        async (steps, seed) => {
          await emptyAnalytics();
          const events: Ev[] = [];
          for (const step of steps) {
            if ('events' in step) {
              const batch = step.events.map((s) => toEvent(world, s));
              await insertEvents(batch);
              events.push(...batch);
            } else if ('batch' in step) await rollupBatch(database, step.batch);
            else if ('all' in step) await rollupAll(database);
            else await Promise.all([rollupBatch(database, 5), rollupBatch(database, 5)]);
          }
          if (seed.rolledUp) await rollupAll(database);
          await checkAll(world, events, seed);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  it('a batch never splits one transaction\u2019s events and never counts them twice', async () => {
    const c = world.communities[0];
    const ev = (n: number): Ev[] =>
      Array.from({ length: n }, () => ({
        communityId: c.id,
        feedItemId: c.items[0],
        membershipId: c.members[0],
        guestId: null,
        type: 'VIEW',
        at: new Date('2026-03-07T12:00:00Z'),
        audience: null,
        detail: null,
        conversion: null,
      }));
    await insertEvents(ev(5));
    await insertEvents(ev(3));
    await settle(database);
    expect(await rollupBatch(database, 2)).toEqual({ events: 5, done: false });
    expect(await rollupBatch(database, 2)).toEqual({ events: 3, done: true });
    expect(await rollupBatch(database, 2)).toEqual({ events: 0, done: true });
    const { rows } = await database.executeSql(
      `select item_id::text, count from analytics_daily where community_id = $1 order by item_id`,
      [c.id],
    );
    expect(rows.map((r) => Number(r.count))).toEqual([8, 8]);
    const slice: Slice = { communityId: c.id, metric: 'VIEW', from: '2026-03-07', to: '2026-03-07' };
    expect(await repo.total(database.db, slice)).toBe(8);
    expect(await repo.uniques(database.db, slice)).toBe(1);
  });

  it('a later batch adds to the rows an earlier batch wrote (and keeps a day’s subject once)', async () => {
    const c = world.communities[0];
    const ev = (guestId: string): Ev => ({
      communityId: c.id,
      feedItemId: c.items[0],
      membershipId: null,
      guestId,
      type: 'VIEW',
      at: new Date('2026-03-07T12:00:00Z'),
      audience: null,
      detail: null,
      conversion: null,
    });
    await insertEvents([ev(c.guests[0]), ev(c.guests[1])]);
    await rollupSettled(database);
    await insertEvents([ev(c.guests[0]), ev(c.guests[2])]);
    await rollupSettled(database);
    const slice: Slice = { communityId: c.id, metric: 'VIEW', from: '2026-03-07', to: '2026-03-07' };
    expect(await repo.total(database.db, slice)).toBe(4);
    expect(await repo.total(database.db, { ...slice, itemId: c.items[0] })).toBe(4);
    expect(await repo.uniques(database.db, slice)).toBe(3);
    expect(await repo.dailyUniquesByCommunity(database.db, slice)).toEqual(new Map([[c.id, 3]]));
  });

  it("a deleted community's figures leave the platform's kept counts (its total, daily guests, items' counts)", async () => {
    const { rows: made } = await database.executeSql(
      `insert into communities (name, slug) values ('Gone', 'gone-analytics') returning id`,
    );
    const gone = made[0].id as string;
    const { rows: guests } = await database.executeSql(
      `insert into guests (community_id, device_id) values ($1, 'device-gone') returning id`,
      [gone],
    );
    const c = world.communities[0];
    const ev = (communityId: string, guestId: string): Ev => ({
      communityId,
      feedItemId: null,
      membershipId: null,
      guestId,
      type: 'GUEST_SESSION',
      at: new Date('2026-03-07T17:00:00Z'),
      audience: null,
      detail: null,
      conversion: null,
    });
    const other = guests[0].id as string;
    const { rows: items } = await database.executeSql(
      `insert into feed_items (community_id, kind, headline) values ($1, 'NEWS', 'Gone news') returning id`,
      [gone],
    );
    const view = (communityId: string, guestId: string, feedItemId: string): Ev => ({
      ...ev(communityId, guestId),
      type: 'VIEW',
      feedItemId,
    });
    await insertEvents([
      ev(c.id, c.guests[0]),
      ev(gone, other),
      ev(gone, other),
      view(gone, other, items[0].id as string),
      view(c.id, c.guests[0], c.items[0]),
    ]);
    await rollupSettled(database);
    const platform: Slice = { metric: 'GUEST_SESSION', from: '2026-03-07', to: '2026-03-07' };
    expect(await repo.total(database.db, platform)).toBe(3);
    expect(await repo.uniqueSeries(database.db, platform)).toEqual([{ date: '2026-03-07', count: 2 }]);

    await database.executeSql('delete from communities where id = $1', [gone]);
    expect(await repo.total(database.db, platform)).toBe(1);
    expect(await repo.series(database.db, platform)).toEqual([{ date: '2026-03-07', count: 1 }]);
    expect(await repo.uniqueSeries(database.db, platform)).toEqual([{ date: '2026-03-07', count: 1 }]);
    expect(Object.fromEntries(await repo.dailyUniquesByCommunity(database.db, platform))).toEqual({
      [c.id]: 1,
    });
    // Its items' kept months and totals went with it; the other community's are untouched.
    const kept = await database.executeSql(
      `select community_id::text as id, count from analytics_item_totals where metric = 'VIEW' and count <> 0`,
    );
    expect(kept.rows.map((r) => [r.id, Number(r.count)])).toEqual([[c.id, 1]]);
    await expectKeptItemCounts();
  });

  async function dayOf(communityIndex: number, at: string): Promise<string> {
    const c = world.communities[communityIndex];
    await emptyAnalytics();
    await insertEvents([
      {
        communityId: c.id,
        feedItemId: null,
        membershipId: null,
        guestId: null,
        type: 'PUBLISH',
        at: new Date(at),
        audience: null,
        detail: null,
        conversion: null,
      },
    ]);
    const slice = (d: string): Slice => ({ communityId: c.id, metric: 'PUBLISH', from: d, to: d });
    const from = addDays(at.slice(0, 10), -1);
    const series = async () =>
      (await repo.series(database.db, { ...slice(from), to: addDays(from, 2) })).filter((p) => p.count);
    const fromTail = await series();
    await rollupAll(database);
    const fromRollup = await series();
    expect(fromRollup).toEqual(fromTail);
    expect(fromTail).toHaveLength(1);
    return fromTail[0].date;
  }

  it('buckets by the community’s local day across the DST changes in Toronto', async () => {
    // 2026-03-08: clocks go from 02:00 EST (-05) to 03:00 EDT (-04); the day is 23 hours long.
    expect(await dayOf(0, '2026-03-08T04:59:00Z')).toBe('2026-03-07');
    expect(await dayOf(0, '2026-03-08T05:00:00Z')).toBe('2026-03-08');
    expect(await dayOf(0, '2026-03-09T03:59:00Z')).toBe('2026-03-08');
    expect(await dayOf(0, '2026-03-09T04:00:00Z')).toBe('2026-03-09');
    // 2026-11-01: clocks go from 02:00 EDT back to 01:00 EST; the day is 25 hours long.
    expect(await dayOf(0, '2026-11-01T03:59:00Z')).toBe('2026-10-31');
    expect(await dayOf(0, '2026-11-01T04:00:00Z')).toBe('2026-11-01');
    expect(await dayOf(0, '2026-11-02T04:59:00Z')).toBe('2026-11-01');
    expect(await dayOf(0, '2026-11-02T05:00:00Z')).toBe('2026-11-02');
    // A community without a zone counts in America/Toronto.
    expect(await dayOf(1, '2026-11-02T04:59:00Z')).toBe('2026-11-01');
  });

  it('buckets a community in another zone by its own day', async () => {
    // 2026-03-08T20:00Z is the 9th in Auckland (+13) and the 8th in Toronto and Kolkata.
    expect(await dayOf(3, '2026-03-08T20:00:00Z')).toBe('2026-03-09');
    expect(await dayOf(0, '2026-03-08T20:00:00Z')).toBe('2026-03-08');
    // 18:29Z is 23:59 in Kolkata (+05:30); 18:30Z is the next day there.
    expect(await dayOf(2, '2026-03-08T18:29:00Z')).toBe('2026-03-08');
    expect(await dayOf(2, '2026-03-08T18:30:00Z')).toBe('2026-03-09');
  });

  it('a late event (old time, recorded after the roll-up ran) lands on its own day', async () => {
    const c = world.communities[0];
    const view = (at: string): Ev => ({
      communityId: c.id,
      feedItemId: c.items[0],
      membershipId: c.members[1],
      guestId: null,
      type: 'VIEW',
      at: new Date(at),
      audience: null,
      detail: null,
      conversion: null,
    });
    await insertEvents([view('2026-03-07T15:00:00Z')]);
    await rollupAll(database);
    await insertEvents([view('2026-01-20T15:00:00Z')]);
    const slice: Slice = { communityId: c.id, metric: 'VIEW', from: '2026-01-20', to: '2026-03-07' };
    const check = async () => {
      const series = await repo.series(database.db, slice);
      expect(series.filter((p) => p.count)).toEqual([
        { date: '2026-01-20', count: 1 },
        { date: '2026-03-07', count: 1 },
      ]);
      expect(series).toHaveLength(47);
      // One member on two days: one unique viewer over the range, one a day.
      expect(await repo.uniques(database.db, slice)).toBe(1);
      expect((await repo.uniqueSeries(database.db, slice)).filter((p) => p.count).map((p) => p.date)).toEqual(
        ['2026-01-20', '2026-03-07'],
      );
    };
    await check();
    await rollupAll(database);
    await check();
  });

  it('the analytics.rollup job rolls up every minute through the queue', async () => {
    const ctx = await createTestContext();
    try {
      database = ctx.database;
      world = await makeWorld();
      const c = world.communities[0];
      await insertEvents([
        {
          communityId: c.id,
          feedItemId: null,
          membershipId: c.members[0],
          guestId: null,
          type: 'APP_OPEN',
          at: new Date('2026-03-07T15:00:00Z'),
          audience: null,
          detail: null,
          conversion: null,
        },
      ]);
      // On a shared PostgreSQL server another test's open transaction holds the snapshot's xmin back (xids are
      // cluster-wide): the event stays in the tail until it ends, so the job may need another run or two.
      let rows: Record<string, unknown>[] = [];
      for (let run = 0; run < 40 && !rows.length; run++) {
        if (run) await new Promise((resolve) => setTimeout(resolve, 250));
        await ctx.app.queue.send(analyticsRollup, {});
        expect(await ctx.drain()).toBeGreaterThanOrEqual(1);
        ({ rows } = await database.executeSql(
          `select metric, count, (select count(*) from analytics_daily_subjects)::int as subjects
           from analytics_daily where community_id = $1`,
          [c.id],
        ));
      }
      expect(rows).toEqual([{ metric: 'APP_OPEN', count: expect.anything(), subjects: 1 }]);
      expect(Number(rows[0].count)).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
