import { useMutation } from '@tanstack/react-query';
import type { DeletionRequestBody, MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const requestDeletion = (slug: string, body: DeletionRequestBody) =>
  api.delete<MessageResponse>(`/v1/users/deletion-request/${encodeURIComponent(slug)}`, body, {
    auth: 'none',
  });

export const useRequestDeletion = (slug: string) =>
  useMutation({ mutationFn: (email: string) => requestDeletion(slug, { email, community_slug: slug }) });
