import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NotificationsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys, type NotificationListParams } from './keys';

/** Drafts, last changed first. */
export const getNotificationDrafts = (params: NotificationListParams, signal?: AbortSignal) =>
  api.get<NotificationsPage>('/v1/notifications/drafts', { query: { ...params }, signal });

export const notificationDraftsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationsKeys.drafts(params),
    queryFn: ({ signal }) => getNotificationDrafts(params, signal),
    placeholderData: keepPreviousData,
  });
