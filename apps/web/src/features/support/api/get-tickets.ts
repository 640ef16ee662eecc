import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SupportTicketsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { supportKeys, type SupportTicketsParams } from './keys';
import type { SupportScope } from './scope';

export const getTickets = (scope: SupportScope, params: SupportTicketsParams, signal?: AbortSignal) =>
  api.get<SupportTicketsPage>(
    scope === 'platform' ? '/v2/support/admin/tickets' : '/v2/support/community/tickets',
    { query: params, signal },
  );

export const ticketsQuery = (scope: SupportScope, params: SupportTicketsParams) =>
  queryOptions({
    queryKey: supportKeys.list(scope, params),
    queryFn: ({ signal }) => getTickets(scope, params, signal),
    placeholderData: keepPreviousData,
  });
