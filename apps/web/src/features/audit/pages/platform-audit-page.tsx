import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasicCommunities } from '../../../api/get-basic-communities';
import { usePagedList } from '../../../components/data-table';
import { useExportPlatformAudit } from '../api/export-platform-audit';
import { platformAuditQuery } from '../api/get-platform-audit';
import { auditColumns } from '../components/audit-columns';
import {
  AuditFilters,
  filterQuery,
  useAuditFilters,
  type AuditFilterValues,
} from '../components/audit-filters';
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
  const [filters, setFilters] = useAuditFilters();
  const filtering = { community: filters.community ?? undefined, ...filterQuery(filters) };
  // The trail is sorted by its time alone: the table's sort column is not sent.
  const list = usePagedList({ filter: 'at', dir: 'desc' }, ({ filter: _at, ...page }) =>
    platformAuditQuery({ ...page, ...filtering }),
  );
  const change = (next: Partial<AuditFilterValues>) => {
    setFilters(next);
    list.table.setPage(0);
  };
  const exporting = useExportPlatformAudit();
  // The export takes the list's order, search and filters, every page.
  const exported = { dir: list.table.dir, search: list.table.search || undefined, ...filtering };
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
      <VerifyPanel scope="platform" communityName={communityName} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.community')}
          placeholder={t('filters.allCommunities')}
          data={options}
          searchable
          clearable
          nothingFoundMessage={t('filters.noCommunity')}
          value={filters.community}
          onChange={(community) => change({ community })}
          w={240}
        />
        <AuditFilters scope="platform" value={filters} onChange={change} />
      </Group>
      <AuditTable
        columns={columns}
        list={list}
        exporting={{ isPending: exporting.isPending, mutateAsync: () => exporting.mutateAsync(exported) }}
      />
    </Stack>
  );
}
