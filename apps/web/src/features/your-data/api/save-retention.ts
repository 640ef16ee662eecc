import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetentionResponse, RetentionSettings, YourData } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { yourDataKeys } from './keys';

export const saveRetention = (body: RetentionSettings) =>
  api.put<RetentionResponse>('/v1/community/retention', body).then((res) => res.data);

/** The answer is the stored rules, which replace those of the cached page. */
export const useSaveRetention = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRetention,
    onSuccess: (retention) =>
      client.setQueryData<YourData>(yourDataKeys.facts(), (page) => (page ? { ...page, retention } : page)),
  });
};
