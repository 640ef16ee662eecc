/**
 * The analytics figures issue 38 sets targets for, timed the same way by bench/analytics.ts (its own generated
 * events) and bench/national/reads.ts (the national data set): a community's dashboard queries, and the platform's
 * overview and per-community table.
 */
import type { Database } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import type { FileAddresses } from '../src/lib/files/storage';
import type { Metric } from '../src/lib/metrics';
import { addDays, dayIn } from '../src/lib/zoned-time';
import { analyticsRepository as repo } from '../src/modules/analytics/analytics.repository';
import { createAnalyticsService } from '../src/modules/analytics/analytics.service';
import { createPlatformAnalyticsService } from '../src/modules/analytics/platform-analytics.service';
import { timed, type Figure } from './timing';

// Issue 38: what one community's administrator waits for, and the platform's figures over every community.
const COMMUNITY_TARGET_MS = 50;
const PLATFORM_TARGET_MS = 150;

/** A community whose administrator opens the dashboard: its days are counted in its zone. */
export interface AskedCommunity {
  id: string;
  zone: string;
}

/** Today in `zone`: a community's dashboard counts its days where it is. */
export const todayIn = (zone: string) => dayIn(new Date(), zone);

/** A community's 30-day VIEW series from the roll-ups. */
export const thirtyDaySeries = (database: Database, c: AskedCommunity) => {
  const to = todayIn(c.zone);
  return repo.series(database.db, { communityId: c.id, metric: 'VIEW', from: addDays(to, -29), to });
};

/**
 * Each figure `runs` times (after one warming run). Run i asks `asked[i % asked.length]` (the larger communities,
 * whose administrators look more); the per-community table is one page of `tableIds`.
 */
export async function timeAnalytics(
  database: Database,
  asked: AskedCommunity[],
  tableIds: string[],
  runs: number,
): Promise<Figure[]> {
  const db = database.db;
  const pick = (i: number) => asked[Math.max(0, i) % asked.length];
  const series = await timed(runs, (i) => thirtyDaySeries(database, pick(i)));
  const top = await timed(runs, (i) => {
    const c = pick(i);
    const to = todayIn(c.zone);
    return repo.topItems(db, { communityId: c.id, metric: 'VIEW', from: addDays(to, -364), to, limit: 10 });
  });
  const platformTo = todayIn('America/Toronto');
  const month = { from: addDays(platformTo, -29), to: platformTo };
  // The platform's analytics screen as its routes answer it (platform-analytics.service.ts), its requests at once
  // as the page sends them: the tiles (filtered-overview), the charts (filtered-analytics), the communities'
  // shares and the guests' figures, for a month. Until stop 49 this figure was six repository calls of its own,
  // one of them the month's exact unique app users over every community, which no screen asks for.
  const platformService = createPlatformAnalyticsService({
    database,
    clock: systemClock,
    listCommunities: () => Promise.reject(new Error('not timed here')),
    addresses: { publicAddressOrNull: (stored: string | null) => stored } as FileAddresses,
  });
  const monthQuery = { filter: 'MONTH' } as const;
  const overview = await timed(runs, () =>
    Promise.all([
      platformService.overview(monthQuery),
      platformService.series(monthQuery),
      platformService.percentages(monthQuery),
      platformService.open(monthQuery),
    ]),
  );
  const TABLE: Metric[] = ['VIEW', 'LIKE', 'CONVERSION', 'NOTIFICATION_DELIVERED', 'MEMBER_SIGNUP'];
  const table = await timed(runs, () =>
    Promise.all([
      ...TABLE.map((metric) => repo.totalsByCommunity(db, { metric, ...month }, tableIds)),
      repo.dailyUniquesByCommunity(db, { metric: 'APP_OPEN', ...month }, tableIds),
    ]),
  );
  // The community console's analytics screen as its routes answer it (analytics.service.ts), for the longest
  // period (LIFETIME; ALL_TIME for top content: its unique viewers, likes and conversions of each contender too).
  const service = createAnalyticsService({
    database,
    clock: systemClock,
    addresses: { publicAddressOrNull: (stored: string | null) => stored } as FileAddresses,
  });
  const lifetime = { filter: 'LIFETIME' } as const;
  const counts = await timed(runs, (i) => service.count(pick(i).id, 'GUEST_CONTENT', lifetime));
  const topContent = await timed(runs, (i) => service.topContent(pick(i).id, { filter: 'ALL_TIME' }));
  const insights = await timed(runs, (i) =>
    Promise.all([service.userInsight(pick(i).id, lifetime), service.systemInsight(pick(i).id, lifetime)]),
  );
  const guestActivity = await timed(runs, (i) => service.guestActivity(pick(i).id, lifetime));
  const community = (name: string, times: number[]) => ({ name, times, targetMs: COMMUNITY_TARGET_MS });
  const platform = (name: string, times: number[]) => ({ name, times, targetMs: PLATFORM_TARGET_MS });
  return [
    community("a community's 30-day series", series),
    community('top items (a year, 10 items)', top),
    community('count (lifetime, last week, period)', counts),
    community('top content (ALL_TIME, with uniques)', topContent),
    community('user and system insights (LIFETIME)', insights),
    community('guest activity (LIFETIME)', guestActivity),
    platform('platform overview screen (a month: tiles, charts, shares, guests)', overview),
    platform(`per-community table (${tableIds.length} rows, 6 figures)`, table),
  ];
}
