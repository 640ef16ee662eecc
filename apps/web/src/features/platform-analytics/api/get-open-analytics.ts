import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { openAnalytics } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformAnalyticsKeys } from './keys';
import { isReady, periodQueryOf, type PeriodParams } from './period';

export type OpenAnalytics = z.infer<typeof openAnalytics>;

/** The open (guest) analytics of every community. */
export const getOpenAnalytics = (params: PeriodParams, signal?: AbortSignal) =>
  api.get<OpenAnalytics>('/v2/guests/admin/filtered-overview', { query: periodQueryOf(params), signal });

export const openAnalyticsQuery = (params: PeriodParams) =>
  queryOptions({
    queryKey: platformAnalyticsKeys.open(periodQueryOf(params)),
    queryFn: ({ signal }) => getOpenAnalytics(params, signal),
    placeholderData: keepPreviousData,
    enabled: isReady(params),
  });

export const useOpenAnalytics = (params: PeriodParams) => useQuery(openAnalyticsQuery(params));
