import type { QueryClient } from '@tanstack/react-query';
import type { SupportTicketDetail } from '@gathering/contract';
import { supportKeys } from './keys';
import type { SupportScope } from './scope';

/**
 * Every change answers the whole ticket: it replaces the cached detail at once (no second request for the thread),
 * and the lists and figures, whose status, activity and response times may have moved, are fetched again.
 */
export function ticketChanged(client: QueryClient, scope: SupportScope, detail: SupportTicketDetail) {
  client.setQueryData(supportKeys.detail(scope, detail.id), detail);
  void client.invalidateQueries({ queryKey: supportKeys.figuresAll(scope) });
  return client.invalidateQueries({ queryKey: supportKeys.lists(scope) });
}
