import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetailResponse, CreateCommunityBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

// The input type: status, subscription and contactPermission have server defaults.
export type CreateCommunityInput = Omit<
  CreateCommunityBody,
  'status' | 'subscription' | 'contactPermission'
> &
  Partial<Pick<CreateCommunityBody, 'status' | 'subscription' | 'contactPermission'>>;

export const createCommunity = (body: CreateCommunityInput) =>
  api.post<CommunityDetailResponse>('/v1/community', body).then((res) => res.data);

export const useCreateCommunity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCommunity,
    onSuccess: () => client.invalidateQueries({ queryKey: communitiesKeys.all }),
  });
};
