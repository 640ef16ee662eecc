import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { platformOverview } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformAnalyticsKeys } from './keys';
import { isReady, periodQueryOf, type PeriodParams } from './period';

export type PlatformOverview = z.infer<typeof platformOverview>;

export const getFilteredOverview = (params: PeriodParams, signal?: AbortSignal) =>
  api.get<PlatformOverview>('/v1/administrator/analytics/main/filtered-overview', {
    query: periodQueryOf(params),
    signal,
  });

export const filteredOverviewQuery = (params: PeriodParams) =>
  queryOptions({
    queryKey: platformAnalyticsKeys.overview(periodQueryOf(params)),
    queryFn: ({ signal }) => getFilteredOverview(params, signal),
    placeholderData: keepPreviousData,
    enabled: isReady(params),
  });

export const useFilteredOverview = (params: PeriodParams) => useQuery(filteredOverviewQuery(params));
