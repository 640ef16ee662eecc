// The roll-up tests' database side: a world of communities in four zones written to the database, events inserted,
// and every repository figure checked against the reference (analytics-rollup-reference.ts). Shared by the roll-up
// tests.
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { analyticsRepository as repo, type Slice } from '../src/modules/analytics/analytics.repository';
import { WHOLE_COMMUNITY } from '../src/db/schema/analytics';
import { METRICS, type Metric } from '../src/lib/metrics';
import { addDays, communityZone } from '../src/lib/zoned-time';
import { addMembership, createCommunity, createUser } from './helpers/factories';
import {
  countBy,
  days,
  distinctBy,
  list,
  refRows,
  TYPES,
  type CheckSeed,
  type Ev,
  type World,
} from './analytics-rollup-reference';

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
      'truncate activity_events, analytics_daily, analytics_daily_subjects, analytics_daily_uniques, analytics_platform_daily, analytics_item_months, analytics_item_totals, analytics_rollup_state',
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

  /**
   * The kept item counts agree with what they are kept from: each item's months with its days (migration 0045), its
   * total with its months (0046), for every community, whatever the roll-up's batches inserted, updated or removed.
   */
  async function expectKeptItemCounts(): Promise<void> {
    const database = current();
    const differ = async (kept: string, from: string) =>
      (await database.executeSql(`(${kept} except ${from}) union all (${from} except ${kept})`)).rows;
    expect(
      await differ(
        'select community_id, metric, month, item_id, count from analytics_item_months where count <> 0',
        `select community_id, metric, date_trunc('month', day)::date, item_id, sum(count)::int8 from analytics_daily
         where item_id <> '${WHOLE_COMMUNITY}' group by 1, 2, 3, 4`,
      ),
    ).toEqual([]);
    expect(
      await differ(
        'select community_id, metric, item_id, count from analytics_item_totals where count <> 0',
        `select community_id, metric, item_id, sum(count)::int8 from analytics_item_months
         group by 1, 2, 3 having sum(count) <> 0`,
      ),
    ).toEqual([]);
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
    // contenders and their days count them: the whole quarter, whole and part-covered months, one whole month. A
    // range touching every month with events (the quarter; mid-January to mid-March when no event is late) ranks
    // from each item's kept total instead, as items' totals over it are counted.
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
      const rangeRows = refRows(world, events, q, 'items');
      const counts = Object.fromEntries(countBy(rangeRows, (r) => r.feedItemId!));
      expect(Object.fromEntries(await repo.totalsByItem(db, q)), `${q.from}..${q.to}`).toEqual(counts);
      const perMetric = await repo.totalsByItemAndMetric(db, q);
      for (const metric of list(q.metric)) {
        const mine = rangeRows.filter((r) => r.type === metric);
        expect(Object.fromEntries(perMetric.get(metric) ?? []), metric).toEqual(
          Object.fromEntries(countBy(mine, (r) => r.feedItemId!)),
        );
      }
      const some = c.items.slice(seed.from % 2, 2 + (seed.from % 2));
      expect(Object.fromEntries(await repo.totalsByItem(db, q, some))).toEqual(
        Object.fromEntries(Object.entries(counts).filter(([item]) => some.includes(item))),
      );
    }
    await expectKeptItemCounts();

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
    // Top content's unique viewers of its contenders: every listed item, 0 for one nobody was counted on.
    const byItem = refRows(world, events, u, 'items').filter((r) => r.subject);
    expect(Object.fromEntries(await repo.uniquesByItem(db, u, c.items))).toEqual(
      Object.fromEntries(
        c.items.map((item) => [
          item,
          distinctBy(
            byItem.filter((r) => r.feedItemId === item),
            (r) => r.subject!,
          ),
        ]),
      ),
    );
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

  return { insertEvents, emptyAnalytics, makeWorld, checkAll, expectKeptItemCounts };
}
