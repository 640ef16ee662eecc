import { Badge, Group, SegmentedControl } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformGuestListQuery, PlatformGuestRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { platformGuestsQuery } from '../api/get-platform-guests';
import { CommunityFilter } from './community-filter';
import { useDateFormat } from '../../../lib/use-date-format';

// Product names, the same in every language.
const DEVICE_NAMES: Record<string, string> = { ios: 'iOS', android: 'Android' };

const column = createColumnHelper<PlatformGuestRow>();

function useColumns() {
  const { t } = useTranslation('platform-users');
  const format = useDateFormat();
  return useMemo(
    () => [
      column.accessor('community', { header: t('guests.community') }),
      column.display({
        id: 'platform',
        header: t('guests.device'),
        cell: ({ row }) => {
          const p = row.original.platform;
          if (!p) return '—';
          return p === 'web' ? t('guests.web') : (DEVICE_NAMES[p] ?? p);
        },
      }),
      column.display({
        id: 'upgraded',
        header: t('guests.signedUp'),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.isUpgraded ? 'green' : 'gray'}>
            {row.original.isUpgraded ? t('guests.becameMember') : t('guests.guest')}
          </Badge>
        ),
      }),
      column.display({
        id: 'state',
        header: t('guests.status'),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.isDeleted ? 'red' : 'green'}>
            {row.original.isDeleted ? t('guests.deleted') : t('guests.active')}
          </Badge>
        ),
      }),
      column.accessor('createdOn', {
        id: 'created',
        header: t('guests.firstSeen'),
        cell: (c) => format.date(c.getValue(), t('never')),
      }),
      column.accessor('lastLogin', {
        header: t('guests.lastSeen'),
        cell: (c) => format.date(c.getValue(), t('never')),
      }),
    ],
    [t, format],
  );
}

type Deleted = PlatformGuestListQuery['deleted'];

export function GuestsPanel() {
  const { t } = useTranslation('platform-users');
  const columns = useColumns();
  const [deleted, setDeleted] = useState<Deleted>('false');
  const [communityId, setCommunityId] = useState<string | null>(null);
  const list = usePagedList({ filter: 'created', dir: 'desc' }, (page) =>
    platformGuestsQuery({ ...page, deleted, communityId: communityId ?? undefined }),
  );

  return (
    <PagedTable
      aria-label={t('guests.label')}
      columns={columns}
      list={list}
      errorText={t('guests.loadError')}
      emptyText={deleted === 'true' ? t('guests.emptyDeleted') : t('guests.empty')}
      toolbar={
        <Group>
          <CommunityFilter
            value={communityId}
            onChange={(v) => {
              setCommunityId(v);
              list.table.setPage(0);
            }}
          />
          <SegmentedControl
            aria-label={t('guests.which')}
            value={deleted}
            onChange={(v) => {
              setDeleted(v as Deleted);
              list.table.setPage(0);
            }}
            data={[
              { value: 'false', label: t('guests.active') },
              { value: 'true', label: t('guests.deleted') },
            ]}
          />
        </Group>
      }
    />
  );
}
