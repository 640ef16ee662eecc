import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityExport } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitySettingsKeys } from './keys';

/** Queues an export, or answers the one already being made (the server never runs two). */
export const requestExport = () =>
  api.post<{ data: CommunityExport }>('/v1/community/exports').then((res) => res.data);

export const useRequestExport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: () => client.invalidateQueries({ queryKey: communitySettingsKeys.exports() }),
  });
};
