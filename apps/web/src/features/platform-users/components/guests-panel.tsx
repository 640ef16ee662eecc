import { Badge, Group, SegmentedControl } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { PlatformGuestListQuery, PlatformGuestRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { usePlatformGuests } from '../api/get-platform-guests';
import { CommunityFilter } from './community-filter';

const PLATFORM_LABELS: Record<string, string> = { ios: 'iOS', android: 'Android', web: 'Web' };
const when = (v: string | null) => (v ? dayjs(v).format('MMM D, YYYY') : 'Never');

const column = createColumnHelper<PlatformGuestRow>();
const columns = [
  column.accessor('community', { header: 'Community' }),
  column.display({
    id: 'platform',
    header: 'Device',
    cell: ({ row }) =>
      row.original.platform ? (PLATFORM_LABELS[row.original.platform] ?? row.original.platform) : '—',
  }),
  column.display({
    id: 'upgraded',
    header: 'Signed up',
    cell: ({ row }) => (
      <Badge variant="light" color={row.original.isUpgraded ? 'green' : 'gray'}>
        {row.original.isUpgraded ? 'Became a member' : 'Guest'}
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
  column.accessor('createdOn', { id: 'created', header: 'First seen', cell: (c) => when(c.getValue()) }),
  column.accessor('lastLogin', { header: 'Last seen', cell: (c) => when(c.getValue()) }),
];

type Deleted = PlatformGuestListQuery['deleted'];

export function GuestsPanel() {
  const table = useTableState({ filter: 'created', dir: 'desc' });
  const [deleted, setDeleted] = useState<Deleted>('false');
  const [communityId, setCommunityId] = useState<string | null>(null);
  const params = useMemo(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as PlatformGuestListQuery['filter'],
      search: table.search || undefined,
      deleted,
      communityId: communityId ?? undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search, deleted, communityId],
  );
  const query = usePlatformGuests(params);

  return (
    <DataTable
      aria-label="Guests"
      columns={columns}
      data={query.data?.data}
      meta={query.data?.meta}
      state={table}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, 'Error trying to fetch guests') : null}
      onRetry={() => void query.refetch()}
      emptyText={deleted === 'true' ? 'No deleted guests' : 'No guests yet'}
      toolbar={
        <Group>
          <CommunityFilter
            value={communityId}
            onChange={(v) => {
              setCommunityId(v);
              table.setPage(0);
            }}
          />
          <SegmentedControl
            aria-label="Guest status"
            value={deleted}
            onChange={(v) => {
              setDeleted(v as Deleted);
              table.setPage(0);
            }}
            data={[
              { value: 'false', label: 'Active' },
              { value: 'true', label: 'Deleted' },
            ]}
          />
        </Group>
      }
    />
  );
}
