import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseCommunityBody, CommunityClosingResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { closingChanged, communitiesKeys } from './keys';

export const closeCommunity = (id: string, body: CloseCommunityBody) =>
  api
    .post<CommunityClosingResponse>(`/v1/community/${encodeURIComponent(id)}/close`, body)
    .then((res) => res.data);

/** The answer is the closing itself, which replaces the cached one. */
export const useCloseCommunity = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseCommunityBody) => closeCommunity(id, body),
    onSuccess: (closing) => {
      client.setQueryData(communitiesKeys.closing(id), closing);
      closingChanged(client, id);
    },
  });
};
