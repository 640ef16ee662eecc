import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { platformSeries } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformAnalyticsKeys } from './keys';
import { isReady, periodQueryOf, type PeriodParams } from './period';

export type PlatformSeries = z.infer<typeof platformSeries>;

export const getFilteredAnalytics = (params: PeriodParams, signal?: AbortSignal) =>
  api.get<PlatformSeries>('/v1/administrator/analytics/main/filtered-analytics', {
    query: periodQueryOf(params),
    signal,
  });

export const filteredAnalyticsQuery = (params: PeriodParams) =>
  queryOptions({
    queryKey: platformAnalyticsKeys.series(periodQueryOf(params)),
    queryFn: ({ signal }) => getFilteredAnalytics(params, signal),
    placeholderData: keepPreviousData,
    enabled: isReady(params),
  });

export const useFilteredAnalytics = (params: PeriodParams) => useQuery(filteredAnalyticsQuery(params));
