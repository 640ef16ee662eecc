import type { AnalyticsType, InsightFilter } from '@gathering/contract';
import type { ItemAnalyticsParams, SeriesPeriod } from './types';

export type GuestCountType = 'GUEST' | 'UPGRADE' | 'GUEST_CONTENT' | 'GUEST_NOTIFICATION';
export type GuestSeriesType = 'CONTENT' | 'UPGRADE' | 'NOTIFICATION';
export type TopContentFilter = 'WEEKLY' | 'ALL_TIME';

/** Every query key of the analytics feature. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  count: (type: AnalyticsType) => [...analyticsKeys.all, 'count', type] as const,
  guestCount: (type: GuestCountType) => [...analyticsKeys.all, 'guest-count', type] as const,
  series: (type: AnalyticsType, period: SeriesPeriod) =>
    [...analyticsKeys.all, 'series', type, period] as const,
  guestSeries: (type: GuestSeriesType, period: SeriesPeriod) =>
    [...analyticsKeys.all, 'guest-series', type, period] as const,
  newGuests: (period: SeriesPeriod) => [...analyticsKeys.all, 'new-guests', period] as const,
  topContent: (filter: TopContentFilter, range?: string) =>
    [...analyticsKeys.all, 'top-content', filter, range ?? null] as const,
  recentMembers: () => [...analyticsKeys.all, 'recent-members'] as const,
  userInsight: (filter: InsightFilter) => [...analyticsKeys.all, 'insight-user', filter] as const,
  systemInsight: (filter: InsightFilter) => [...analyticsKeys.all, 'insight-system', filter] as const,
  guestActivity: () => [...analyticsKeys.all, 'guest-activity'] as const,
  item: (id: string, params: ItemAnalyticsParams) => [...analyticsKeys.all, 'item', id, params] as const,
};
