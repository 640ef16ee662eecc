import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { scheduledNotificationsQuery } from '../api/get-scheduled-notifications';
import { BatchToolbar } from './batch-toolbar';
import { AlertBadge, audienceText, contentPath } from './labels';
import { SendTime } from './send-time';

const column = createColumnHelper<NotificationRow>();
const buildColumns = (t: TFunction<'notifications'>) => [
  column.accessor('title', {
    header: t('columns.title'),
    cell: ({ row }) => {
      const n = row.original;
      // A scheduled item's push is not a notification yet: it is seen and changed on its item.
      if (n.onPublish && n.data)
        return (
          <Stack gap={2}>
            <Anchor component={Link} to={contentPath(n.data)} fw={600}>
              {n.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('scheduled.withItem', { headline: n.data.headline })}
            </Text>
          </Stack>
        );
      return (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/admin/notifications/${n.id}`} fw={600}>
            {n.title}
          </Anchor>
          {n.kind === 'EMERGENCY' && <AlertBadge alertType={n.alertType} />}
        </Group>
      );
    },
  }),
  column.accessor('schedule', {
    header: t('columns.sendsOn'),
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <SendTime at={row.original.schedule} zone={row.original.zone} localTime={row.original.localTime} />
        {(row.original.recurrence || row.original.seriesId) && (
          // An image with a name: a bare span may not carry aria-label (axe's aria-prohibited-attr).
          <Text
            span
            c="dimmed"
            role="img"
            title={t('schedule.repeatsTitle')}
            aria-label={t('schedule.repeatsTitle')}
          >
            <IconRepeat size={14} />
          </Text>
        )}
      </Group>
    ),
  }),
  column.display({
    id: 'audience',
    header: t('columns.audience'),
    cell: ({ row }) => audienceText(t, row.original),
  }),
];

/** Notifications waiting for their time, soonest first. */
export function ScheduledTable() {
  const { t } = useTranslation('notifications');
  const columns = useMemo(() => buildColumns(t), [t]);
  const list = usePagedList({ filter: 'schedule', dir: 'asc' }, scheduledNotificationsQuery);
  const ids = [...list.table.selection].map(String);
  const rows = list.query.data?.data ?? [];
  // Selected pushes of scheduled items: archiving or deleting them cancels the push, the item stays scheduled.
  const withItems = rows.filter((r) => r.onPublish && list.table.selection.has(r.id)).length;
  return (
    <PagedTable
      aria-label={t('scheduled.tableLabel')}
      columns={columns}
      list={list}
      selectable
      errorText={t('errors.scheduled')}
      emptyText={t(list.table.search ? 'noMatch' : 'scheduled.empty')}
      toolbar={<BatchToolbar ids={ids} onDone={list.table.clearSelection} withItems={withItems} />}
    />
  );
}
