import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAdministratorBody, PlatformAdministratorResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { administratorsKeys } from './keys';

export const createPlatformAdministrator = (body: NewAdministratorBody) =>
  api.post<PlatformAdministratorResponse>('/v1/users/administrator/admin', body);

export const useCreatePlatformAdministrator = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlatformAdministrator,
    onSuccess: () => client.invalidateQueries({ queryKey: administratorsKeys.platformLists() }),
  });
};
