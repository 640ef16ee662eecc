import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandColorBody, CommunityDetailResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitySettingsKeys } from './keys';

export const updateBrandColor = (body: BrandColorBody) =>
  api.patch<CommunityDetailResponse>('/v1/community/brand-color', body).then((res) => res.data);

/** The answer is the whole community, which replaces the cached copy. */
export const useUpdateBrandColor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBrandColor,
    onSuccess: (community) => client.setQueryData(communitySettingsKeys.ownCommunity(), community),
  });
};
