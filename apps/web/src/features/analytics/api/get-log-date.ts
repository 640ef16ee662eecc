import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsType } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { SeriesPeriod, TimeSeries } from './types';

/** GET /v1/admin/analytics/log-date: one point a day of the period for one analytics type. */
export const getLogDate = (type: AnalyticsType, period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<TimeSeries>('/v1/admin/analytics/log-date', { query: { type, ...period }, signal });

export const logDateQuery = (type: AnalyticsType, period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.series(type, period),
    queryFn: ({ signal }) => getLogDate(type, period, signal),
    placeholderData: keepPreviousData,
  });

export const useLogDate = (type: AnalyticsType, period: SeriesPeriod, enabled = true) =>
  useQuery({ ...logDateQuery(type, period), enabled });
