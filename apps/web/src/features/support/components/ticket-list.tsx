import { Anchor, Badge, Box, Group, Stack, Tabs, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  SUPPORT_TICKET_STATUSES,
  type SupportTicketRow,
  type SupportTicketStatus,
} from '@gathering/contract';
import { PagedTable, usePagedList } from '../../../components/data-table';
import { formatDate, formatTime, truncate } from '../../../lib/format';
import { ticketsQuery } from '../api/get-tickets';
import type { SupportTicketsParams } from '../api/keys';
import type { SupportScope } from '../api/scope';
import { formatDuration } from './duration';
import { StatusBadge } from './status-badge';

export const TABS = ['all', ...SUPPORT_TICKET_STATUSES, 'escalated'] as const;
export type TicketTab = (typeof TABS)[number];

const column = createColumnHelper<SupportTicketRow>();

/** An unread ticket's texts are bold in every column, so it stands out across the whole row. */
function Cell({ row, children, dimmed }: { row: SupportTicketRow; children: ReactNode; dimmed?: boolean }) {
  return (
    <Text size="sm" fw={row.unread ? 700 : undefined} c={dimmed ? 'dimmed' : undefined}>
      {children}
    </Text>
  );
}

/** The day on one line and the time under it, so the date columns stay narrow. */
function When({ row, date }: { row: SupportTicketRow; date: string }) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <Cell row={row}>{formatDate(date)}</Cell>
      <Text size="xs" c="dimmed">
        {formatTime(date)}
      </Text>
    </div>
  );
}

function useColumns(scope: SupportScope, basePath: string) {
  const { t } = useTranslation('support');
  return useMemo(
    () => [
      column.display({
        id: 'ticket',
        header: t('columns.ticket'),
        cell: ({ row: { original: row } }) => (
          <Group gap={8} wrap="nowrap" align="flex-start" data-unread={row.unread || undefined}>
            {/* A dot for the eye, a word for screen readers: bold alone is not announced. */}
            <Box
              w={8}
              h={8}
              mt={6}
              style={{ borderRadius: 4, flex: 'none' }}
              bg={row.unread ? 'blue.6' : 'transparent'}
              role={row.unread ? 'img' : undefined}
              aria-label={row.unread ? t('unread') : undefined}
            />
            <div>
              <Anchor component={Link} to={`${basePath}/${row.id}`} size="sm" fw={row.unread ? 700 : 500}>
                {t(`type.${row.type}`)}
              </Anchor>
              <Text size="xs" c="dimmed" fw={row.unread ? 600 : undefined} maw={320}>
                {truncate(row.ticket.message, 90)}
              </Text>
            </div>
          </Group>
        ),
      }),
      column.accessor((row) => row.memberDetails.member, {
        id: 'member',
        header: t('columns.member'),
        cell: ({ row: { original: row } }) => (
          <div>
            <Cell row={row}>{row.memberDetails.guestId ? t('guest') : row.memberDetails.member}</Cell>
            {row.memberDetails.email && (
              <Text size="xs" c="dimmed">
                {row.memberDetails.email}
              </Text>
            )}
          </div>
        ),
      }),
      ...(scope === 'platform'
        ? [
            column.accessor((row) => row.communityDetails.community, {
              id: 'community',
              header: t('columns.community'),
              cell: ({ row: { original: row } }) => <Cell row={row}>{row.communityDetails.community}</Cell>,
            }),
          ]
        : []),
      column.accessor('status', {
        header: t('columns.status'),
        cell: ({ row: { original: row } }) => (
          <Group gap={4}>
            <StatusBadge status={row.status} />
            {row.escalated && (
              <Badge size="sm" variant="outline" color="grape">
                {t('escalated')}
              </Badge>
            )}
          </Group>
        ),
      }),
      column.accessor('postedOn', {
        header: t('columns.postedOn'),
        cell: ({ row: { original: row } }) => <When row={row} date={row.postedOn} />,
      }),
      column.accessor('lastActivityOn', {
        header: t('columns.lastActivityOn'),
        cell: ({ row: { original: row } }) => <When row={row} date={row.lastActivityOn} />,
      }),
      column.display({
        id: 'firstResponse',
        header: t('columns.firstResponse'),
        cell: ({ row: { original: row } }) => (
          <Cell row={row}>{formatDuration(row.firstResponseSeconds)}</Cell>
        ),
      }),
      column.display({
        id: 'resolution',
        header: t('columns.resolution'),
        cell: ({ row: { original: row } }) => <Cell row={row}>{formatDuration(row.resolutionSeconds)}</Cell>,
      }),
    ],
    [t, scope, basePath],
  );
}

function paramsOfTab(tab: TicketTab): Pick<SupportTicketsParams, 'status' | 'escalated'> {
  if (tab === 'all') return {};
  if (tab === 'escalated') return { escalated: true };
  return { status: tab };
}

/**
 * The inbox: status tabs (kept in the address, so Back returns to the same tab), search, sortable columns, 7 rows
 * a page, unread tickets in bold. The platform's table adds each ticket's community.
 */
export function TicketList({ scope, basePath }: { scope: SupportScope; basePath: string }) {
  const { t } = useTranslation('support');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((x) => x === searchParams.get('status')) ?? 'all';
  const columns = useColumns(scope, basePath);
  const list = usePagedList({ filter: 'lastActivityOn', dir: 'desc' }, (page) =>
    ticketsQuery(scope, { ...page, ...paramsOfTab(tab) }),
  );

  return (
    <Stack gap="sm">
      <Tabs
        value={tab}
        onChange={(next) => {
          setSearchParams(next && next !== 'all' ? { status: next } : {}, { replace: true });
          list.table.setPage(0);
        }}
      >
        <Tabs.List aria-label={t('tabs.label')}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {value === 'all' || value === 'escalated'
                ? t(`tabs.${value}`)
                : t(`status.${value as SupportTicketStatus}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <PagedTable
        aria-label={t('tableLabel')}
        columns={columns}
        list={list}
        errorText={scope === 'platform' ? t('errors.fetchAdminTickets') : t('errors.fetchCommunityTickets')}
        emptyText={list.table.search ? t('noMatch') : t('empty')}
      />
    </Stack>
  );
}
