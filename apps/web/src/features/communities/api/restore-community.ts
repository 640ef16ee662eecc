import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { closingChanged, communitiesKeys } from './keys';

export const restoreCommunity = (id: string) =>
  api.post<MessageResponse>(`/v1/community/${encodeURIComponent(id)}/restore`);

export const useRestoreCommunity = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => restoreCommunity(id),
    onSuccess: () => {
      client.setQueryData(communitiesKeys.closing(id), null);
      closingChanged(client, id);
    },
  });
};
