import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail, GcmCredentialsBody, PushStatus } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

export const setGcmCredentials = (communityId: string, body: GcmCredentialsBody) =>
  api.patch<PushStatus>(`/v1/community/${encodeURIComponent(communityId)}/push/gcm`, body);

export const useSetGcmCredentials = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GcmCredentialsBody) => setGcmCredentials(communityId, body),
    onSuccess: (push) =>
      client.setQueryData<CommunityDetail>(communitiesKeys.detail(communityId), (c) =>
        c ? { ...c, push } : c,
      ),
  });
};
