import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NotificationsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys, type NotificationListParams } from './keys';

/** Scheduled notifications, soonest first. */
export const getScheduledNotifications = (params: NotificationListParams, signal?: AbortSignal) =>
  api.get<NotificationsPage>('/v1/notifications/scheduled', { query: { ...params }, signal });

export const scheduledNotificationsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationsKeys.scheduled(params),
    queryFn: ({ signal }) => getScheduledNotifications(params, signal),
    placeholderData: keepPreviousData,
  });
