import { Badge, SegmentedControl } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useGuests } from '../api/get-guests';
import type { GuestsParams } from '../api/keys';

const PLATFORMS = ['ios', 'android', 'web'] as const;
const isKnownPlatform = (v: string): v is (typeof PLATFORMS)[number] =>
  (PLATFORMS as readonly string[]).includes(v);

const column = createColumnHelper<GuestRow>();
const buildColumns = (t: TFunction<'guests'>) => {
  const when = (v: string | null) => formatDateTime(v) || t('never');
  return [
    column.accessor('createdOn', { header: t('columns.created'), cell: (c) => when(c.getValue()) }),
    column.accessor('lastLogin', { header: t('columns.lastLogin'), cell: (c) => when(c.getValue()) }),
    column.accessor('platform', {
      header: t('columns.platform'),
      cell: (c) => {
        const v = c.getValue();
        return v ? (isKnownPlatform(v) ? t(`platforms.${v}`) : v) : '—';
      },
    }),
    column.display({
      id: 'upgraded',
      header: t('columns.signedUp'),
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.isUpgraded ? 'green' : 'gray'}>
          {row.original.isUpgraded
            ? row.original.upgradedOn
              ? t('becameMemberOn', { date: formatDate(row.original.upgradedOn) })
              : t('becameMember')
            : t('guest')}
        </Badge>
      ),
    }),
    column.display({
      id: 'state',
      header: t('columns.status'),
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.isDeleted ? 'red' : 'green'}>
          {row.original.isDeleted ? t('views.deleted') : t('views.active')}
        </Badge>
      ),
    }),
  ];
};

/** App users without an account, one per device (GET /v2/guests). */
export function GuestsPanel() {
  const { t } = useTranslation('guests');
  const columns = useMemo(() => buildColumns(t), [t]);
  const table = useTableState({ filter: 'createdOn', dir: 'desc' });
  const [deleted, setDeleted] = useState(false);
  const params = useMemo<GuestsParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as GuestsParams['filter'],
      deleted,
    }),
    [table.offset, table.limit, table.dir, table.filter, deleted],
  );
  const query = useGuests(params);
  return (
    <DataTable
      aria-label={t('tableLabel')}
      columns={columns}
      data={query.data?.data}
      meta={query.data?.meta}
      state={table}
      searchable={false}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, t('error')) : null}
      onRetry={() => void query.refetch()}
      emptyText={deleted ? t('emptyDeleted') : t('empty')}
      toolbar={
        <SegmentedControl
          aria-label={t('statusLabel')}
          value={deleted ? 'deleted' : 'active'}
          onChange={(v) => {
            setDeleted(v === 'deleted');
            table.setPage(0);
          }}
          data={[
            { value: 'active', label: t('views.active') },
            { value: 'deleted', label: t('views.deleted') },
          ]}
        />
      }
    />
  );
}
