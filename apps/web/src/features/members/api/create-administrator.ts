import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityAdministratorRow, NewAdministratorBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys } from './keys';

/** A colleague for the caller's own community (the server takes the community from the token). */
export const createAdministrator = (body: NewAdministratorBody) =>
  api.post<{ message: string; data: CommunityAdministratorRow }>('/v1/users/community/admin', body);

export const useCreateAdministrator = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdministrator,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
};
