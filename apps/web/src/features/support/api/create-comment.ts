import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_TEAM_IDENTITY,
  type SupportCommentBody,
  type SupportTicketDetail,
} from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { ticketPath, type SupportScope } from './scope';
import { ticketChanged } from './ticket-changed';

/** A top-level message on the ticket: an answer to the member, or an internal note (`internal: true`). */
export const createComment = (scope: SupportScope, id: string, body: SupportCommentBody) =>
  api.post<SupportTicketDetail>(
    scope === 'platform'
      ? `/v2/support/admin/ticket/${ticketPath(id)}/comment`
      : `/v2/support/ticket/${ticketPath(id)}/comment`,
    // Spec §5: the admin endpoint takes the fixed support-team identity (the server posts under it anyway).
    scope === 'platform' ? { ...body, ...SUPPORT_TEAM_IDENTITY } : body,
  );

export const useCreateComment = (scope: SupportScope, id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportCommentBody) => createComment(scope, id, body),
    // The thread, the status (an answer moves OPEN to PENDING_MEMBER) and the list's figures all move.
    onSuccess: (detail) => ticketChanged(client, scope, detail),
  });
};
