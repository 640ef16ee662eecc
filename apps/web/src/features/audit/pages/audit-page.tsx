import { Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableState } from '../../../components/data-table';
import { useExportAudit } from '../api/export-audit';
import { useAudit } from '../api/get-audit';
import { auditColumns } from '../components/audit-columns';
import { AuditFilters, filterQuery, NO_FILTERS, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** A community administrator's audit trail: who did what in their community, when and from where. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const columns = useMemo(() => auditColumns(t), [t]);
  const table = useTableState({ filter: 'at', dir: 'desc' });
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const params = useMemo(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      search: table.search || undefined,
      ...filterQuery(filters),
    }),
    [table.offset, table.limit, table.dir, table.search, filters],
  );
  const query = useAudit(params);
  const exporting = useExportAudit();
  const { offset: _o, limit: _l, ...exported } = params;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <AuditFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          table.setPage(0);
        }}
      />
      <AuditTable
        columns={columns}
        query={query}
        table={table}
        exporting={{ isPending: exporting.isPending, mutateAsync: () => exporting.mutateAsync(exported) }}
      />
    </Stack>
  );
}

export default AuditPage;
