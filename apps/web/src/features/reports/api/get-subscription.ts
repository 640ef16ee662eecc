import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportSubscription } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './keys';

export const getSubscription = (signal?: AbortSignal) =>
  api.get<ReportSubscription>('/v2/reports/community/subscription', { signal });

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: reportsKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
  });

export const useSubscription = () => useQuery(subscriptionQuery());
