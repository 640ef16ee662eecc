import { Paper, SimpleGrid, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportFigures } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { useCommunityFigures } from '../api/get-community-figures';
import { platformFiguresQuery } from '../api/get-platform-figures';
import { formatDuration } from './duration';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** The community's response times above its inbox; nothing while loading or when they cannot be fetched. */
export function CommunityFigures() {
  const { t } = useTranslation('support');
  const { data } = useCommunityFigures();
  if (!data) return null;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="section" aria-label={t('figures.label')}>
      <Figure label={t('figures.open')} value={formatNumber(data.open)} />
      <Figure label={t('figures.escalated')} value={formatNumber(data.escalated)} />
      <Figure
        label={t('figures.averageFirstResponse')}
        value={formatDuration(data.averageFirstResponseSeconds)}
      />
      <Figure label={t('figures.averageResolution')} value={formatDuration(data.averageResolutionSeconds)} />
    </SimpleGrid>
  );
}

const column = createColumnHelper<SupportFigures>();

/** The platform's table of every community's support figures, sortable, searchable by community name. */
export function PlatformFiguresTable() {
  const { t } = useTranslation('support');
  const columns = useMemo(
    () => [
      column.accessor((f) => f.communityDetails.community, {
        id: 'community',
        header: t('figures.community'),
      }),
      column.accessor('open', { header: t('figures.open'), cell: (c) => formatNumber(c.getValue()) }),
      column.accessor('total', { header: t('figures.total'), cell: (c) => formatNumber(c.getValue()) }),
      column.display({
        id: 'escalated',
        header: t('figures.escalated'),
        cell: ({ row }) => formatNumber(row.original.escalated),
      }),
      column.accessor('averageFirstResponseSeconds', {
        header: t('figures.averageFirstResponse'),
        cell: (c) => formatDuration(c.getValue()),
      }),
      column.accessor('averageResolutionSeconds', {
        header: t('figures.averageResolution'),
        cell: (c) => formatDuration(c.getValue()),
      }),
    ],
    [t],
  );
  const list = usePagedList({ filter: 'open', dir: 'desc' }, platformFiguresQuery);
  return (
    <PagedTable
      aria-label={t('figures.tableLabel')}
      columns={columns}
      list={list}
      getRowId={(f) => f.communityDetails.communityId}
      errorText={t('figures.loadError')}
      emptyText={list.table.search ? t('figures.noMatch') : t('figures.empty')}
    />
  );
}
