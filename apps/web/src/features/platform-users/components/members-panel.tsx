import { Badge, Group, SegmentedControl, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformMemberListQuery, PlatformMemberRow } from '@gathering/contract';
import { DataTable, useTableState } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { usePlatformMembers } from '../api/get-platform-members';
import { CommunityFilter } from './community-filter';
import { EmailVerifiedSwitch, MultiCommunitySwitch } from './member-switches';
import { useDateOrNever } from './use-date';

const STATUS_COLOR: Record<string, string> = { ACTIVE: 'green', INACTIVE: 'yellow', DELETED: 'red' };
type Which = 'all' | 'active';

const column = createColumnHelper<PlatformMemberRow>();

function useColumns() {
  const { t } = useTranslation('platform-users');
  const date = useDateOrNever();
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
      column.accessor('lastLogin', { header: t('members.lastLogin'), cell: (c) => date(c.getValue()) }),
      column.display({
        id: 'multi',
        header: t('members.multi'),
        cell: ({ row }) => <MultiCommunitySwitch member={row.original} />,
      }),
    ],
    [t, date],
  );
}

export function MembersPanel() {
  const { t } = useTranslation('platform-users');
  const columns = useColumns();
  const table = useTableState({ filter: 'fullName', dir: 'asc' });
  const [communityId, setCommunityId] = useState<string | null>(null);
  const [which, setWhich] = useState<Which>('all');
  const params = useMemo(
    () => ({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as PlatformMemberListQuery['filter'],
      search: table.search || undefined,
      communityId: communityId ?? undefined,
      status: which === 'active' ? ('active' as const) : undefined,
    }),
    [table.offset, table.limit, table.dir, table.filter, table.search, communityId, which],
  );
  const query = usePlatformMembers(params);

  return (
    <DataTable
      aria-label={t('members.label')}
      columns={columns}
      data={query.data?.data}
      meta={query.data?.meta}
      state={table}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, t('members.loadError')) : null}
      onRetry={() => void query.refetch()}
      emptyText={table.search || communityId ? t('members.noMatch') : t('members.empty')}
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
            aria-label={t('members.which')}
            title={t('members.activeHint')}
            value={which}
            onChange={(v) => {
              setWhich(v as Which);
              table.setPage(0);
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
