import {
  analyticsMessages,
  OVERVIEW_TYPES,
  type CommunityAnalyticsRow,
  type CommunityListQuery,
  type CommunityListResponse,
  type DayRange,
  type OverviewTiles,
  type Period,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type {
  communityAnalyticsPage,
  communityAnalyticsQuery,
  communityPercentages,
  openAnalytics,
  platformOverview,
  platformSeries,
} from '@gathering/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { analyticsRepository as figures, type Audience, type Slice } from './analytics.repository';
import type { Metric } from '../../lib/metrics';
import { decodeOrderKey, encodeOrderKey } from './order-key';
import { DEFAULT_ZONE, daysBetween, today } from '../../lib/zoned-time';
import { resolveRange } from './periods';
import { platformFiguresRepository as repo } from './platform-figures.repository';

type PeriodQuery = { filter: Period; range?: DayRange };
type CommunityAnalyticsQuery = z.infer<typeof communityAnalyticsQuery>;

/** The overview path segments and the period each stands for (spec §5: any other is "Invalid Analytics Type"). */
const OVERVIEW_PERIOD: Record<(typeof OVERVIEW_TYPES)[number], Period> = {
  all: 'LIFETIME',
  month: 'MONTH',
  week: 'WEEK',
};
const isOverviewType = (type: string): type is keyof typeof OVERVIEW_PERIOD =>
  Object.hasOwn(OVERVIEW_PERIOD, type);

// Daily active = members who opened the app plus guests who did, each counted once a day.
const ACTIVE: Metric[] = ['APP_OPEN', 'GUEST_SESSION'];

/** Percent with 2 decimals (spec §9: "percentage rounded to 2 decimals"). */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 100 : 0);

export interface PlatformAnalyticsDeps {
  database: Database;
  clock: Clock;
  /** The communities module's overview list (its rows and sorting), handed over at the composition root. */
  listCommunities: (q: CommunityListQuery) => Promise<CommunityListResponse>;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
}

/**
 * The platform back-office's analytics: every community at once. Days are the platform's (DEFAULT_ZONE: "today"
 * and the range's ends); each community's events are counted on its own local days (the roll-ups bucket them so),
 * so a range of days means the same calendar days everywhere.
 */
export function createPlatformAnalyticsService({
  database,
  clock,
  listCommunities,
  addresses,
}: PlatformAnalyticsDeps) {
  const db = database.db;

  async function rangeOf({ filter, range }: PeriodQuery): Promise<DayRange> {
    const now = today(DEFAULT_ZONE, clock);
    let lifetimeStart = now;
    if (filter === 'LIFETIME' || filter === 'ALL')
      lifetimeStart = (await repo.lifetimeStart(db, DEFAULT_ZONE)) ?? now;
    return resolveRange(filter, range, { today: now, lifetimeStart });
  }

  const slice = (days: DayRange, metric: Metric | Metric[], more: Partial<Slice> = {}): Slice => ({
    ...days,
    metric,
    ...more,
  });

  /** Tiles over every community; `audience` narrows the people-made counts (members, views, conversions). */
  async function tiles(
    days: DayRange,
    people: { metric: Metric | Metric[]; audience?: Audience },
  ): Promise<OverviewTiles> {
    const audience = people.audience ? { audience: people.audience } : {};
    const [communities, members, views, conversions, posts, notifications] = await Promise.all([
      repo.createdOnOrBefore(db, days.to, DEFAULT_ZONE),
      figures.total(db, slice(days, people.metric, audience)),
      figures.total(db, slice(days, 'VIEW', audience)),
      figures.total(db, slice(days, 'CONVERSION', audience)),
      figures.total(db, slice(days, 'PUBLISH')),
      figures.total(db, slice(days, 'NOTIFICATION_SENT')),
    ]);
    return { communities, members, views, conversions, posts, notifications };
  }

  return {
    /**
     * One page of the per-community table, by name. Every figure is one query for the whole page (the page's
     * community ids), never one per row.
     */
    async communities(q: CommunityAnalyticsQuery): Promise<z.infer<typeof communityAnalyticsPage>> {
      const after = q.orderKey ? decodeOrderKey(q.orderKey) : undefined;
      const days = await rangeOf(q);
      const [rows, counted] = await Promise.all([
        repo.page(db, { search: q.search, dir: q.dir, limit: q.limit, skip: q.offset * q.limit, after }),
        repo.countMatching(db, q.search, after && { key: after, dir: q.dir }),
      ]);
      const more = rows.length > q.limit;
      const page = rows.slice(0, q.limit);
      const ids = page.map((r) => r.id);
      const empty = new Map<string, number>();
      const [members, guests, active, views, conversions, notifications, client, admin] = ids.length
        ? await Promise.all([
            repo.activeMembers(db, ids),
            repo.guests(db, ids),
            figures.dailyUniquesByCommunity(db, slice(days, ACTIVE), ids),
            figures.totalsByCommunity(db, slice(days, 'VIEW'), ids),
            figures.totalsByCommunity(db, slice(days, 'CONVERSION'), ids),
            figures.totalsByCommunity(db, slice(days, 'NOTIFICATION_SENT'), ids),
            figures.totalsByCommunity(db, slice(days, 'PUBLISH', { detail: 'CLIENT' }), ids),
            figures.totalsByCommunity(db, slice(days, 'PUBLISH', { detail: 'ADMIN' }), ids),
          ])
        : Array.from({ length: 8 }, () => empty);
      const dayCount = daysBetween(days.from, days.to);
      const data = page.map((r): CommunityAnalyticsRow => {
        const of = (m: Map<string, number>) => m.get(r.id) ?? 0;
        const people = { members: of(members), guests: of(guests) };
        const published = { client: of(client), admin: of(admin) };
        return {
          id: r.id,
          name: r.name,
          logo: addresses.publicAddressOrNull(r.logo),
          users: { ...people, total: people.members + people.guests },
          dailyActiveAverage: Math.round((of(active) / dayCount) * 100) / 100,
          views: of(views),
          conversions: of(conversions),
          notifications: of(notifications),
          publishing: { ...published, total: published.client + published.admin },
        };
      });
      // After a key, the page number is where that row stands among the matches (rows up to it / page size).
      const current = after ? Math.floor(counted.upTo / q.limit) : q.offset;
      const last = page.at(-1);
      return {
        ...days,
        data,
        meta: {
          ...pageMeta(current, q.limit, counted.total),
          ...(more && last ? { orderKey: encodeOrderKey(last) } : {}),
        },
      };
    },

    /** The platform charts: one point per day, every series merged by date. */
    async series(q: PeriodQuery): Promise<z.infer<typeof platformSeries>> {
      const days = await rangeOf(q);
      const [signups, guests, activeUsers, views, conversions, notifications, posts] = await Promise.all([
        figures.series(db, slice(days, 'MEMBER_SIGNUP')),
        figures.series(db, slice(days, 'GUEST_JOINED')),
        figures.uniqueSeries(db, slice(days, ACTIVE)),
        figures.series(db, slice(days, 'VIEW')),
        figures.series(db, slice(days, 'CONVERSION')),
        figures.series(db, slice(days, 'NOTIFICATION_SENT')),
        figures.series(db, slice(days, 'PUBLISH')),
      ]);
      // Every series is zero-filled over the same days, oldest first: index i is the same date in each.
      const data = signups.map((p, i) => ({
        date: p.date,
        signups: p.count,
        guests: guests[i].count,
        activeUsers: activeUsers[i].count,
        views: views[i].count,
        conversions: conversions[i].count,
        notifications: notifications[i].count,
        posts: posts[i].count,
      }));
      return { ...days, data };
    },

    /** Tiles for registered users (members) and unregistered ones (guests). */
    async overview(q: PeriodQuery): Promise<z.infer<typeof platformOverview>> {
      const days = await rangeOf(q);
      const [registered, unregistered] = await Promise.all([
        tiles(days, { metric: 'MEMBER_SIGNUP', audience: 'MEMBER' }),
        tiles(days, { metric: 'GUEST_JOINED', audience: 'GUEST' }),
      ]);
      return { ...days, registered, unregistered };
    },

    /** Open (guest) analytics: new guests, guests who signed up, and what guests viewed and converted. */
    async open(q: PeriodQuery): Promise<z.infer<typeof openAnalytics>> {
      const days = await rangeOf(q);
      const [guests, upgraded, views, conversions] = await Promise.all([
        figures.total(db, slice(days, 'GUEST_JOINED')),
        figures.total(db, slice(days, 'GUEST_UPGRADE')),
        figures.total(db, slice(days, 'VIEW', { audience: 'GUEST' })),
        figures.total(db, slice(days, 'CONVERSION', { audience: 'GUEST' })),
      ]);
      return { ...days, guests, upgraded, views, conversions };
    },

    /**
     * Each community's share of the period's content, new members and notifications. Communities with none in
     * the period are left out: a list of every community at 0 % would bury the few that count (and a pie chart
     * cannot draw a zero slice anyway).
     */
    async percentages(q: PeriodQuery): Promise<z.infer<typeof communityPercentages>> {
      const days = await rangeOf(q);
      const [content, users, notifications] = await Promise.all([
        figures.totalsByCommunity(db, slice(days, 'PUBLISH')),
        figures.totalsByCommunity(db, slice(days, 'MEMBER_SIGNUP')),
        figures.totalsByCommunity(db, slice(days, 'NOTIFICATION_SENT')),
      ]);
      const counted = [content, users, notifications].flatMap((m) => [...m].filter(([, n]) => n > 0));
      const names = await repo.names(db, [...new Set(counted.map(([id]) => id))]);
      const shares = (totals: Map<string, number>) => {
        const rows = [...totals].filter(([id, n]) => n > 0 && names.has(id));
        const whole = rows.reduce((sum, [, n]) => sum + n, 0);
        return rows
          .map(([id, n]) => ({ label: names.get(id)!, value: percent(n, whole) }))
          .sort((a, b) => a.value - b.value || a.label.localeCompare(b.label));
      };
      return { ...days, CONTENT: shares(content), USER: shares(users), NOTIFICATION: shares(notifications) };
    },

    /**
     * The dashboard tiles for `all`, `month` or `week` (LIFETIME, MONTH, WEEK), members and guests together. The
     * path decides the period: the spec's client also sends `filter` and `range`, which are accepted and unused.
     */
    async overviewTiles(type: string): Promise<OverviewTiles> {
      if (!isOverviewType(type)) throw badRequest(analyticsMessages.invalidAnalyticsType, 'type');
      const days = await rangeOf({ filter: OVERVIEW_PERIOD[type] });
      return tiles(days, { metric: ['MEMBER_SIGNUP', 'GUEST_JOINED'] });
    },

    /** The communities overview rows (the communities module's list and sorting). */
    communityOverview: (q: CommunityListQuery) => listCommunities(q),
  };
}

export type PlatformAnalyticsService = ReturnType<typeof createPlatformAnalyticsService>;
