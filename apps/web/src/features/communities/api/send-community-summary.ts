import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communityQueryKey } from './get-community';

export const sendCommunitySummary = (communityId: string) =>
  api.post<MessageResponse>(`/v1/community/contact/${encodeURIComponent(communityId)}`);

export const useSendCommunitySummary = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendCommunitySummary(communityId),
    onSuccess: () => client.invalidateQueries({ queryKey: communityQueryKey(communityId) }),
  });
};
