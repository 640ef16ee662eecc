import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicketDetail, SupportTicketUpdateBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { ticketPath, type SupportScope } from './scope';
import { ticketChanged } from './ticket-changed';

/** A new status and/or escalation: `escalated: true` hands the ticket to the platform support team, false back. */
export const updateTicket = (scope: SupportScope, id: string, body: SupportTicketUpdateBody) =>
  api.patch<SupportTicketDetail>(
    scope === 'platform'
      ? `/v2/support/admin/ticket/${ticketPath(id)}`
      : `/v2/support/ticket/${ticketPath(id)}`,
    body,
  );

export const useUpdateTicket = (scope: SupportScope, id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportTicketUpdateBody) => updateTicket(scope, id, body),
    onSuccess: (detail) => ticketChanged(client, scope, detail),
  });
};
