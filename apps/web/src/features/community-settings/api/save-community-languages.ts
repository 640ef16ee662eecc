import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityLanguagesBody, CommunityLanguagesResponse } from '@gathering/contract';
import { sharedKeys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

export const saveCommunityLanguages = (body: CommunityLanguagesBody) =>
  api.put<CommunityLanguagesResponse>('/v1/community/languages', body);

/** The answer is the whole list, which replaces the cached one (the editor and publishing read it too). */
export const useSaveCommunityLanguages = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCommunityLanguages,
    onSuccess: (res) => client.setQueryData(sharedKeys.communityLanguages, res.languages),
  });
};
