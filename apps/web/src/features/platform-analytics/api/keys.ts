import type { communityAnalyticsQuery } from '@gathering/contract';
import type { z } from 'zod';
import type { PeriodParams } from './period';

/** Keyset paging: `orderKey` is the previous page's meta.orderKey (absent for the first page). */
export type CommunitiesParams = PeriodParams &
  Partial<Pick<z.output<typeof communityAnalyticsQuery>, 'search' | 'orderKey' | 'limit' | 'dir'>>;

/** Every query key of the platform analytics feature. */
export const platformAnalyticsKeys = {
  all: ['platform-analytics'] as const,
  overview: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'overview', p] as const,
  series: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'series', p] as const,
  open: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'open', p] as const,
  percentages: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'percentages', p] as const,
  communities: (p: CommunitiesParams) => [...platformAnalyticsKeys.all, 'communities', p] as const,
};
