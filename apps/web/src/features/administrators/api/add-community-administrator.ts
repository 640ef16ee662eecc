import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityAdministratorRow, NewAdministratorBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../api/keys';

/**
 * A colleague for the caller's own community (the server takes the community from the token): the community
 * console's "Add administrator", on its users screen. The new administrator joins the members' lists.
 */
export const addCommunityAdministrator = (body: NewAdministratorBody) =>
  api.post<{ message: string; data: CommunityAdministratorRow }>('/v1/users/community/admin', body);

export const useAddCommunityAdministrator = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCommunityAdministrator,
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.members }),
  });
};
