import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityAdministratorResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { administratorsKeys } from './keys';

/** Deactivates (active: false) or reactivates a community administrator's membership (`id`: the member id). */
export const setCommunityAdministratorActive = ({ id, active }: { id: string; active: boolean }) =>
  api.patch<CommunityAdministratorResponse>(
    `/v1/administrator/communities/admin/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
  );

export const useSetCommunityAdministratorActive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCommunityAdministratorActive,
    onSuccess: () => client.invalidateQueries({ queryKey: administratorsKeys.communityLists() }),
  });
};
