import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditVerifyResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { auditKeys } from './keys';

/**
 * POST /v1/administrator/audit/verify (every chain) or /v1/audit/verify (the community's own): each chain walked
 * and held to the signed checkpoints, the first broken row of each named. The verification is itself recorded.
 */
export const verifyAudit = (scope: 'community' | 'platform') =>
  api.post<AuditVerifyResponse>(
    scope === 'community' ? '/v1/audit/verify' : '/v1/administrator/audit/verify',
  );

export function useVerifyAudit(scope: 'community' | 'platform') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => verifyAudit(scope),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
