import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

export const getNotificationSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettings>('/v1/notifications/settings', { signal });

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

/** The community's quiet hours and zone. */
export const useNotificationSettings = () => useQuery(notificationSettingsQuery());
