import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityDashboardResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getCommunityDashboard = (signal?: AbortSignal) =>
  api.get<CommunityDashboardResponse>('/v1/admin/dashboard', { signal });

export const communityDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.community(),
    queryFn: ({ signal }) => getCommunityDashboard(signal),
  });

export const useCommunityDashboard = () => useQuery(communityDashboardQuery());
