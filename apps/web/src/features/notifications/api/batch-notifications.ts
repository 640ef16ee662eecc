import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationBatchBody, notificationBatchResponse } from '@gathering/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../api/keys';
import { notificationsKeys } from './keys';

export type NotificationBatchAction = 'archive' | 'delete';

type BatchResponse = z.infer<typeof notificationBatchResponse>;

/** PATCH /v1/notifications/batch/archive and /batch/delete: several notifications at once. */
export const batchNotifications = (action: NotificationBatchAction, body: NotificationBatchBody) =>
  api.patch<BatchResponse>(`/v1/notifications/batch/${action}`, body);

export const useBatchNotifications = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: NotificationBatchAction; ids: string[] }) =>
      batchNotifications(action, { ids }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: notificationsKeys.all });
      void client.invalidateQueries({ queryKey: notificationsKeys.calendar });
      // A scheduled item's push cancelled here changes the item (it no longer says a push goes with it).
      void client.invalidateQueries({ queryKey: sharedKeys.content });
    },
  });
};
