import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasicCommunities } from '../../../api/get-basic-communities';
import { usePagedList } from '../../../components/data-table';
import { useExportPlatformAudit } from '../api/export-platform-audit';
import { platformAuditQuery } from '../api/get-platform-audit';
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
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [community, setCommunity] = useState<string | null>(null);
  const filtering = { community: community ?? undefined, ...filterQuery(filters) };
  // The trail is sorted by its time alone: the table's sort column is not sent.
  const list = usePagedList({ filter: 'at', dir: 'desc' }, ({ filter: _at, ...page }) =>
    platformAuditQuery({ ...page, ...filtering }),
  );
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
            list.table.setPage(0);
          }}
          w={240}
        />
        <AuditFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            list.table.setPage(0);
          }}
        />
      </Group>
      <AuditTable
        columns={columns}
        list={list}
        exporting={{ isPending: exporting.isPending, mutateAsync: () => exporting.mutateAsync(exported) }}
      />
    </Stack>
  );
}
