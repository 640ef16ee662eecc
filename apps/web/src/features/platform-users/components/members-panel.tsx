import { Badge, Group, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { PlatformMemberListQuery, PlatformMemberRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { usePlatformMembers } from '../api/get-platform-members';
import { CommunityFilter } from './community-filter';
import { EmailVerifiedSwitch, MultiCommunitySwitch } from './member-switches';

const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
const STATUS_COLOR: Record<string, string> = { ACTIVE: 'green', INACTIVE: 'yellow', DELETED: 'red' };

const column = createColumnHelper<PlatformMemberRow>();
const columns = [
  column.accessor('fullName', {
    header: 'Name',
    cell: ({ row }) => (
      <div>
        <Text size="sm">{row.original.fullName}</Text>
        <Text size="xs" c="dimmed">
          @{row.original.username}
        </Text>
      </div>
    ),
  }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('community', { header: 'Community' }),
  column.accessor('scope', { header: 'Joined by', cell: (c) => titleCase(c.getValue()) }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <Badge variant="light" color={STATUS_COLOR[c.getValue()] ?? 'gray'}>
        {titleCase(c.getValue())}
      </Badge>
    ),
  }),
  column.accessor('lastLogin', {
    header: 'Last login',
    cell: (c) => (c.getValue() ? dayjs(c.getValue()).format('MMM D, YYYY') : 'Never'),
  }),
  column.display({
    id: 'multi',
    header: 'Multi-community',
    cell: ({ row }) => <MultiCommunitySwitch member={row.original} />,
  }),
  column.display({
    id: 'verified',
    header: 'E-mail verified',
    cell: ({ row }) => <EmailVerifiedSwitch member={row.original} />,
  }),
];

export function MembersPanel() {
  const table = useTableState({ filter: 'fullName', dir: 'asc' });
  const [communityId, setCommunityId] = useState<string | null>(null);
  const params = useMemo(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as PlatformMemberListQuery['filter'],
      search: table.search || undefined,
      communityId: communityId ?? undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search, communityId],
  );
  const query = usePlatformMembers(params);

  return (
    <DataTable
      aria-label="Members"
      columns={columns}
      data={query.data?.data}
      meta={query.data?.meta}
      state={table}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, 'Error trying to fetch community members') : null}
      onRetry={() => void query.refetch()}
      emptyText={table.search || communityId ? 'No member matches' : 'No members yet'}
      toolbar={
        <Group>
          <CommunityFilter
            value={communityId}
            onChange={(v) => {
              setCommunityId(v);
              table.setPage(0);
            }}
          />
        </Group>
      }
    />
  );
}
