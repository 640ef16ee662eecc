import { useMutation, useQueryClient } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api-transfer';
import { auditKeys, auditQueryOf, type AuditParams } from './keys';

/** GET /v1/audit/export: the filtered trail as CSV, handed to the browser (the export is itself recorded). */
export async function exportAudit(params: Partial<AuditParams>): Promise<void> {
  saveFile(await download('/v1/audit/export', { query: auditQueryOf(params) }), 'audit-trail.csv');
}

export function useExportAudit() {
  const client = useQueryClient();
  // The export appears in the trail: the list shows it once refreshed.
  return useMutation({
    mutationFn: exportAudit,
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
