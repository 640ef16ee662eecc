import { Anchor, Group, Stack, Switch } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SentNotificationRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useSentNotifications } from '../api/get-sent-notifications';
import type { NotificationListParams } from '../api/keys';
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
  const table = useTableState({ filter: 'deliveredOn', dir: 'desc' });
  const [archived, setArchived] = useState(false);
  const params = useMemo<NotificationListParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter,
      search: table.search || undefined,
      archived: archived || undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search, archived],
  );
  const query = useSentNotifications(params);
  const ids = [...table.selection].map(String);
  return (
    <Stack>
      <Switch
        label={t('sent.showArchived')}
        checked={archived}
        onChange={(e) => {
          setArchived(e.currentTarget.checked);
          table.clearSelection();
          table.setPage(0);
        }}
      />
      <DataTable
        aria-label={t(archived ? 'sent.archivedLabel' : 'sent.tableLabel')}
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        selectable
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, t('errors.sent')) : null}
        onRetry={() => void query.refetch()}
        emptyText={t(table.search ? 'noMatch' : archived ? 'sent.noArchived' : 'sent.empty')}
        toolbar={<BatchToolbar ids={ids} archive={!archived} onDone={table.clearSelection} />}
      />
    </Stack>
  );
}
