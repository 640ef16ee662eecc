import { Avatar, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { CommunityAdministratorRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCommunityAdministrator } from '../api/create-community-administrator';
import { useBasicCommunities } from '../api/get-basic-communities';
import {
  useCommunityAdministrators,
  type CommunityAdministratorsParams,
} from '../api/get-community-administrators';
import { AdministratorForm } from '../../../components/administrator-form';
import { YesNoBadge } from './yes-no-badge';

export const CREATE_COMMUNITY_ADMIN_ERROR = 'Error trying to create community admin';

const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

const column = createColumnHelper<CommunityAdministratorRow>();
const columns = [
  column.accessor('fullName', { header: 'Name' }),
  column.accessor('username', { header: 'Username' }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('community', {
    header: 'Community',
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={row.original.logo || undefined} alt="" size={24} radius="sm">
          {row.original.community.slice(0, 1)}
        </Avatar>
        <div>
          <Text size="sm">{row.original.community}</Text>
          <Text size="xs" c="dimmed">
            {titleCase(row.original.communityStatus)}
            {row.original.appVersion ? ` · app ${row.original.appVersion}` : ''}
          </Text>
        </div>
      </Group>
    ),
  }),
  column.display({
    id: 'verified',
    header: 'E-mail verified',
    cell: ({ row }) => <YesNoBadge value={row.original.isVerified} yes="Verified" no="Pending" />,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <YesNoBadge value={c.getValue() === 'ACTIVE'} yes="Active" no={titleCase(c.getValue())} />,
  }),
  column.accessor('lastLogin', {
    header: 'Last login',
    cell: (c) => (c.getValue() ? dayjs(c.getValue()).format('MMM D, YYYY h:mm A') : 'Never'),
  }),
];

export function CommunityAdministratorsPanel() {
  const table = useTableState({ filter: 'created', dir: 'desc' });
  const [communityId, setCommunityId] = useState<string | null>(null);
  const [creating, { open, close }] = useDisclosure(false);
  const toast = useToast();
  const create = useCreateCommunityAdministrator();
  const communities = useBasicCommunities();
  const options = useMemo(
    () => (communities.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [communities.data],
  );
  const params = useMemo<CommunityAdministratorsParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as CommunityAdministratorsParams['filter'],
      search: table.search || undefined,
      communityId: communityId ?? undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search, communityId],
  );
  const query = useCommunityAdministrators(params);

  return (
    <Stack>
      <DataTable
        aria-label="Community administrators"
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, 'Error trying to fetch community admins') : null}
        onRetry={() => void query.refetch()}
        emptyText={
          table.search || communityId
            ? 'No community administrator matches'
            : 'No community administrators yet'
        }
        toolbar={
          <Group>
            <Select
              aria-label="Filter by community"
              placeholder="All communities"
              data={options}
              searchable
              clearable
              value={communityId}
              onChange={(v) => {
                setCommunityId(v);
                table.setPage(0);
              }}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              Create community admin
            </Button>
          </Group>
        }
      />
      <Modal opened={creating} onClose={close} title="Create community administrator" size="lg">
        <AdministratorForm
          communities={options}
          communitiesLoading={communities.isPending}
          submitLabel="Create community admin"
          pending={create.isPending}
          onCancel={close}
          onSubmit={async (payload) => {
            try {
              const res = await create.mutateAsync({ ...payload, communityId: payload.communityId ?? '' });
              toast.success(res.message);
              close();
            } catch (err) {
              toast.error(errorMessage(err, CREATE_COMMUNITY_ADMIN_ERROR));
              throw err;
            }
          }}
        />
      </Modal>
    </Stack>
  );
}
