import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

export const sendCommunitySummary = (communityId: string) =>
  api.post<MessageResponse>(`/v1/community/contact/${encodeURIComponent(communityId)}`);

export const useSendCommunitySummary = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendCommunitySummary(communityId),
    onSuccess: () => client.invalidateQueries({ queryKey: communitiesKeys.detail(communityId) }),
  });
};
