import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CascadePolicy, CascadePolicyBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { cascadeKeys } from './keys';

export const updateCascadePolicy = (body: CascadePolicyBody) =>
  api.put<CascadePolicy>('/v1/notifications/cascade/policy', body);

export const useUpdateCascadePolicy = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCascadePolicy,
    onSuccess: (policy) => client.setQueryData(cascadeKeys.policy(), policy),
  });
};
