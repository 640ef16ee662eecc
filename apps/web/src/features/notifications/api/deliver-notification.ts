import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** Sends a draft (or a scheduled notification) now. */
export const deliverNotification = (id: string) =>
  api.post<MessageResponse>(`/v1/notifications/deliver/${encodeURIComponent(id)}`);

export const useDeliverNotification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deliverNotification,
    onSuccess: (_res, id) => {
      void client.invalidateQueries({ queryKey: notificationsKeys.detail(id) });
      void client.invalidateQueries({ queryKey: notificationsKeys.lists() });
      void client.invalidateQueries({ queryKey: notificationsKeys.calendar });
    },
  });
};
