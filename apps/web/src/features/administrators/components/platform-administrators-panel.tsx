import { Button, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { PlatformAdministratorRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCreatePlatformAdministrator } from '../api/create-platform-administrator';
import {
  usePlatformAdministrators,
  type PlatformAdministratorsParams,
} from '../api/get-platform-administrators';
import { AdministratorForm } from '../../../components/administrator-form';
import { YesNoBadge } from './yes-no-badge';

export const CREATE_ADMINISTRATOR_ERROR = 'Error trying to create administrator';

const column = createColumnHelper<PlatformAdministratorRow>();
const columns = [
  column.accessor('fullName', { header: 'Name' }),
  column.accessor('username', { header: 'Username' }),
  column.accessor('email', { header: 'E-mail' }),
  column.display({
    id: 'verified',
    header: 'E-mail verified',
    cell: ({ row }) => <YesNoBadge value={row.original.isVerified} yes="Verified" no="Pending" />,
  }),
  column.display({
    id: 'state',
    header: 'Status',
    cell: ({ row }) => <YesNoBadge value={!row.original.isDeleted} yes="Active" no="Inactive" />,
  }),
  column.accessor('lastLogin', {
    header: 'Last login',
    cell: (c) => (c.getValue() ? dayjs(c.getValue()).format('MMM D, YYYY h:mm A') : 'Never'),
  }),
];

export function PlatformAdministratorsPanel() {
  const table = useTableState({ filter: 'fullName', dir: 'asc' });
  const [creating, { open, close }] = useDisclosure(false);
  const toast = useToast();
  const create = useCreatePlatformAdministrator();
  const params = useMemo<PlatformAdministratorsParams>(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as PlatformAdministratorsParams['filter'],
      search: table.search || undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search],
  );
  const query = usePlatformAdministrators(params);

  return (
    <Stack>
      <DataTable
        aria-label="Platform administrators"
        columns={columns}
        data={query.data?.data}
        meta={query.data?.meta}
        state={table}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error, 'Error trying to fetch administrators') : null}
        onRetry={() => void query.refetch()}
        emptyText={table.search ? 'No administrator matches your search' : 'No administrators yet'}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={open}>
            Create administrator
          </Button>
        }
      />
      <Modal opened={creating} onClose={close} title="Create platform administrator" size="lg">
        <AdministratorForm
          submitLabel="Create administrator"
          pending={create.isPending}
          onCancel={close}
          onSubmit={async ({ communityId: _ignored, ...payload }) => {
            try {
              const res = await create.mutateAsync(payload);
              toast.success(res.message);
              close();
            } catch (err) {
              toast.error(errorMessage(err, CREATE_ADMINISTRATOR_ERROR));
              throw err;
            }
          }}
        />
      </Modal>
    </Stack>
  );
}
