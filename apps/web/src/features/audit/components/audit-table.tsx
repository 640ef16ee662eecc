import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@gathering/contract';
import { PagedTable, type DataTableProps, type PagedList } from '../../../components/data-table';
import { ExportAuditButton } from './export-audit-button';

/** The trail's table with its CSV export, as both consoles' audit pages show it (their queries differ). */
export function AuditTable({
  columns,
  list,
  exporting,
}: {
  columns: DataTableProps<AuditRow>['columns'];
  list: PagedList<AuditRow>;
  exporting: { isPending: boolean; mutateAsync(): Promise<void> };
}) {
  const { t } = useTranslation('audit');
  return (
    <PagedTable
      aria-label={t('tableLabel')}
      columns={columns}
      list={list}
      errorText={t('error')}
      emptyText={t('empty')}
      toolbar={<ExportAuditButton mutation={exporting} />}
    />
  );
}
