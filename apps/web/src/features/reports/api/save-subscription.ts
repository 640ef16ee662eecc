import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportSubscription } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './keys';

export const saveSubscription = (body: ReportSubscription) =>
  api.put<ReportSubscription>('/v2/reports/community/subscription', body);

/** Saves the standing order; the answer is the saved subscription, cached as is. */
export function useSaveSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSubscription,
    onSuccess: (saved) => client.setQueryData(reportsKeys.subscription(), saved),
  });
}
