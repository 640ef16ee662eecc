import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const confirmDeletion = (token: string) =>
  api.get<MessageResponse>(`/v1/users/deletion/${encodeURIComponent(token)}`, { auth: 'none' });

// Like e-mail verification: the link works once, so its answer is never refetched.
export const confirmDeletionQuery = (token: string) =>
  queryOptions({
    queryKey: ['public', 'confirm-deletion', token],
    // No abort signal: a call cancelled by a remount may still have used the token on the server.
    queryFn: () => confirmDeletion(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useConfirmDeletion(token: string | undefined) {
  return useQuery({ ...confirmDeletionQuery(token ?? ''), enabled: !!token });
}
