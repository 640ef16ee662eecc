import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformAdministratorResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { administratorsKeys } from './keys';

/** Deactivates (active: false) or reactivates a platform administrator's account. */
export const setPlatformAdministratorActive = ({ id, active }: { id: string; active: boolean }) =>
  api.patch<PlatformAdministratorResponse>(
    `/v1/administrator/application/admin/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
  );

export const useSetPlatformAdministratorActive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPlatformAdministratorActive,
    onSuccess: () => client.invalidateQueries({ queryKey: administratorsKeys.platformLists() }),
  });
};
