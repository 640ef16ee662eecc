import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedItemDetail } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { useRefreshContent } from './refresh-content';

/** An archived or deleted item back as a DRAFT (POST /v1/feeditem/restore/{id}). */
export const restoreFeedItem = (id: string) => api.post<FeedItemDetail>(`/v1/feeditem/restore/${id}`);

/** Restores one item or several (one request each: the server restores one at a time). */
export const useRestoreFeedItems = () => {
  const client = useQueryClient();
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (ids: string[]) => Promise.all(ids.map(restoreFeedItem)),
    onSuccess: (items) => {
      for (const item of items) client.setQueryData(contentKeys.item(item.id), item);
    },
    // Some may have been restored before one failed: refresh either way.
    onSettled: () => refresh(),
  });
};
