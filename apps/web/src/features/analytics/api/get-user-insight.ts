import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightFilter } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { UserInsight } from './types';

/** GET /v2/insights/user: members (registered) and guests (unregistered), all time or joined this week. */
export const getUserInsight = (filter: InsightFilter, signal?: AbortSignal) =>
  api.get<UserInsight>('/v2/insights/user', { query: { filter }, signal });

export const userInsightQuery = (filter: InsightFilter) =>
  queryOptions({
    queryKey: analyticsKeys.userInsight(filter),
    queryFn: ({ signal }) => getUserInsight(filter, signal),
  });

export const useUserInsight = (filter: InsightFilter) => useQuery(userInsightQuery(filter));
