import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SentNotificationsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys, type NotificationListParams } from './keys';

/** Sent (and failed) notifications with their figures, newest first; `archived` lists the archived ones. */
export const getSentNotifications = (params: NotificationListParams, signal?: AbortSignal) =>
  api.get<SentNotificationsPage>('/v1/notifications/sent', { query: { ...params }, signal });

export const sentNotificationsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationsKeys.sent(params),
    queryFn: ({ signal }) => getSentNotifications(params, signal),
    placeholderData: keepPreviousData,
  });
