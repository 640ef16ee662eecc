import type {
  AnalyticsCount,
  AnalyticsType,
  DayRange,
  TimeFilter,
  TimeSeries,
  TopContentRow,
} from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { analyticsRepository as figures, type Audience } from './analytics.repository';
import { communityDays, LAST_WEEK } from './community-days';
import type { RangeFilter } from './periods';
import { communityFiguresRepository as repo } from './community-figures.repository';
import type { Metric } from '../../lib/metrics';

/** What each analytics type counts (contract `analyticsCountQuery`). */
const TYPE_SLICES: Record<AnalyticsType, { metric: Metric; audience?: Audience }> = {
  USER: { metric: 'MEMBER_SIGNUP' },
  CONTENT: { metric: 'PUBLISH' },
  NOTIFICATION: { metric: 'NOTIFICATION_SENT' },
  GUEST: { metric: 'GUEST_JOINED' },
  UPGRADE: { metric: 'GUEST_UPGRADE' },
  GUEST_CONTENT: { metric: 'VIEW', audience: 'GUEST' },
  GUEST_NOTIFICATION: { metric: 'NOTIFICATION_DELIVERED', audience: 'GUEST' },
};

/** The guests' series of /v2/guests/admin/log-date read the guest types above. */
const GUEST_SERIES: Record<'CONTENT' | 'UPGRADE' | 'NOTIFICATION', AnalyticsType> = {
  CONTENT: 'GUEST_CONTENT',
  UPGRADE: 'UPGRADE',
  NOTIFICATION: 'GUEST_NOTIFICATION',
};

const TOP_CONTENT_SIZE = 10;
// Items deleted since they were viewed still have roll-ups; reading a few more than ten leaves room to drop them
// and to see every item tied with the tenth.
const TOP_CONTENT_READ = 50;
const RECENT_MEMBERS = 10;

/** A screen's period: a filter, with `range` for RANGE (checked by communityDays().range). */
type PeriodQuery<F extends RangeFilter = TimeFilter> = { filter: F; range?: DayRange };

/** The community console's analytics: counts, series, top content, insights and the guests' figures. */
export function createAnalyticsService(deps: {
  database: Database;
  clock: Clock;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
}) {
  const db = deps.database.db;
  const daysOf = (communityId: string) => communityDays(db, deps.clock, communityId);

  /** The spec's lifetime total and last 7 days, and the count of the screen's period (`inPeriod`, its days). */
  const count = async (
    communityId: string,
    type: AnalyticsType,
    q: PeriodQuery = { filter: 'LIFETIME' },
  ): Promise<AnalyticsCount> => {
    const days = await daysOf(communityId);
    const period = days.range(q.filter, q.range);
    const slice = { communityId, ...TYPE_SLICES[type] };
    const [totalCount, inLastWeek, inPeriod] = await Promise.all([
      figures.total(db, { ...slice, ...days.range('LIFETIME') }),
      figures.total(db, { ...slice, ...days.range(LAST_WEEK) }),
      figures.total(db, { ...slice, ...period }),
    ]);
    return { ...period, totalCount, inLastWeek, weeklyCount: inLastWeek, inPeriod };
  };

  const series = async (
    communityId: string,
    type: AnalyticsType,
    q: { filter: TimeFilter; range?: DayRange },
  ): Promise<TimeSeries> => {
    const range = (await daysOf(communityId)).range(q.filter, q.range);
    const data = await figures.series(db, { communityId, ...TYPE_SLICES[type], ...range });
    return { ...range, data };
  };

  return {
    count,
    series,
    guestSeries: (
      communityId: string,
      q: { type: keyof typeof GUEST_SERIES; filter: TimeFilter; range?: DayRange },
    ) => series(communityId, GUEST_SERIES[q.type], q),
    /** New guests a day. */
    newGuests: (communityId: string, q: { filter: TimeFilter; range?: DayRange }) =>
      series(communityId, 'GUEST', q),

    /** The ten most viewed items of the period (ties: most unique viewers, then newest). */
    async topContent(
      communityId: string,
      q: { filter: 'WEEKLY' | 'ALL_TIME' | TimeFilter; postType?: string; range?: DayRange },
    ): Promise<DayRange & { data: TopContentRow[] }> {
      const days = await daysOf(communityId);
      // A range overrides the filter (the spec's reading); RANGE without one is a 400 on `range`.
      const range = q.range ? days.range('RANGE', q.range) : days.range(q.filter);
      const itemIds = q.postType ? await repo.itemIdsOfKind(db, communityId, q.postType) : undefined;
      if (itemIds?.length === 0) return { ...range, data: [] };
      const top = await figures.topItems(db, {
        communityId,
        metric: 'VIEW',
        ...range,
        limit: TOP_CONTENT_READ,
        itemIds,
      });
      const cards = new Map(
        (
          await repo.itemCards(
            db,
            communityId,
            top.map((t) => t.itemId),
          )
        ).map((c) => [c.id, c]),
      );
      const live = top.filter((t) => cards.has(t.itemId));
      // Every item with at least the tenth's views may still rank in the ten once unique viewers break ties.
      const floor = live[TOP_CONTENT_SIZE - 1]?.count ?? 0;
      const contenders = live.filter((t) => t.count >= floor);
      const ids = contenders.map((t) => t.itemId);
      const slice = { communityId, ...range };
      const [uniques, counts] = await Promise.all([
        figures.uniquesByItem(db, { ...slice, metric: 'VIEW' }, ids),
        figures.totalsByItemAndMetric(db, { ...slice, metric: ['LIKE', 'CONVERSION'] }, ids),
      ]);
      const likes = counts.get('LIKE') ?? new Map<string, number>();
      const conversions = counts.get('CONVERSION') ?? new Map<string, number>();
      const rows = contenders.map((t) => {
        const card = cards.get(t.itemId)!;
        return {
          id: t.itemId,
          title: card.title,
          kind: card.kind as TopContentRow['kind'],
          coverImage: deps.addresses.publicAddressOrNull(card.coverImage),
          publishedAt: card.publishedOn ? new Date(card.publishedOn).toISOString() : null,
          views: t.count,
          uniqueViews: uniques.get(t.itemId) ?? 0,
          likes: likes.get(t.itemId) ?? 0,
          conversions: conversions.get(t.itemId) ?? 0,
        };
      });
      rows.sort(
        (a, b) =>
          b.views - a.views ||
          b.uniqueViews - a.uniqueViews ||
          (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') ||
          a.id.localeCompare(b.id),
      );
      return { ...range, data: rows.slice(0, TOP_CONTENT_SIZE) };
    },

    /** The ten newest active members. */
    async recentMembers(communityId: string) {
      const rows = await repo.recentMembers(db, communityId, RECENT_MEMBERS);
      return {
        data: rows.map((r) => ({
          id: r.id,
          fullName: `${r.firstName} ${r.lastName}`.trim() || r.email,
          email: r.email,
          profileImage: null,
          joinedAt: new Date(r.joinedAt).toISOString(),
        })),
      };
    },

    /**
     * ALL_TIME (the spec's reading): the people of the community now. Any other filter: who joined in the period,
     * member sign-ups and new guests, the same figures as the USER and GUEST counts of that period.
     */
    async userInsight(communityId: string, q: PeriodQuery<TimeFilter | 'ALL_TIME' | 'WEEKLY'>) {
      const joined = async () => {
        const range = (await daysOf(communityId)).range(q.filter, q.range);
        const metrics: Metric[] = ['MEMBER_SIGNUP', 'GUEST_JOINED'];
        return Promise.all(metrics.map((metric) => figures.total(db, { communityId, metric, ...range })));
      };
      const [registered, unregistered] =
        q.filter === 'ALL_TIME'
          ? await Promise.all([
              repo.countActiveMembers(db, communityId),
              repo.countGuests(db, communityId, { unregisteredOnly: true }),
            ])
          : await joined();
      return { total: registered + unregistered, registered, unregistered };
    },

    /** Conversions, views, notifications sent and posts published over the period (ALL_TIME lifetime, WEEKLY 7 days). */
    async systemInsight(communityId: string, q: PeriodQuery<TimeFilter | 'ALL_TIME' | 'WEEKLY'>) {
      const range = (await daysOf(communityId)).range(q.filter, q.range);
      const metrics: Metric[] = ['CONVERSION', 'VIEW', 'NOTIFICATION_SENT', 'PUBLISH'];
      const [conversions, views, notifications, posts] = await Promise.all(
        metrics.map((metric) => figures.total(db, { communityId, metric, ...range })),
      );
      return { conversions, views, notifications, posts };
    },

    /**
     * The community's guests now (db/community-guests.ts, the dashboard's "Guests"), and over the period: distinct
     * guests who opened the app, guests who signed up, and the guests' views and conversions.
     */
    async guestActivity(communityId: string, q: PeriodQuery) {
      const range = (await daysOf(communityId)).range(q.filter, q.range);
      const period = { communityId, ...range };
      const [guests, active, upgraded, views, conversions] = await Promise.all([
        repo.countGuests(db, communityId),
        figures.uniques(db, { ...period, metric: 'GUEST_SESSION' }),
        figures.total(db, { ...period, metric: 'GUEST_UPGRADE' }),
        figures.total(db, { ...period, metric: 'VIEW', audience: 'GUEST' }),
        figures.total(db, { ...period, metric: 'CONVERSION', audience: 'GUEST' }),
      ]);
      return { ...range, guests, active, upgraded, views, conversions };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
