import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { RecentMembers } from './types';

/** GET /v1/admin/analytics/members/recent: the ten newest active members. */
export const getRecentMembers = (signal?: AbortSignal) =>
  api.get<RecentMembers>('/v1/admin/analytics/members/recent', { signal });

export const recentMembersQuery = () =>
  queryOptions({
    queryKey: analyticsKeys.recentMembers(),
    queryFn: ({ signal }) => getRecentMembers(signal),
  });

export const useRecentMembers = () => useQuery(recentMembersQuery());
