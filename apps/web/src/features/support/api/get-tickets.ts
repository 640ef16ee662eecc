import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportAdminTicketsQuery, SupportTicketsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';
import type { SupportScope } from './scope';

/** The list query both consoles send (the platform's `community` sort column is its own). */
export type SupportTicketsParams = Partial<
  Pick<
    z.output<typeof supportAdminTicketsQuery>,
    'offset' | 'limit' | 'dir' | 'search' | 'filter' | 'status' | 'escalated'
  >
>;

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

export const useTickets = (scope: SupportScope, params: SupportTicketsParams) =>
  useQuery(ticketsQuery(scope, params));
