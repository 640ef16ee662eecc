import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityAdministratorResponse, NewCommunityAdministratorBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { administratorsKeys } from './keys';

export const createCommunityAdministrator = (body: NewCommunityAdministratorBody) =>
  api.post<CommunityAdministratorResponse>('/v1/users/administrator/community', body);

export const useCreateCommunityAdministrator = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCommunityAdministrator,
    onSuccess: () => client.invalidateQueries({ queryKey: administratorsKeys.communityLists() }),
  });
};
