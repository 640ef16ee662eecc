import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInBody, MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** POST /v1/notifications/{id}/cascade/people/{membershipId}/check-ins: a responder's visit or call. */
export function useRecordCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, body }: { membershipId: string; body: CheckInBody }) =>
      api.post<MessageResponse>(
        `/v1/notifications/${encodeURIComponent(id)}/cascade/people/${encodeURIComponent(membershipId)}/check-ins`,
        body,
      ),
    // A person reached is confirmed: the counts and the lists move.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.cascade(id) }),
  });
}
