// The reference the roll-up tests check the repository against: a world of communities in four zones, events made
// from fast-check's draws, and every figure computed in plain TypeScript from the events inserted (their local day by
// Intl, not by PostgreSQL). Shared by the roll-up tests.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import {
  analyticsRepository as repo,
  type Audience,
  type Slice,
} from '../src/modules/analytics/analytics.repository';
import { METRICS, type Metric, type MetricDefinition } from '../src/lib/metrics';
import { addDays, communityZone, dayIn } from '../src/lib/zoned-time';
import { addMembership, createCommunity, createUser } from './helpers/factories';

export interface World {
  communities: { id: string; zone: string; items: string[]; members: string[]; guests: string[] }[];
}

export interface Ev {
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

// --- The reference: figures from the raw events, in TypeScript --------------------------------------------------

export const list = <T>(v: T | readonly T[]): T[] => (Array.isArray(v) ? [...(v as T[])] : [v as T]);

export function refRows(world: World, events: Ev[], slice: Slice, items: 'community' | 'item' | 'items') {
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

export function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export function countBy<T>(rows: T[], key: (r: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return m;
}

export const distinctBy = <T>(rows: T[], key: (r: T) => string) => new Set(rows.map(key)).size;

// --- The property -----------------------------------------------------------------------------------------------

// Events fall around the spring DST change in Toronto (2026-03-08), with some late ones months earlier.
// A narrow window (and few communities, items, people) so that batches often meet the same roll-up rows.
export const BASE = Date.parse('2026-03-07T12:00:00Z');
export const WINDOW_MS = 2 * 86_400_000;
export const LATE = Date.parse('2026-01-10T00:00:00Z');
export const TYPES: Metric[] = [
  'VIEW',
  'LIKE',
  'CONVERSION',
  'APP_OPEN',
  'GUEST_SESSION',
  'PUBLISH',
  'NOTIFICATION_OPENED',
];

export const eventArb = fc.record({
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

export const stepArb = fc.oneof(
  { weight: 2, arbitrary: fc.array(eventArb, { minLength: 1, maxLength: 20 }).map((events) => ({ events })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((batch) => ({ batch })) },
  { weight: 1, arbitrary: fc.constant({ all: true as const }) },
  // Two runs of the same batch at once (a retried job beside the next minute's): never counted twice.
  { weight: 1, arbitrary: fc.constant({ replay: true as const }) },
);

export type EvSpec = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

export function toEvent(world: World, spec: EvSpec): Ev {
  const c = world.communities[spec.community];
  // Whom a metric is always about (lib/metrics.ts `subject`) is whom the product records it for: an app open is
  // a member's (or a deleted member's), a guest session a guest's.
  const kind = METRICS[spec.type] as MetricDefinition;
  const s =
    kind.subject === 'MEMBER' && spec.who === 'guest'
      ? { ...spec, who: 'member' as const }
      : kind.subject === 'GUEST' && spec.who !== 'guest'
        ? { ...spec, who: 'guest' as const }
        : spec;
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

export interface CheckSeed {
  community: number;
  from: number;
  len: number;
  aud: number;
  shape: number;
  rolledUp: boolean;
}
export const checkSeedArb = fc.record({
  community: fc.constantFrom(0, 0, 1, 2, 3),
  from: fc.nat(2),
  len: fc.nat(3),
  aud: fc.nat(2),
  shape: fc.nat(3),
  // Check once everything is rolled up (the tail empty), else wherever the steps left the roll-up.
  rolledUp: fc.boolean(),
});

/**
 * The helpers that write and read the database the tests point `current` at (a test may point it at another app's).
 */
export function rollupFixtures(current: () => Database) {
  async function insertEvents(events: Ev[]): Promise<void> {
    const database = current();
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
    const database = current();
    await database.executeSql(
      'truncate activity_events, analytics_daily, analytics_daily_subjects, analytics_daily_uniques, analytics_platform_daily, analytics_item_months, analytics_rollup_state',
    );
  }

  async function makeWorld(): Promise<World> {
    const database = current();
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

  /** byDetail's answer from the reference rows: totals per detail, most first, then by detail. */
  const byDetailOf = (rows: ReturnType<typeof refRows>) =>
    [...countBy(rows, (r) => r.det)]
      .map(([detail, count]) => ({ detail, count }))
      .sort((a, b) => b.count - a.count || (a.detail < b.detail ? -1 : 1));

  /**
   * Every repository function once, for one community and the platform, on a slice the seed picks (a window of
   * the DST week or the whole quarter; all metrics, views by audience, conversions and likes of one detail).
   */
  async function checkAll(world: World, events: Ev[], seed: CheckSeed) {
    const database = current();
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
    expect(await repo.byDetail(db, s)).toEqual(byDetailOf(rows));
    const itemRows = refRows(world, events, s, 'items');
    expect(Object.fromEntries(await repo.totalsByItem(db, s))).toEqual(
      Object.fromEntries(countBy(itemRows, (r) => r.feedItemId!)),
    );
    const one = { ...s, itemId: c.items[seed.from % 3] };
    expect(await repo.total(db, one)).toBe(refRows(world, events, one, 'item').length);
    // Top items take no audience or detail. Over a range holding whole months, the kept month totals pick the
    // contenders and their days count them: the whole quarter, whole and part-covered months, one whole month.
    const topOf = (q: { communityId: string; metric: Slice['metric']; from: string; to: string }) =>
      [...countBy(refRows(world, events, q, 'items'), (r) => r.feedItemId!)]
        .map(([itemId, count]) => ({ itemId, count }))
        .sort((a, b) => b.count - a.count || (a.itemId < b.itemId ? -1 : 1))
        .slice(0, 2);
    const ranges = [
      s,
      quarter,
      { from: '2026-01-15', to: '2026-03-10' },
      { from: '2026-02-01', to: '2026-02-28' },
    ];
    for (const range of ranges) {
      const q = { communityId: c.id, metric: s.metric, from: range.from, to: range.to };
      expect(await repo.topItems(db, { ...q, limit: 2 }), `${q.from}..${q.to}`).toEqual(topOf(q));
    }

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
    // Not split by community: read from analytics_platform_daily, every community's rows added up by triggers.
    const allPerDay = countBy(all, (r) => r.day);
    expect(await repo.series(db, p)).toEqual(
      days(p.from, p.to).map((d) => ({ date: d, count: allPerDay.get(d) ?? 0 })),
    );
    expect(await repo.byDetail(db, p)).toEqual(byDetailOf(all));
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

    // Daily actives, members' and guests' together (the platform's charts and table): from the kept counts.
    const active: Slice = { metric: ['APP_OPEN', 'GUEST_SESSION'], from: u.from, to: u.to };
    const activeRows = refRows(world, events, active, 'community').filter((r) => r.subject);
    const activeOnDays = (rows: typeof activeRows) =>
      new Set(rows.map((r) => `${r.communityId}|${r.day}|${r.subject}`));
    expect(Object.fromEntries(await repo.dailyUniquesByCommunity(db, active))).toEqual(
      Object.fromEntries(countBy([...activeOnDays(activeRows)], (k) => k.split('|')[0])),
    );
    const mine = activeRows.filter((r) => r.communityId === c.id);
    expect(await repo.uniqueSeries(db, { ...active, communityId: c.id })).toEqual(
      days(u.from, u.to).map((d) => ({ date: d, count: activeOnDays(mine.filter((r) => r.day === d)).size })),
    );
  }

  return { insertEvents, emptyAnalytics, makeWorld, checkAll };
}
