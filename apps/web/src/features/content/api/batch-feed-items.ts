import { useMutation } from '@tanstack/react-query';
import type { BatchResponse, FeedBatchBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { useRefreshContent } from './refresh-content';

export type BatchAction = 'retract' | 'archive' | 'delete';

/** All of the ids or, on any error, none (the server runs the batch in one transaction). */
export const batchFeedItems = (action: BatchAction, body: FeedBatchBody) =>
  api.patch<BatchResponse>(`/v2/feeds/batch/${action}`, body);

export const useBatchFeedItems = () => {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BatchAction; ids: string[] }) => batchFeedItems(action, { ids }),
    onSuccess: () => refresh(),
  });
};
