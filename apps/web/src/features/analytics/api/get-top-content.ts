import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { SeriesPeriod, TopContent } from './types';

/** GET /v1/admin/analytics/top-content: the ten most viewed items of the period. */
export const getTopContent = (period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<TopContent>('/v1/admin/analytics/top-content', { query: { ...period }, signal });

export const topContentQuery = (period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.topContent(period),
    queryFn: ({ signal }) => getTopContent(period, signal),
    placeholderData: keepPreviousData,
  });

export const useTopContent = (period: SeriesPeriod, enabled = true) =>
  useQuery({ ...topContentQuery(period), enabled });
