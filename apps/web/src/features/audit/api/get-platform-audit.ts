import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { auditKeys, auditQueryOf, type AuditParams } from './keys';

/** GET /v1/administrator/audit: every community's trail and the platform's own. */
export const getPlatformAudit = (params: AuditParams, signal?: AbortSignal) =>
  api.get<AuditPage>('/v1/administrator/audit', { query: auditQueryOf(params), signal });

export const platformAuditQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: auditKeys.platform(params),
    queryFn: ({ signal }) => getPlatformAudit(params, signal),
    placeholderData: keepPreviousData,
  });
