import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApnCredentialsBody, CommunityDetail, PushStatus } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

export const setApnCredentials = (communityId: string, body: ApnCredentialsBody) =>
  api.patch<PushStatus>(`/v1/community/${encodeURIComponent(communityId)}/push/apn`, body);

export const useSetApnCredentials = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApnCredentialsBody) => setApnCredentials(communityId, body),
    onSuccess: (push) =>
      client.setQueryData<CommunityDetail>(communitiesKeys.detail(communityId), (c) =>
        c ? { ...c, push } : c,
      ),
  });
};
