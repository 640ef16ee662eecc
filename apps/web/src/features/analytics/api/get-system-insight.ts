import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightFilter } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { SystemInsight } from './types';

/** GET /v2/insights/system: conversions, views, notifications and posts, all time or the last 7 days. */
export const getSystemInsight = (filter: InsightFilter, signal?: AbortSignal) =>
  api.get<SystemInsight>('/v2/insights/system', { query: { filter }, signal });

export const systemInsightQuery = (filter: InsightFilter) =>
  queryOptions({
    queryKey: analyticsKeys.systemInsight(filter),
    queryFn: ({ signal }) => getSystemInsight(filter, signal),
  });

export const useSystemInsight = (filter: InsightFilter) => useQuery(systemInsightQuery(filter));
