import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPeople } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { auditKeys } from './keys';

/**
 * GET /v1/audit/people (a community's) or /v1/administrator/audit/people (the platform's, optionally one community
 * or 'platform'): the person picker's choices, found by name or e-mail.
 */
export const getAuditPeople = (
  scope: 'community' | 'platform',
  params: { search?: string; community?: string },
  signal?: AbortSignal,
) =>
  api.get<AuditPeople>(scope === 'community' ? '/v1/audit/people' : '/v1/administrator/audit/people', {
    query: {
      search: params.search || undefined,
      community: scope === 'platform' ? params.community || undefined : undefined,
    },
    signal,
  });

export const auditPeopleQuery = (
  scope: 'community' | 'platform',
  params: { search?: string; community?: string },
) =>
  queryOptions({
    queryKey: auditKeys.people(scope, params),
    queryFn: ({ signal }) => getAuditPeople(scope, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useAuditPeople = (
  scope: 'community' | 'platform',
  params: { search?: string; community?: string },
  enabled: boolean,
) => useQuery({ ...auditPeopleQuery(scope, params), enabled });
