import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SupportTicketDetail } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';
import { ticketPath, type SupportScope } from './scope';

/** The ticket with its whole thread, internal notes included; reading it marks it read for this administrator. */
export const getTicket = (scope: SupportScope, id: string, signal?: AbortSignal) =>
  api.get<SupportTicketDetail>(
    scope === 'platform'
      ? `/v2/support/admin/ticket/${ticketPath(id)}`
      : `/v2/support/community/ticket/${ticketPath(id)}`,
    { signal },
  );

export const ticketQuery = (scope: SupportScope, id: string) =>
  queryOptions({
    queryKey: supportKeys.detail(scope, id),
    queryFn: ({ signal }) => getTicket(scope, id, signal),
  });

export const useTicket = (scope: SupportScope, id: string) => {
  const client = useQueryClient();
  const query = useQuery(ticketQuery(scope, id));
  const loaded = query.isSuccess;
  // The server marked it read: the bold row and the navigation badge must not wait for their next refresh.
  useEffect(() => {
    if (!loaded) return;
    void client.invalidateQueries({ queryKey: supportKeys.lists(scope) });
    void client.invalidateQueries({ queryKey: supportKeys.unread(scope) });
  }, [client, scope, id, loaded]);
  return query;
};
