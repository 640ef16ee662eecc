import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationBody, NotificationRow } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** Changes a draft or a scheduled notification (the id travels in the body, as the spec has it). */
export const updateNotification = (body: NotificationBody & { id: string }) =>
  api.patch<NotificationRow>('/v1/notifications', body);

export const useUpdateNotification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: (row) => {
      void client.invalidateQueries({ queryKey: notificationsKeys.detail(row.id) });
      void client.invalidateQueries({ queryKey: notificationsKeys.lists() });
      void client.invalidateQueries({ queryKey: notificationsKeys.calendar });
    },
  });
};
