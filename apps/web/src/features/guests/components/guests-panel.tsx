import { Badge, SegmentedControl } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { GuestRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useGuests, type GuestsParams } from '../api/get-guests';

export const GUESTS_ERROR = 'Error trying to fetch guests';
const PLATFORM_LABELS: Record<string, string> = { ios: 'iOS', android: 'Android', web: 'Web' };
const when = (v: string | null) => (v ? dayjs(v).format('MMM D, YYYY h:mm A') : 'Never');

const column = createColumnHelper<GuestRow>();
const columns = [
  column.accessor('createdOn', { header: 'Created', cell: (c) => when(c.getValue()) }),
  column.accessor('lastLogin', { header: 'Last login', cell: (c) => when(c.getValue()) }),
  column.accessor('platform', {
    header: 'Platform',
    cell: (c) => {
      const v = c.getValue();
      return v ? (PLATFORM_LABELS[v] ?? v) : '—';
    },
  }),
  column.display({
    id: 'upgraded',
    header: 'Signed up',
    cell: ({ row }) => (
      <Badge variant="light" color={row.original.isUpgraded ? 'green' : 'gray'}>
        {row.original.isUpgraded
          ? `Became a member${row.original.upgradedOn ? ` on ${dayjs(row.original.upgradedOn).format('MMM D, YYYY')}` : ''}`
          : 'Guest'}
      </Badge>
    ),
  }),
  column.display({
    id: 'state',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant="light" color={row.original.isDeleted ? 'red' : 'green'}>
        {row.original.isDeleted ? 'Deleted' : 'Active'}
      </Badge>
    ),
  }),
];

/** App users without an account, one per device (GET /v2/guests). */
export function GuestsPanel() {
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
      aria-label="Guests"
      columns={columns}
      data={query.data?.data}
      meta={query.data?.meta}
      state={table}
      searchable={false}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, GUESTS_ERROR) : null}
      onRetry={() => void query.refetch()}
      emptyText={deleted ? 'No deleted guests' : 'No guests yet'}
      toolbar={
        <SegmentedControl
          aria-label="Guest status"
          value={deleted ? 'deleted' : 'active'}
          onChange={(v) => {
            setDeleted(v === 'deleted');
            table.setPage(0);
          }}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'deleted', label: 'Deleted' },
          ]}
        />
      }
    />
  );
}
