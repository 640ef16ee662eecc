import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupCreateBody, GroupRow } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { groupsKeys } from './keys';

export const createGroup = (body: GroupCreateBody) => api.post<GroupRow>('/v1/groups', body);

export const useCreateGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => client.invalidateQueries({ queryKey: groupsKeys.all }),
  });
};
