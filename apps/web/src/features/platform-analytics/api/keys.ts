import type { CommunitiesParams } from './get-filtered-communities';
import type { PeriodParams } from './period';

/** Every query key of the platform analytics feature. */
export const platformAnalyticsKeys = {
  all: ['platform-analytics'] as const,
  overview: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'overview', p] as const,
  series: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'series', p] as const,
  open: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'open', p] as const,
  percentages: (p: PeriodParams) => [...platformAnalyticsKeys.all, 'percentages', p] as const,
  communities: (p: CommunitiesParams) => [...platformAnalyticsKeys.all, 'communities', p] as const,
};
