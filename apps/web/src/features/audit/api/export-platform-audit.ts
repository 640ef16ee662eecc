import { useMutation, useQueryClient } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';
import { auditKeys, auditQueryOf, type AuditParams } from './keys';

/** GET /v1/administrator/audit/export: the platform's filtered trail as CSV (the export is itself recorded). */
export async function exportPlatformAudit(params: Partial<AuditParams>): Promise<void> {
  saveFile(
    await download('/v1/administrator/audit/export', { query: auditQueryOf(params) }),
    'audit-trail.csv',
  );
}

export function useExportPlatformAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exportPlatformAudit,
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
