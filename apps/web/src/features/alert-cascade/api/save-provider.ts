import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CascadeProviderBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import type { ProvidersAnswer } from './get-providers';
import { cascadeKeys } from './keys';

/** Adds a provider (last in the failover order), or changes one: a body without `secret` keeps the stored one. */
export const saveCascadeProvider = ({ id, body }: { id: string | null; body: CascadeProviderBody }) =>
  id
    ? api.put<ProvidersAnswer>(`/v1/notifications/cascade/providers/${encodeURIComponent(id)}`, body)
    : api.post<ProvidersAnswer>('/v1/notifications/cascade/providers', body);

export const useSaveCascadeProvider = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCascadeProvider,
    onSuccess: (answer) => client.setQueryData(cascadeKeys.providers(), answer),
  });
};
