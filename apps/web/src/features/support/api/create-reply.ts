import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_TEAM_IDENTITY, type SupportReplyBody, type SupportTicketDetail } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { ticketPath, type SupportScope } from './scope';
import { ticketChanged } from './ticket-changed';

/** A reply to any message of the thread: `parents` is the chain from the top-level message down to it. */
export const createReply = (scope: SupportScope, id: string, body: SupportReplyBody) =>
  api.post<SupportTicketDetail>(
    scope === 'platform'
      ? `/v2/support/admin/ticket/${ticketPath(id)}/reply`
      : `/v2/support/ticket/${ticketPath(id)}/reply`,
    // Spec §5: the admin endpoint takes the fixed support-team identity (the server posts under it anyway).
    scope === 'platform' ? { ...body, ...SUPPORT_TEAM_IDENTITY } : body,
  );

export const useCreateReply = (scope: SupportScope, id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyBody) => createReply(scope, id, body),
    onSuccess: (detail) => ticketChanged(client, scope, detail),
  });
};
