import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProvidersAnswer } from './get-providers';
import { cascadeKeys } from './keys';

/** Sets the failover order: the first id is tried first. */
export const orderCascadeProviders = (ids: string[]) =>
  api.put<ProvidersAnswer>('/v1/notifications/cascade/provider-order', { ids });

export const useOrderCascadeProviders = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderCascadeProviders,
    onSuccess: (answer) => client.setQueryData(cascadeKeys.providers(), answer),
  });
};
