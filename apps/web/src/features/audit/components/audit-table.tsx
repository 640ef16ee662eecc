import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditPage } from '@gathering/contract';
import { DataTable, type DataTableProps, type TableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { ExportAuditButton } from './export-audit-button';

/** The trail's table with its CSV export, as both consoles' audit pages show it (their queries differ). */
export function AuditTable({
  columns,
  query,
  table,
  exporting,
}: {
  columns: DataTableProps<AuditPage['data'][number]>['columns'];
  query: UseQueryResult<AuditPage>;
  table: TableState;
  exporting: { isPending: boolean; mutateAsync(): Promise<void> };
}) {
  const { t } = useTranslation('audit');
  return (
    <DataTable
      aria-label={t('tableLabel')}
      columns={columns}
      data={query.data?.data}
      meta={query.data?.meta}
      state={table}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, t('error')) : null}
      onRetry={() => void query.refetch()}
      emptyText={t('empty')}
      toolbar={<ExportAuditButton mutation={exporting} />}
    />
  );
}
