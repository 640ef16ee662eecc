import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsType } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { AnalyticsCount, SeriesPeriod } from './types';

/** GET /v1/admin/analytics: one analytics type over the period (`inPeriod`), with the lifetime and last 7 days. */
export const getAnalyticsCount = (type: AnalyticsType, period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<AnalyticsCount>('/v1/admin/analytics', { query: { type, ...period }, signal });

export const analyticsCountQuery = (type: AnalyticsType, period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.count(type, period),
    queryFn: ({ signal }) => getAnalyticsCount(type, period, signal),
  });

export const useAnalyticsCount = (type: AnalyticsType, period: SeriesPeriod, enabled = true) =>
  useQuery({ ...analyticsCountQuery(type, period), enabled });
