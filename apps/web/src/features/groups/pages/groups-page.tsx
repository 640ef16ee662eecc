import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GroupRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCreateGroup } from '../api/create-group';
import { useGroups, type GroupsParams } from '../api/get-groups';
import { GroupNameModal } from '../components/group-name-modal';
import { GROUP_ERRORS } from '../components/group-texts';

const column = createColumnHelper<GroupRow>();
const columns = [
  column.accessor('group', {
    header: 'Name',
    cell: ({ row }) => (
      <Anchor component={Link} to={`/admin/groups/${row.original.id}`} fw={600}>
        {row.original.group}
      </Anchor>
    ),
  }),
  column.accessor('members', { header: 'Members' }),
  column.accessor('createdOn', {
    header: 'Created',
    cell: (c) => dayjs(c.getValue()).format('MMM D, YYYY'),
  }),
];

/** /admin/groups: the community's groups, with a create form. */
export function GroupsPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const table = useTableState({ filter: 'group', dir: 'asc' });
  const [creating, setCreating] = useState(false);
  const create = useCreateGroup();
  const params = useMemo<GroupsParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as GroupsParams['filter'],
      search: table.search || undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search],
  );
  const query = useGroups(params);

  async function createGroup(name: string) {
    try {
      const group = await create.mutateAsync({ group: name });
      toast.success(`The group ${group.group} was created.`);
      void navigate(`/admin/groups/${group.id}`);
    } catch (err) {
      toast.error(errorMessage(err, GROUP_ERRORS.create));
      throw err;
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Groups</Title>
          <Text c="dimmed" size="sm">
            Arrange members in groups to publish content and send notifications to some of them.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create group
        </Button>
      </Group>
      <DataTable
        aria-label="Groups"
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, GROUP_ERRORS.list) : null}
        onRetry={() => void query.refetch()}
        emptyText={table.search ? 'No group matches your search' : 'No groups yet'}
      />
      <GroupNameModal
        opened={creating}
        title="Create group"
        submitLabel="Create group"
        onSubmit={createGroup}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}

export default GroupsPage;
