import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationReach, NotificationReachBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/**
 * POST /v1/notifications/reach: who a send with this audience and timing would reach, counted by the server with the
 * send's own rules (the review before a push, an alert or a publish with a push). A read, though a POST: the
 * audience (up to 5,000 members) does not fit an address.
 */
export const getNotificationReach = (body: NotificationReachBody, signal?: AbortSignal) =>
  api.post<NotificationReach>('/v1/notifications/reach', body, { signal });

// Never served from the cache: the review is the last look before people's phones ring, so it counts afresh.
export const notificationReachQuery = (body: NotificationReachBody) =>
  queryOptions({
    queryKey: notificationsKeys.reach(body),
    queryFn: ({ signal }) => getNotificationReach(body, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useNotificationReach = (body: NotificationReachBody, enabled = true) =>
  useQuery({ ...notificationReachQuery(body), enabled });
