import { useMutation } from '@tanstack/react-query';
import type { InvitationOutcomeResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const acceptInvitation = (token: string) =>
  api.post<InvitationOutcomeResponse>(`/v1/invitations/${encodeURIComponent(token)}/accept`, undefined, {
    auth: 'none',
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({ mutationFn: () => acceptInvitation(token) });
