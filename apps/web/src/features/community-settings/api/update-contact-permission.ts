import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetailResponse, ContactPermissionBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitySettingsKeys } from './keys';

export const updateContactPermission = (body: ContactPermissionBody) =>
  api.patch<CommunityDetailResponse>('/v1/community/contact/permission', body).then((res) => res.data);

/** The answer is the whole community, which replaces the cached copy. */
export const useUpdateContactPermission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContactPermission,
    onSuccess: (community) => client.setQueryData(communitySettingsKeys.ownCommunity(), community),
  });
};
