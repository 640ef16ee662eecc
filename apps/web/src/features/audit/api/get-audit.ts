import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { auditKeys, auditQueryOf, type AuditParams } from './keys';

/** GET /v1/audit: the community's own trail (the caller's community, whatever the query says). */
export const getAudit = (params: AuditParams, signal?: AbortSignal) =>
  api.get<AuditPage>('/v1/audit', { query: auditQueryOf(params), signal });

export const auditQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: auditKeys.community(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });
