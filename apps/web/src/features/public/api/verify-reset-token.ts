import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyResetToken = (token: string, signal?: AbortSignal) =>
  api.get<{ valid: true }>(`/v1/users/reset/verify/${encodeURIComponent(token)}`, { auth: 'none', signal });

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['public', 'reset-token', token],
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useResetToken = (token: string) => useQuery(resetTokenQuery(token));
