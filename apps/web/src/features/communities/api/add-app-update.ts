import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUpdateBody, CommunityDetailResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

export const addAppUpdate = (body: AppUpdateBody) =>
  api.post<CommunityDetailResponse>('/v2/community/app-update', body).then((res) => res.data);

export const useAddAppUpdate = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AppUpdateBody, 'communityId'>) => addAppUpdate({ ...body, communityId }),
    onSuccess: (community) => {
      client.setQueryData(communitiesKeys.detail(communityId), community);
      void client.invalidateQueries({ queryKey: communitiesKeys.lists() });
    },
  });
};
