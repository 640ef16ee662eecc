import { Avatar, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityAdministratorRow } from '@gathering/contract';
import { AdministratorForm } from './administrator-form';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCommunityAdministrator } from '../api/create-community-administrator';
import { useBasicCommunities } from '../../../api/get-basic-communities';
import { communityAdministratorsQuery } from '../api/get-community-administrators';
import { useSetCommunityAdministratorActive } from '../api/set-community-administrator-active';
import { ActivationButton } from './activation-button';
import { useDateFormat } from '../../../lib/use-date-format';
import { YesNoBadge } from './yes-no-badge';

type Status = 'ACTIVE' | 'INACTIVE' | 'DELETED' | 'ONBOARDING' | 'SUSPENDED';
const column = createColumnHelper<CommunityAdministratorRow>();

function useColumns() {
  const { t } = useTranslation('administrators');
  const format = useDateFormat();
  const { mutateAsync: setActive } = useSetCommunityAdministratorActive();
  return useMemo(() => {
    const status = (s: string) => t(`status.${s as Status}`, { defaultValue: s });
    return [
      column.accessor('fullName', { header: t('columns.name') }),
      column.accessor('username', { header: t('columns.username') }),
      column.accessor('email', { header: t('columns.email') }),
      column.accessor('community', {
        header: t('columns.community'),
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={row.original.logo || undefined} alt="" size={24} radius="sm">
              {row.original.community.slice(0, 1)}
            </Avatar>
            <div>
              <Text size="sm">{row.original.community}</Text>
              <Text size="xs" c="dimmed">
                {status(row.original.communityStatus)}
                {row.original.appVersion ? ` · ${t('appVersion', { version: row.original.appVersion })}` : ''}
              </Text>
            </div>
          </Group>
        ),
      }),
      column.display({
        id: 'verified',
        header: t('columns.verified'),
        cell: ({ row }) => (
          <YesNoBadge value={row.original.isVerified} yes={t('verified')} no={t('pending')} />
        ),
      }),
      column.accessor('status', {
        header: t('columns.status'),
        cell: (c) => (
          <YesNoBadge value={c.getValue() === 'ACTIVE'} yes={status('ACTIVE')} no={status(c.getValue())} />
        ),
      }),
      column.accessor('lastLogin', {
        header: t('columns.lastLogin'),
        cell: (c) => format.dateTime(c.getValue(), t('never')),
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) =>
          row.original.status === 'DELETED' ? null : (
            <ActivationButton
              name={row.original.fullName}
              active={row.original.status === 'ACTIVE'}
              onChange={(active) => setActive({ id: row.original.id, active })}
            />
          ),
      }),
    ];
  }, [t, format, setActive]);
}

export function CommunityAdministratorsPanel() {
  const { t } = useTranslation('administrators');
  const columns = useColumns();
  const [communityId, setCommunityId] = useState<string | null>(null);
  const [creating, { open, close }] = useDisclosure(false);
  const toast = useToast();
  const create = useCreateCommunityAdministrator();
  const communities = useBasicCommunities();
  const options = useMemo(
    () => (communities.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [communities.data],
  );
  const list = usePagedList({ filter: 'created', dir: 'desc' }, (page) =>
    communityAdministratorsQuery({ ...page, communityId: communityId ?? undefined }),
  );

  return (
    <Stack>
      <PagedTable
        aria-label={t('community.label')}
        columns={columns}
        list={list}
        errorText={t('community.loadError')}
        emptyText={list.table.search || communityId ? t('community.noMatch') : t('community.empty')}
        toolbar={
          <Group>
            <Select
              aria-label={t('filter.community')}
              placeholder={t('filter.allCommunities')}
              data={options}
              searchable
              clearable
              value={communityId}
              onChange={(v) => {
                setCommunityId(v);
                list.table.setPage(0);
              }}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              {t('community.create')}
            </Button>
          </Group>
        }
      />
      <Dialog opened={creating} onClose={close} title={t('community.createTitle')} size="lg">
        <AdministratorForm
          communities={options}
          communitiesLoading={communities.isPending}
          submitLabel={t('community.create')}
          pending={create.isPending}
          onCancel={close}
          onSubmit={async (payload) => {
            try {
              const res = await create.mutateAsync({ ...payload, communityId: payload.communityId ?? '' });
              toast.success(res.message);
              close();
            } catch (err) {
              toast.error(errorMessage(err, t('community.createError')));
              throw err;
            }
          }}
        />
      </Dialog>
    </Stack>
  );
}
