import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformDashboardResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getPlatformDashboard = (signal?: AbortSignal) =>
  api.get<PlatformDashboardResponse>('/v1/administrator/dashboard', { signal });

export const platformDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.platform(),
    queryFn: ({ signal }) => getPlatformDashboard(signal),
  });

export const usePlatformDashboard = () => useQuery(platformDashboardQuery());
