import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/data-table';
import { useExportAudit } from '../api/export-audit';
import { auditQuery } from '../api/get-audit';
import { auditColumns } from '../components/audit-columns';
import { AuditFilters, filterQuery, useAuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { VerifyPanel } from '../components/verify-panel';

/** A community administrator's audit trail: who did what in their community, when and from where. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const columns = useMemo(() => auditColumns(t), [t]);
  const [filters, setFilters] = useAuditFilters();
  const filtering = filterQuery(filters);
  // The trail is sorted by its time alone: the table's sort column is not sent.
  const list = usePagedList({ filter: 'at', dir: 'desc' }, ({ filter: _at, ...page }) =>
    auditQuery({ ...page, ...filtering }),
  );
  const exporting = useExportAudit();
  // The export takes the list's order, search and filters, every page.
  const exported = { dir: list.table.dir, search: list.table.search || undefined, ...filtering };
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <VerifyPanel scope="community" communityName={() => t('communityChain')} />
      <AuditFilters
        scope="community"
        value={filters}
        onChange={(next) => {
          setFilters(next);
          list.table.setPage(0);
        }}
      />
      <AuditTable
        columns={columns}
        list={list}
        exporting={{ isPending: exporting.isPending, mutateAsync: () => exporting.mutateAsync(exported) }}
      />
    </Stack>
  );
}
