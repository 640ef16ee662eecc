import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedItemDetail, PublishBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { useRefreshContent } from './refresh-content';

/** Publishes now or, with publishAt (+ zone), schedules; also sets the audience. */
export const publishFeedItem = (id: string, body: Partial<PublishBody>) =>
  api.patch<FeedItemDetail>(`/v2/feed/publish/${id}`, body);

export const usePublishFeedItem = () => {
  const client = useQueryClient();
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<PublishBody> }) => publishFeedItem(id, body),
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(item.id), item);
      refresh();
    },
  });
};
