import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationBody, NotificationRow } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** Creates a draft, a scheduled send or (neither) a send now. */
export const createNotification = (body: NotificationBody) =>
  api.post<NotificationRow>('/v1/notifications', body);

export const useCreateNotification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: notificationsKeys.lists() });
      void client.invalidateQueries({ queryKey: notificationsKeys.calendar });
    },
  });
};
