import { Button, Stack } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformAdministratorRow } from '@gathering/contract';
import { AdministratorForm } from './administrator-form';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreatePlatformAdministrator } from '../api/create-platform-administrator';
import { platformAdministratorsQuery } from '../api/get-platform-administrators';
import { useSetPlatformAdministratorActive } from '../api/set-platform-administrator-active';
import { ActivationButton } from './activation-button';
import { useDateFormat } from '../../../lib/use-date-format';
import { YesNoBadge } from './yes-no-badge';

const column = createColumnHelper<PlatformAdministratorRow>();

function useColumns() {
  const { t } = useTranslation('administrators');
  const format = useDateFormat();
  const { user } = useSession();
  const { mutateAsync: setActive } = useSetPlatformAdministratorActive();
  const myId = user?.id;
  return useMemo(
    () => [
      column.accessor('fullName', { header: t('columns.name') }),
      column.accessor('username', { header: t('columns.username') }),
      column.accessor('email', { header: t('columns.email') }),
      column.display({
        id: 'verified',
        header: t('columns.verified'),
        cell: ({ row }) => (
          <YesNoBadge value={row.original.isVerified} yes={t('verified')} no={t('pending')} />
        ),
      }),
      column.display({
        id: 'state',
        header: t('columns.status'),
        cell: ({ row }) => (
          <YesNoBadge value={!row.original.isDeleted} yes={t('status.ACTIVE')} no={t('status.INACTIVE')} />
        ),
      }),
      column.accessor('lastLogin', {
        header: t('columns.lastLogin'),
        cell: (c) => format.dateTime(c.getValue(), t('never')),
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        // Nobody deactivates themselves (the server refuses it too).
        cell: ({ row }) =>
          row.original.id === myId ? null : (
            <ActivationButton
              name={row.original.fullName}
              active={row.original.status === 'ACTIVE'}
              onChange={(active) => setActive({ id: row.original.id, active })}
            />
          ),
      }),
    ],
    [t, format, myId, setActive],
  );
}

export function PlatformAdministratorsPanel() {
  const { t } = useTranslation('administrators');
  const columns = useColumns();
  const [creating, { open, close }] = useDisclosure(false);
  const toast = useToast();
  const create = useCreatePlatformAdministrator();
  const list = usePagedList({ filter: 'fullName', dir: 'asc' }, platformAdministratorsQuery);

  return (
    <Stack>
      <PagedTable
        aria-label={t('platform.label')}
        columns={columns}
        list={list}
        errorText={t('platform.loadError')}
        emptyText={list.table.search ? t('platform.noMatch') : t('platform.empty')}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={open}>
            {t('platform.create')}
          </Button>
        }
      />
      <Dialog opened={creating} onClose={close} title={t('platform.createTitle')} size="lg">
        <AdministratorForm
          submitLabel={t('platform.create')}
          pending={create.isPending}
          onCancel={close}
          onSubmit={async ({ communityId: _ignored, ...payload }) => {
            try {
              const res = await create.mutateAsync(payload);
              toast.success(res.message);
              close();
            } catch (err) {
              toast.error(errorMessage(err, t('platform.createError')));
              throw err;
            }
          }}
        />
      </Dialog>
    </Stack>
  );
}
