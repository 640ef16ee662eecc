import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { SeriesPeriod, UserInsight } from './types';

/** GET /v2/insights/user: member sign-ups (registered) and new guests (unregistered) over the period. */
export const getUserInsight = (period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<UserInsight>('/v2/insights/user', { query: { ...period }, signal });

export const userInsightQuery = (period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.userInsight(period),
    queryFn: ({ signal }) => getUserInsight(period, signal),
  });

export const useUserInsight = (period: SeriesPeriod, enabled = true) =>
  useQuery({ ...userInsightQuery(period), enabled });
