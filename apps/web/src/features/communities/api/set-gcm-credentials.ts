import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail, GcmCredentialsBody, PushStatus } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communityQueryKey } from './get-community';

export const setGcmCredentials = (communityId: string, body: GcmCredentialsBody) =>
  api.patch<PushStatus>(`/v1/community/${encodeURIComponent(communityId)}/push/gcm`, body);

export const useSetGcmCredentials = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GcmCredentialsBody) => setGcmCredentials(communityId, body),
    onSuccess: (push) =>
      client.setQueryData<CommunityDetail>(communityQueryKey(communityId), (c) => (c ? { ...c, push } : c)),
  });
};
