import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { invitationKeys } from './keys';

/** Public: the e-mailed link's token proves the invited address. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get<InvitationResponse>(`/v1/invitations/${encodeURIComponent(token)}`, { signal, auth: 'none' });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.one(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));
