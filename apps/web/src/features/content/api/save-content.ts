import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedItemDetail, KindPath, SaveBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** Creates without an id (POST), updates with one (PATCH /v1/base/{kind}/{id}). */
export const saveContent = (kind: KindPath, body: SaveBody) =>
  body.id
    ? api.patch<FeedItemDetail>(`/v1/base/${kind}/${body.id}`, body)
    : api.post<FeedItemDetail>(`/v1/base/${kind}`, body);

export const useSaveContent = (kind: KindPath) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) => saveContent(kind, body),
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(item.id), item);
      void client.invalidateQueries({ queryKey: contentKeys.lists() });
      void client.invalidateQueries({ queryKey: contentKeys.tags() });
    },
  });
};
