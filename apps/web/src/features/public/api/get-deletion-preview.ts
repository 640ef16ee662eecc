import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionPreviewResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

/** Whose app user in which community the link deletes; reading it deletes nothing (the confirmation does). */
export const getDeletionPreview = (token: string, signal?: AbortSignal) =>
  api.get<DeletionPreviewResponse>(`/v1/users/deletion/${encodeURIComponent(token)}`, {
    signal,
    auth: 'none',
  });

export const deletionPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['public', 'deletion-preview', token],
    queryFn: ({ signal }) => getDeletionPreview(token, signal),
    // A refused link stays refused: asking again would only delay the error.
    retry: false,
    // Once the deletion is confirmed the link answers an error: a refetch on focus must not replace the success.
    staleTime: Infinity,
  });

export function useDeletionPreview(token: string | undefined) {
  return useQuery({ ...deletionPreviewQuery(token ?? ''), enabled: !!token });
}
