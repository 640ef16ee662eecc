import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditVerifyResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { auditKeys } from './keys';

/** POST /v1/administrator/audit/verify: walks every chain and names the first broken row of each. */
export const verifyAudit = () => api.post<AuditVerifyResponse>('/v1/administrator/audit/verify');

export function useVerifyAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyAudit,
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
