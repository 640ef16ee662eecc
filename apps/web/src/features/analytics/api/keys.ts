import type { AnalyticsType } from '@gathering/contract';
import type { ItemAnalyticsParams, SeriesPeriod } from './types';

export type GuestCountType = 'GUEST' | 'UPGRADE' | 'GUEST_CONTENT' | 'GUEST_NOTIFICATION';
export type GuestSeriesType = 'CONTENT' | 'UPGRADE' | 'NOTIFICATION';

/** Every query key of the analytics feature. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  count: (type: AnalyticsType, period: SeriesPeriod) =>
    [...analyticsKeys.all, 'count', type, period] as const,
  guestCount: (type: GuestCountType, period: SeriesPeriod) =>
    [...analyticsKeys.all, 'guest-count', type, period] as const,
  series: (type: AnalyticsType, period: SeriesPeriod) =>
    [...analyticsKeys.all, 'series', type, period] as const,
  guestSeries: (type: GuestSeriesType, period: SeriesPeriod) =>
    [...analyticsKeys.all, 'guest-series', type, period] as const,
  newGuests: (period: SeriesPeriod) => [...analyticsKeys.all, 'new-guests', period] as const,
  topContent: (period: SeriesPeriod) => [...analyticsKeys.all, 'top-content', period] as const,
  recentMembers: () => [...analyticsKeys.all, 'recent-members'] as const,
  userInsight: (period: SeriesPeriod) => [...analyticsKeys.all, 'insight-user', period] as const,
  systemInsight: (period: SeriesPeriod) => [...analyticsKeys.all, 'insight-system', period] as const,
  guestActivity: (period: SeriesPeriod) => [...analyticsKeys.all, 'guest-activity', period] as const,
  item: (id: string, params: ItemAnalyticsParams) => [...analyticsKeys.all, 'item', id, params] as const,
};
