import { Anchor, Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { notificationDraftsQuery } from '../api/get-notification-drafts';
import { BatchToolbar } from './batch-toolbar';
import { DeliverNowDialog } from './deliver-now-dialog';
import { AlertBadge, audienceText } from './labels';

const column = createColumnHelper<NotificationRow>();
const buildColumns = (t: TFunction<'notifications'>, deliver: (row: NotificationRow) => void) => [
  column.accessor('title', {
    header: t('columns.title'),
    cell: ({ row }) => (
      <>
        <Anchor component={Link} to={`/admin/notifications/${row.original.id}/edit`} fw={600} mr="xs">
          {row.original.title}
        </Anchor>
        {row.original.kind === 'EMERGENCY' && <AlertBadge alertType={row.original.alertType} />}
      </>
    ),
  }),
  column.display({
    id: 'audience',
    header: t('columns.audience'),
    cell: ({ row }) => audienceText(t, row.original),
  }),
  column.accessor('updatedOn', {
    header: t('columns.updatedOn'),
    cell: ({ row }) => formatDateTime(row.original.updatedOn),
  }),
  column.display({
    id: 'actions',
    header: '',
    cell: ({ row }) => (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} />}
        onClick={() => deliver(row.original)}
        aria-label={t('drafts.deliverNamed', { title: row.original.title })}
      >
        {t('drafts.deliver')}
      </Button>
    ),
  }),
];

/** Drafts, last changed first; each can be sent at once. */
export function DraftsTable() {
  const { t } = useTranslation('notifications');
  const [delivering, setDelivering] = useState<NotificationRow | null>(null);
  const columns = useMemo(() => buildColumns(t, setDelivering), [t]);
  const list = usePagedList({ filter: 'updatedOn', dir: 'desc' }, notificationDraftsQuery);
  const ids = [...list.table.selection].map(String);
  return (
    <>
      <PagedTable
        aria-label={t('drafts.tableLabel')}
        columns={columns}
        list={list}
        selectable
        errorText={t('errors.drafts')}
        emptyText={t(list.table.search ? 'noMatch' : 'drafts.empty')}
        toolbar={<BatchToolbar ids={ids} onDone={list.table.clearSelection} />}
      />
      {delivering && <DeliverNowDialog notification={delivering} onClose={() => setDelivering(null)} />}
    </>
  );
}
