import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { SeriesPeriod, SystemInsight } from './types';

/** GET /v2/insights/system: conversions, views, notifications sent and content published over the period. */
export const getSystemInsight = (period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<SystemInsight>('/v2/insights/system', { query: { ...period }, signal });

export const systemInsightQuery = (period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.systemInsight(period),
    queryFn: ({ signal }) => getSystemInsight(period, signal),
  });

export const useSystemInsight = (period: SeriesPeriod, enabled = true) =>
  useQuery({ ...systemInsightQuery(period), enabled });
