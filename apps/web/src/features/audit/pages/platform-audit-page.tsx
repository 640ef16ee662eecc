import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasicCommunities } from '../../../api/get-basic-communities';
import { useTableState } from '../../../components/data-table';
import { useExportPlatformAudit } from '../api/export-platform-audit';
import { usePlatformAudit } from '../api/get-platform-audit';
import { auditColumns } from '../components/audit-columns';
import { AuditFilters, filterQuery, NO_FILTERS, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { VerifyPanel } from '../components/verify-panel';

const PLATFORM = 'platform';

/** The platform's audit trail: every community's and its own, with the chains' verification. */
export function PlatformAuditPage() {
  const { t } = useTranslation('audit');
  const communities = useBasicCommunities();
  const names = useMemo(
    () => new Map((communities.data ?? []).map((c) => [c.id, c.name])),
    [communities.data],
  );
  // A deleted community keeps its trail: its id stands in for its name.
  const communityName = useCallback(
    (id: string | null) => (id ? (names.get(id) ?? id) : t('platformChain')),
    [names, t],
  );
  const columns = useMemo(() => auditColumns(t, communityName), [t, communityName]);
  const table = useTableState({ filter: 'at', dir: 'desc' });
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [community, setCommunity] = useState<string | null>(null);
  const params = useMemo(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      search: table.search || undefined,
      community: community ?? undefined,
      ...filterQuery(filters),
    }),
    [table.offset, table.limit, table.dir, table.search, community, filters],
  );
  const query = usePlatformAudit(params);
  const exporting = useExportPlatformAudit();
  const { offset: _o, limit: _l, ...exported } = params;
  const options = [
    { value: PLATFORM, label: t('platformChain') },
    ...(communities.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('platformSubtitle')}</Text>
      </div>
      <VerifyPanel communityName={communityName} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.community')}
          placeholder={t('filters.allCommunities')}
          data={options}
          searchable
          clearable
          nothingFoundMessage={t('filters.noCommunity')}
          value={community}
          onChange={(v) => {
            setCommunity(v);
            table.setPage(0);
          }}
          w={240}
        />
        <AuditFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            table.setPage(0);
          }}
        />
      </Group>
      <AuditTable
        columns={columns}
        query={query}
        table={table}
        exporting={{ isPending: exporting.isPending, mutateAsync: () => exporting.mutateAsync(exported) }}
      />
    </Stack>
  );
}

export default PlatformAuditPage;
