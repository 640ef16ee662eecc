import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CommunityListQuery, CommunityOverviewRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { useCommunities } from '../api/get-communities';
import { CommunityLogo } from '../components/community-logo';
import { CreateCommunityForm } from '../components/create-community-form';
import { titleCase } from '../components/labels';
import { StatusBadge } from '../components/status-badge';

const column = createColumnHelper<CommunityOverviewRow>();
const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-CA'));

const columns = [
  column.display({
    id: 'logo',
    header: 'Logo',
    cell: ({ row }) => <CommunityLogo name={row.original.name} logo={row.original.logo} />,
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <Anchor component={Link} to={`/administrator/community/${row.original.id}`} fw={500}>
        {row.original.name}
      </Anchor>
    ),
  }),
  column.accessor('subscription', { header: 'Subscription', cell: (c) => titleCase(c.getValue()) }),
  column.accessor('members', { header: 'Members', cell: (c) => count(c.getValue()) }),
  column.accessor('guests', { header: 'Guests', cell: (c) => count(c.getValue()) }),
  column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
  column.accessor('population', { header: 'Population', cell: (c) => count(c.getValue()) }),
  column.accessor('createdOn', {
    id: 'created',
    header: 'Created',
    cell: (c) => dayjs(c.getValue()).format('MMM D, YYYY'),
  }),
];

export function CommunitiesPage() {
  const table = useTableState({ filter: 'created', dir: 'desc' });
  const [creating, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const params = useMemo(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as CommunityListQuery['filter'],
      search: table.search || undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search],
  );
  const query = useCommunities(params);

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1}>Communities</Title>
          <Text c="dimmed" size="sm">
            Every community on the platform. Open one to edit it, upload its logo, set push credentials and
            more.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={open}>
          Create community
        </Button>
      </Group>
      <DataTable
        aria-label="Communities"
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, 'Error trying to fetch communities') : null}
        onRetry={() => void query.refetch()}
        emptyText={table.search ? 'No community matches your search' : 'No communities yet'}
      />
      <Modal opened={creating} onClose={close} title="Create community" size="lg">
        <CreateCommunityForm
          onCancel={close}
          onCreated={(community) => {
            close();
            void navigate(`/administrator/community/${community.id}`);
          }}
        />
      </Modal>
    </Stack>
  );
}

export default CommunitiesPage;
