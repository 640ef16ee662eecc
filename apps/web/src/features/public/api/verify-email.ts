import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const verifyEmail = (token: string) =>
  api.get<VerifyEmailResponse>(`/v1/users/verify/${encodeURIComponent(token)}`, { auth: 'none' });

// A verification link works once: the answer is kept for good, so no refetch turns a success into a failure.
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['public', 'verify-email', token],
    // No abort signal: a call cancelled by a remount may still have used the token on the server.
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(token: string | undefined) {
  return useQuery({ ...verifyEmailQuery(token ?? ''), enabled: !!token });
}
