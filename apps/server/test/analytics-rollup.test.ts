import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import {
  analyticsRepository as repo,
  type Audience,
  type Slice,
} from '../src/modules/analytics/analytics.repository';
import { METRICS, type Metric } from '../src/lib/metrics';
import { addDays, communityZone, dayIn } from '../src/lib/zoned-time';
import { rollupAll, rollupBatch } from '../src/modules/analytics/rollup.repository';
import { analyticsRollup } from '../src/jobs/catalog';
import { createTestContext } from './helpers/app';
import { rollupSettled, settle } from './helpers/rollup';
import { resetDatabase, testDatabase } from './helpers/database';
import { addMembership, createCommunity, createUser } from './helpers/factories';

// The roll-ups against the raw events: every repository figure must equal the same figure computed in plain
// TypeScript from the events inserted (their local day by Intl, not by PostgreSQL), whenever the roll-up ran.

interface World {
  communities: { id: string; zone: string; items: string[]; members: string[]; guests: string[] }[];
}

interface Ev {
  communityId: string;
  feedItemId: string | null;
  membershipId: string | null;
  guestId: string | null;
  type: Metric;
  at: Date;
  audience: Audience | null;
  detail: string | null;
  conversion: string | null;
}

let database: Database;

async function insertEvents(events: Ev[]): Promise<void> {
  if (!events.length) return;
  // One statement: one transaction, one xid for the whole group (what one request recording many rows does).
  const values: unknown[] = [];
  const rows = events.map((e) => {
    const v = [
      e.communityId,
      e.feedItemId,
      e.membershipId,
      e.guestId,
      e.type,
      e.at.toISOString(),
      e.audience,
      e.detail,
      e.conversion,
    ];
    const at = values.length;
    values.push(...v);
    return `($${at + 1}::uuid, $${at + 2}::uuid, $${at + 3}::uuid, $${at + 4}::uuid, $${at + 5}, $${at + 6}::timestamptz, $${at + 7}, $${at + 8}, $${at + 9})`;
  });
  await database.executeSql(
    `insert into activity_events (community_id, feed_item_id, membership_id, guest_id, type, at, audience, detail, conversion)
     values ${rows.join(', ')}`,
    values,
  );
}

async function emptyAnalytics(): Promise<void> {
  await database.executeSql(
    'truncate activity_events, analytics_daily, analytics_daily_subjects, analytics_rollup_state',
  );
}

async function makeWorld(): Promise<World> {
  // Toronto (DST on 2026-03-08 and 2026-11-01), the default zone (none set), Kolkata (+05:30), Auckland (+13).
  const zones: (string | null)[] = ['America/Toronto', null, 'Asia/Kolkata', 'Pacific/Auckland'];
  const world: World = { communities: [] };
  for (const timeZone of zones) {
    const c = await createCommunity(database, { timeZone });
    const items: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { rows } = await database.executeSql(
        `insert into feed_items (community_id, kind, headline) values ($1, 'NEWS', $2) returning id`,
        [c.id, `Item ${i}`],
      );
      items.push(rows[0].id as string);
    }
    const members: string[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await createUser(database);
      members.push((await addMembership(database, u.id, c.id)).id);
    }
    const guests: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { rows } = await database.executeSql(
        `insert into guests (community_id, device_id) values ($1, $2) returning id`,
        [c.id, `device-${c.id}-${i}`],
      );
      guests.push(rows[0].id as string);
    }
    world.communities.push({ id: c.id, zone: communityZone(timeZone), items, members, guests });
  }
  return world;
}

// --- The reference: figures from the raw events, in TypeScript --------------------------------------------------

const list = <T>(v: T | readonly T[]): T[] => (Array.isArray(v) ? [...(v as T[])] : [v as T]);

function refRows(world: World, events: Ev[], slice: Slice, items: 'community' | 'item' | 'items') {
  const zone = new Map(world.communities.map((c) => [c.id, c.zone]));
  const metrics = list(slice.metric);
  const audiences = slice.audience ? list(slice.audience) : undefined;
  return events
    .map((e) => ({
      ...e,
      day: dayIn(e.at, zone.get(e.communityId)!),
      aud: e.audience ?? (e.membershipId ? 'MEMBER' : e.guestId ? 'GUEST' : 'NONE'),
      det: e.detail ?? e.conversion ?? '',
      subject: e.membershipId ?? e.guestId,
    }))
    .filter(
      (e) =>
        metrics.includes(e.type) &&
        (!slice.communityId || e.communityId === slice.communityId) &&
        e.day >= slice.from &&
        e.day <= slice.to &&
        (!audiences || audiences.includes(e.aud)) &&
        (slice.detail === undefined || e.det === slice.detail) &&
        (items === 'community' || (items === 'item' ? e.feedItemId === slice.itemId : e.feedItemId !== null)),
    );
}

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

function countBy<T>(rows: T[], key: (r: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return m;
}

const distinctBy = <T>(rows: T[], key: (r: T) => string) => new Set(rows.map(key)).size;

// --- The property -----------------------------------------------------------------------------------------------

// Events fall around the spring DST change in Toronto (2026-03-08), with some late ones months earlier.
// A narrow window (and few communities, items, people) so that batches often meet the same roll-up rows.
const BASE = Date.parse('2026-03-07T12:00:00Z');
const WINDOW_MS = 2 * 86_400_000;
const LATE = Date.parse('2026-01-10T00:00:00Z');
const TYPES: Metric[] = [
  'VIEW',
  'LIKE',
  'CONVERSION',
  'APP_OPEN',
  'GUEST_SESSION',
  'PUBLISH',
  'NOTIFICATION_OPENED',
];

const eventArb = fc.record({
  // Mostly the first community (the DST one): later batches then add to rows earlier ones wrote.
  community: fc.constantFrom(0, 0, 0, 1, 2, 3),
  type: fc.constantFrom(...TYPES),
  item: fc.option(fc.nat(2), { nil: null }),
  who: fc.constantFrom('member', 'guest', 'none', 'deleted-member'),
  person: fc.nat(2),
  offset: fc.nat(WINDOW_MS - 1),
  late: fc.nat(9).map((n) => n < 2),
  explicitAudience: fc.boolean(),
  detail: fc.constantFrom(null, 'FORM', 'RSVP', 'CLIENT', 'OLD:JOB_LINK'),
});

const stepArb = fc.oneof(
  { weight: 2, arbitrary: fc.array(eventArb, { minLength: 1, maxLength: 20 }).map((events) => ({ events })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((batch) => ({ batch })) },
  { weight: 1, arbitrary: fc.constant({ all: true as const }) },
  // Two runs of the same batch at once (a retried job beside the next minute's): never counted twice.
  { weight: 1, arbitrary: fc.constant({ replay: true as const }) },
);

type EvSpec = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

function toEvent(world: World, s: EvSpec): Ev {
  const c = world.communities[s.community];
  const membershipId = s.who === 'member' ? c.members[s.person] : null;
  const guestId = s.who === 'guest' ? c.guests[s.person] : null;
  // A deleted member's rows keep audience MEMBER with no membership; older rows have no audience at all.
  const derived: Audience = s.who === 'guest' ? 'GUEST' : s.who === 'none' ? 'NONE' : 'MEMBER';
  const audience = s.who === 'deleted-member' || s.explicitAudience ? derived : null;
  // Only conversions and publications have a sub-kind (old conversion rows kept it in `conversion`).
  const detail = s.type === 'CONVERSION' || s.type === 'PUBLISH' ? s.detail : null;
  const old = detail?.startsWith('OLD:');
  return {
    communityId: c.id,
    feedItemId: s.item === null ? null : c.items[s.item],
    membershipId,
    guestId,
    type: s.type,
    at: new Date((s.late ? LATE : BASE) + s.offset),
    audience,
    detail: old ? null : detail,
    conversion: old ? detail!.slice(4) : null,
  };
}

interface CheckSeed {
  community: number;
  from: number;
  len: number;
  aud: number;
  shape: number;
  rolledUp: boolean;
}
const checkSeedArb = fc.record({
  community: fc.constantFrom(0, 0, 1, 2, 3),
  from: fc.nat(2),
  len: fc.nat(3),
  aud: fc.nat(2),
  shape: fc.nat(3),
  // Check once everything is rolled up (the tail empty), else wherever the steps left the roll-up.
  rolledUp: fc.boolean(),
});

/**
 * Every repository function once, for one community and the platform, on a slice the seed picks (a window of
 * the DST week or the whole quarter; all metrics, views by audience, conversions and likes of one detail).
 */
async function checkAll(world: World, events: Ev[], seed: CheckSeed) {
  const db = database.db;
  const c = world.communities[seed.community];
  const from = addDays('2026-03-06', seed.from);
  const to = addDays(from, seed.len);
  const audience = ([undefined, 'MEMBER', ['GUEST', 'NONE']] as const)[seed.aud];
  const quarter = { from: '2026-01-01', to: '2026-03-31' };
  const base: Slice = [
    { metric: TYPES, from, to },
    { metric: 'VIEW' as const, from, to, audience },
    { metric: ['CONVERSION', 'LIKE'] as Metric[], from, to, detail: 'FORM' },
    { metric: TYPES, ...quarter, audience },
  ][seed.shape];
  const s = { ...base, communityId: c.id };

  const rows = refRows(world, events, s, 'community');
  const perDay = countBy(rows, (r) => r.day);
  expect(await repo.total(db, s)).toBe(rows.length);
  expect(await repo.series(db, s)).toEqual(
    days(s.from, s.to).map((d) => ({ date: d, count: perDay.get(d) ?? 0 })),
  );
  expect(await repo.byDetail(db, s)).toEqual(
    [...countBy(rows, (r) => r.det)]
      .map(([detail, count]) => ({ detail, count }))
      .sort((a, b) => b.count - a.count || (a.detail < b.detail ? -1 : 1)),
  );
  const itemRows = refRows(world, events, s, 'items');
  expect(Object.fromEntries(await repo.totalsByItem(db, s))).toEqual(
    Object.fromEntries(countBy(itemRows, (r) => r.feedItemId!)),
  );
  const one = { ...s, itemId: c.items[seed.from % 3] };
  expect(await repo.total(db, one)).toBe(refRows(world, events, one, 'item').length);
  // Top items take no audience or detail.
  const q = { communityId: c.id, metric: s.metric, from: s.from, to: s.to };
  const top = [...countBy(refRows(world, events, q, 'items'), (r) => r.feedItemId!)]
    .map(([itemId, count]) => ({ itemId, count }))
    .sort((a, b) => b.count - a.count || (a.itemId < b.itemId ? -1 : 1))
    .slice(0, 2);
  expect(await repo.topItems(db, { ...q, limit: 2 })).toEqual(top);

  // Uniques: every unique metric over the window by audience, or views over the whole quarter.
  const uniqueMetrics = TYPES.filter((m) => METRICS[m].unique);
  const u: Slice =
    seed.shape % 2
      ? { communityId: c.id, metric: 'VIEW', ...quarter }
      : { communityId: c.id, metric: uniqueMetrics, from, to, audience };
  const counted = refRows(world, events, u, 'community').filter((r) => r.subject);
  expect(await repo.uniques(db, u)).toBe(distinctBy(counted, (r) => r.subject!));
  const uItem = { ...u, itemId: one.itemId };
  const itemCounted = refRows(world, events, uItem, 'item').filter((r) => r.subject);
  expect(await repo.uniques(db, uItem)).toBe(distinctBy(itemCounted, (r) => r.subject!));
  expect(await repo.uniqueSeries(db, u)).toEqual(
    days(u.from, u.to).map((d) => ({
      date: d,
      count: distinctBy(
        counted.filter((r) => r.day === d),
        (r) => r.subject!,
      ),
    })),
  );

  // Platform figures: every community, or some.
  const p = { ...base };
  const all = refRows(world, events, p, 'community');
  const some = seed.aud ? [c.id, world.communities[(seed.community + 1) % 4].id] : undefined;
  expect(Object.fromEntries(await repo.totalsByCommunity(db, p, some))).toEqual(
    Object.fromEntries(
      countBy(
        all.filter((r) => !some || some.includes(r.communityId)),
        (r) => r.communityId,
      ),
    ),
  );
  expect(await repo.total(db, p)).toBe(all.length);
  const pu = { ...u, communityId: undefined };
  const allCounted = refRows(world, events, pu, 'community').filter((r) => r.subject);
  const dayUniques = countBy(
    [...new Set(allCounted.map((r) => `${r.communityId}|${r.day}|${r.subject}`))],
    (k) => k.split('|')[0],
  );
  expect(Object.fromEntries(await repo.dailyUniquesByCommunity(db, pu))).toEqual(
    Object.fromEntries(dayUniques),
  );
  expect(await repo.uniques(db, pu)).toBe(distinctBy(allCounted, (r) => r.subject!));
}

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

/**
 * Concurrency needs a server with several connections: PostgreSQL (DATABASE_URL, else a throwaway cluster from
 * scripts/with-postgres.mjs, so the PGlite run checks it too). The test gets a database of its own on it.
 */
async function postgresForConcurrency(): Promise<{ url: string; stop(): void }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  // An absolute file URL: vite resolves a bare relative specifier against its own root.
  const script = new URL('../../../scripts/with-postgres.mjs', import.meta.url).href;
  const { startCluster } = (await import(script)) as {
    startCluster(): Promise<{ url: string; stop(): void }>;
  };
  return startCluster();
}

describe('analytics roll-up with concurrent transactions (PostgreSQL)', () => {
  let cluster: { url: string; stop(): void };
  let pgDatabase: Database;
  let client: pg.Client;
  let admin: pg.Client;
  const name = `rollup_concurrency_${process.pid}`;
  beforeAll(async () => {
    cluster = await postgresForConcurrency();
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    pgDatabase = await openDatabase({ url: url.toString() });
    await migrateDatabase(pgDatabase);
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await pgDatabase?.close();
    await admin?.query(`drop database if exists ${name}`);
    await admin?.end();
    cluster?.stop();
  });

  it('does not skip an event whose transaction commits after a later one was rolled up', async () => {
    const c = await createCommunity(pgDatabase);
    const insert = `insert into activity_events (community_id, type, at) values ($1, 'PUBLISH', '2026-03-07T15:00:00Z')`;
    // A slow request: its transaction started (xid taken) before the next event's, and commits after the roll-up.
    await client.query('begin');
    await client.query(insert, [c.id]);
    await pgDatabase.executeSql(insert, [c.id]);
    const slice: Slice = { communityId: c.id, metric: 'PUBLISH', from: '2026-03-07', to: '2026-03-07' };
    expect(await rollupAll(pgDatabase)).toBe(0);
    expect(await repo.total(pgDatabase.db, slice)).toBe(1);
    await client.query('commit');
    expect(await repo.total(pgDatabase.db, slice)).toBe(2);
    expect(await rollupSettled(pgDatabase)).toBe(2);
    expect(await repo.total(pgDatabase.db, slice)).toBe(2);
    const { rows } = await pgDatabase.executeSql(
      `select count from analytics_daily where community_id = $1`,
      [c.id],
    );
    expect(rows.map((r) => Number(r.count))).toEqual([2]);
  });
});
