import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys, type TopContentFilter } from './keys';
import type { TopContent } from './types';

/** GET /v1/admin/analytics/top-content: the ten most viewed items (WEEKLY, ALL_TIME, or a range). */
export const getTopContent = (filter: TopContentFilter, range?: string, signal?: AbortSignal) =>
  api.get<TopContent>('/v1/admin/analytics/top-content', { query: { filter, range }, signal });

export const topContentQuery = (filter: TopContentFilter, range?: string) =>
  queryOptions({
    queryKey: analyticsKeys.topContent(filter, range),
    queryFn: ({ signal }) => getTopContent(filter, range, signal),
    placeholderData: keepPreviousData,
  });

export const useTopContent = (filter: TopContentFilter, range?: string) =>
  useQuery(topContentQuery(filter, range));
