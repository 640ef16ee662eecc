import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProvidersAnswer } from './get-providers';
import { cascadeKeys } from './keys';

export const removeCascadeProvider = (id: string) =>
  api.delete<ProvidersAnswer>(`/v1/notifications/cascade/providers/${encodeURIComponent(id)}`);

export const useRemoveCascadeProvider = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCascadeProvider,
    onSuccess: (answer) => client.setQueryData(cascadeKeys.providers(), answer),
  });
};
