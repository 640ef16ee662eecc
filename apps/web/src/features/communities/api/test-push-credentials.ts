import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail, PushHealth } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

/** Asks Apple and Google now whether the community's push credentials work; the answer is stored as its health. */
export const testPushCredentials = (communityId: string) =>
  api.post<PushHealth>(`/v1/community/${encodeURIComponent(communityId)}/push/test`);

export const useTestPushCredentials = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => testPushCredentials(communityId),
    onSuccess: (pushHealth) => {
      client.setQueryData<CommunityDetail>(communitiesKeys.detail(communityId), (c) =>
        c ? { ...c, pushHealth } : c,
      );
      // The list shows the same state.
      void client.invalidateQueries({ queryKey: communitiesKeys.lists() });
    },
  });
};
