import { useMutation } from '@tanstack/react-query';
import type { InvitationOutcomeResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const declineInvitation = (token: string) =>
  api.post<InvitationOutcomeResponse>(`/v1/invitations/${encodeURIComponent(token)}/decline`, undefined, {
    auth: 'none',
  });

export const useDeclineInvitation = (token: string) =>
  useMutation({ mutationFn: () => declineInvitation(token) });
