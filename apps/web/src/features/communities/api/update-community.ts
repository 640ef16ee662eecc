import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetailResponse, UpdateCommunityBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';
import { sharedKeys } from '../../../api/keys';

export const updateCommunity = (id: string, body: UpdateCommunityBody) =>
  api.patch<CommunityDetailResponse>(`/v1/community/${encodeURIComponent(id)}`, body).then((res) => res.data);

/** Also used for the contact permission: the platform's way to change it for any community. */
export const useUpdateCommunity = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommunityBody) => updateCommunity(id, body),
    onSuccess: (community) => {
      client.setQueryData(communitiesKeys.detail(id), community);
      void client.invalidateQueries({ queryKey: communitiesKeys.lists() });
      void client.invalidateQueries({ queryKey: sharedKeys.basicCommunities });
    },
  });
};
