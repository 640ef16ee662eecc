import { Badge, SegmentedControl } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { formatDate, formatDateTime } from '../../../lib/format';
import { guestsQuery } from '../api/get-guests';

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
  const [deleted, setDeleted] = useState(false);
  const list = usePagedList({ filter: 'createdOn', dir: 'desc' }, (page) =>
    guestsQuery({ ...page, deleted }),
  );
  return (
    <PagedTable
      aria-label={t('tableLabel')}
      columns={columns}
      list={list}
      searchable={false}
      errorText={t('error')}
      emptyText={deleted ? t('emptyDeleted') : t('empty')}
      toolbar={
        <SegmentedControl
          aria-label={t('statusLabel')}
          value={deleted ? 'deleted' : 'active'}
          onChange={(v) => {
            setDeleted(v === 'deleted');
            list.table.setPage(0);
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
