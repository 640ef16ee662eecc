import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedItemDetail } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { useRefreshContent } from './refresh-content';

/** POST /v1/feeditem/{id}/revisions/{number}/restore: the version saved again as the newest one. */
export const restoreRevision = ({ id, number }: { id: string; number: number }) =>
  api.post<FeedItemDetail>(`/v1/feeditem/${encodeURIComponent(id)}/revisions/${number}/restore`);

export function useRestoreRevision() {
  const client = useQueryClient();
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(item.id), item);
      refresh();
    },
  });
}
