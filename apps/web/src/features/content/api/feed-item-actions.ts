import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedItemDetail, MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { useRefreshContent } from './refresh-content';

// The single-item actions of the detail screen; each answers the updated item (destroy a message).

export const retractFeedItem = (id: string) => api.patch<FeedItemDetail>(`/v2/feed/retract/${id}`);
export const archiveFeedItem = (id: string) => api.post<FeedItemDetail>(`/v1/feeditem/archive/${id}`);
export const pinFeedItem = (id: string) => api.patch<FeedItemDetail>(`/v1/feedItem/pinned/${id}`);
/** Unpinning keeps the item's access unless another is named. */
export const unpinFeedItem = (id: string) => api.patch<FeedItemDetail>(`/v1/feedItem/unpin/${id}`, {});
export const destroyFeedItem = (id: string) => api.delete<MessageResponse>(`/v1/feeditem/destroy/${id}`);

export type FeedItemAction = 'retract' | 'archive' | 'pin' | 'unpin';

const ACTIONS: Record<FeedItemAction, (id: string) => Promise<FeedItemDetail>> = {
  retract: retractFeedItem,
  archive: archiveFeedItem,
  pin: pinFeedItem,
  unpin: unpinFeedItem,
};

export const useFeedItemAction = () => {
  const refresh = useRefreshContent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: FeedItemAction; id: string }) => ACTIONS[action](id),
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(item.id), item);
      refresh();
    },
  });
};

export const useDestroyFeedItem = () => {
  const refresh = useRefreshContent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: destroyFeedItem,
    onSuccess: (_res, id) => {
      // The detail page is still showing the item: refetching it would answer 404 (twice, with its log). Its
      // queries are dropped once nothing shows them any more; everything else is refreshed.
      refresh(id);
      client.removeQueries({ predicate: (q) => q.queryKey.includes(id) && !q.getObserversCount() });
    },
  });
};
