import { Anchor, Group, Stack, Switch } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SentNotificationRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { sentNotificationsQuery } from '../api/get-sent-notifications';
import { BatchToolbar } from './batch-toolbar';
import { AlertBadge, StatusBadge, audienceText, formatRate } from './labels';

const column = createColumnHelper<SentNotificationRow>();
const buildColumns = (t: TFunction<'notifications'>) => [
  column.accessor('title', {
    header: t('columns.title'),
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={`/admin/notifications/${row.original.id}`} fw={600}>
          {row.original.title}
        </Anchor>
        {row.original.kind === 'EMERGENCY' && <AlertBadge alertType={row.original.alertType} />}
      </Group>
    ),
  }),
  column.display({
    id: 'audience',
    header: t('columns.audience'),
    cell: ({ row }) => audienceText(t, row.original),
  }),
  column.accessor('deliveredOn', {
    header: t('columns.sentOn'),
    cell: ({ row }) => formatDateTime(row.original.deliveredOn ?? row.original.updatedOn),
  }),
  column.display({
    id: 'status',
    header: t('columns.status'),
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'delivered',
    header: t('figures.delivered'),
    cell: ({ row }) => formatNumber(row.original.figures.delivered),
  }),
  column.display({
    id: 'opened',
    header: t('figures.opened'),
    cell: ({ row }) => formatNumber(row.original.figures.opened),
  }),
  column.display({
    id: 'rate',
    header: t('figures.conversionRate'),
    cell: ({ row }) => formatRate(row.original.figures.conversionRate),
  }),
];

/** Sent notifications with their figures; the archived ones behind a switch. */
export function SentTable() {
  const { t } = useTranslation('notifications');
  const columns = useMemo(() => buildColumns(t), [t]);
  const [archived, setArchived] = useState(false);
  const list = usePagedList({ filter: 'deliveredOn', dir: 'desc' }, (page) =>
    sentNotificationsQuery({ ...page, archived: archived || undefined }),
  );
  const ids = [...list.table.selection].map(String);
  return (
    <Stack>
      <Switch
        label={t('sent.showArchived')}
        checked={archived}
        onChange={(e) => {
          setArchived(e.currentTarget.checked);
          list.table.clearSelection();
          list.table.setPage(0);
        }}
      />
      <PagedTable
        aria-label={t(archived ? 'sent.archivedLabel' : 'sent.tableLabel')}
        columns={columns}
        list={list}
        selectable
        errorText={t('errors.sent')}
        emptyText={t(list.table.search ? 'noMatch' : archived ? 'sent.noArchived' : 'sent.empty')}
        toolbar={<BatchToolbar ids={ids} archive={!archived} onDone={list.table.clearSelection} />}
      />
    </Stack>
  );
}
