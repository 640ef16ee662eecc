import { Badge, Group, SegmentedControl, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformMemberRow } from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { platformMembersQuery } from '../api/get-platform-members';
import { CommunityFilter } from './community-filter';
import { EmailVerifiedSwitch, MultiCommunitySwitch } from './member-switches';
import { useDateFormat } from '../../../lib/use-date-format';

const STATUS_COLOR: Record<string, string> = { ACTIVE: 'green', INACTIVE: 'yellow', DELETED: 'red' };
type Which = 'all' | 'active';

const column = createColumnHelper<PlatformMemberRow>();

function useColumns() {
  const { t } = useTranslation('platform-users');
  const format = useDateFormat();
  return useMemo(
    () => [
      // Name, username and e-mail share one column and "E-mail verified" sits right next to it, so the table
      // fits a 1366 px screen without hiding the verification switch behind a scroll (issue 10 item 8).
      column.accessor('fullName', {
        header: t('members.name'),
        cell: ({ row }) => (
          <div>
            <Text size="sm">{row.original.fullName}</Text>
            <Text size="xs" c="dimmed">
              @{row.original.username} · {row.original.email}
            </Text>
          </div>
        ),
      }),
      column.display({
        id: 'verified',
        header: t('members.verified'),
        cell: ({ row }) => <EmailVerifiedSwitch member={row.original} />,
      }),
      column.accessor('community', { header: t('members.community') }),
      column.accessor('status', {
        header: t('members.status'),
        cell: (c) => (
          <Badge variant="light" color={STATUS_COLOR[c.getValue()] ?? 'gray'}>
            {t(`status.${c.getValue() as 'ACTIVE' | 'INACTIVE' | 'DELETED'}`, { defaultValue: c.getValue() })}
          </Badge>
        ),
      }),
      column.accessor('scope', {
        header: t('members.scope'),
        cell: (c) =>
          t(`scope.${c.getValue() as 'APP' | 'INVITED' | 'IMPORTED'}`, { defaultValue: c.getValue() }),
      }),
      column.accessor('lastLogin', {
        header: t('members.lastLogin'),
        cell: (c) => format.date(c.getValue(), t('never')),
      }),
      column.display({
        id: 'multi',
        header: t('members.multi'),
        cell: ({ row }) => <MultiCommunitySwitch member={row.original} />,
      }),
    ],
    [t, format],
  );
}

export function MembersPanel() {
  const { t } = useTranslation('platform-users');
  const columns = useColumns();
  const [communityId, setCommunityId] = useState<string | null>(null);
  const [which, setWhich] = useState<Which>('all');
  const list = usePagedList({ filter: 'fullName', dir: 'asc' }, (page) =>
    platformMembersQuery({
      ...page,
      communityId: communityId ?? undefined,
      status: which === 'active' ? ('active' as const) : undefined,
    }),
  );

  return (
    <PagedTable
      aria-label={t('members.label')}
      columns={columns}
      list={list}
      errorText={t('members.loadError')}
      emptyText={list.table.search || communityId ? t('members.noMatch') : t('members.empty')}
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
            aria-label={t('members.which')}
            title={t('members.activeHint')}
            value={which}
            onChange={(v) => {
              setWhich(v as Which);
              list.table.setPage(0);
            }}
            data={[
              { value: 'all', label: t('members.all') },
              { value: 'active', label: t('members.active') },
            ]}
          />
        </Group>
      }
    />
  );
}
