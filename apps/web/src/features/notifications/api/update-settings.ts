import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** Sets (or clears, with nulls) the quiet hours and the community's zone. */
export const updateNotificationSettings = (body: NotificationSettingsBody) =>
  api.patch<NotificationSettings>('/v1/notifications/settings', body);

export const useUpdateNotificationSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    // The answer is the stored settings: the screen and the compose form's note read them at once.
    onSuccess: (settings) => client.setQueryData(notificationsKeys.settings(), settings),
  });
};
