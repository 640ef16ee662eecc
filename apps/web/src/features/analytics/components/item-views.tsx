import { Anchor, Group, Pagination, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard, formatChartX, StatTile } from '../../../components/charts';
import type { Language } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { ItemAnalytics } from '../api/get-item-analytics';

// The six per-item views (spec §3 "Feed item analytics"), each drawn from the one combined answer. Every tile says
// its period (issue 22 item 4): a series' days as the server resolved them, or Lifetime.

type Part<K extends keyof ItemAnalytics> = { data: ItemAnalytics[K] };

function useCount() {
  const { i18n } = useTranslation();
  return (v: number) => formatNumber(v, { language: i18n.language as Language });
}

export function ViewsView({ data }: Part<'views'>) {
  const { t } = useTranslation('analytics');
  const days = t('covers', { from: formatChartX(data.from), to: formatChartX(data.to) });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatTile label={t('item.views.total')} period={days} value={data.views} />
        <StatTile label={t('item.views.unique')} period={days} value={data.unique} />
      </SimpleGrid>
      <ChartCard
        title={t('item.views.chart')}
        data={data.data}
        series={[{ name: 'count', label: t('item.tabs.views') }]}
        description={days}
      />
    </Stack>
  );
}

export function ViewershipView({ data }: Part<'viewership'>) {
  const { t, i18n } = useTranslation('analytics');
  const percent = (v: number) =>
    formatNumber(v / 100, {
      style: 'percent',
      maximumFractionDigits: 2,
      language: i18n.language as Language,
    });
  const lifetime = t('filters.LIFETIME');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <StatTile label={t('item.viewership.totalViews')} period={lifetime} value={data.totalViews} />
      <StatTile label={t('item.viewership.uniqueViews')} period={lifetime} value={data.uniqueViews} />
      {/* The item's audience now: the active members it is published to. */}
      <StatTile label={t('item.viewership.audience')} period={t('tile.now')} value={data.audience} />
      <StatTile
        label={t('item.viewership.viewership')}
        period={lifetime}
        value={data.viewership}
        format={percent}
        hint={t('item.viewership.hint')}
      />
    </SimpleGrid>
  );
}

export function ConversionsView({ data }: Part<'conversions'>) {
  const { t } = useTranslation('analytics');
  const days = t('covers', { from: formatChartX(data.from), to: formatChartX(data.to) });
  const n = useCount();
  const kindLabel = (kind: string) =>
    ['FORM', 'RSVP', 'JOB_LINK', 'DOCUMENT'].includes(kind)
      ? t(`item.conversions.kinds.${kind as 'FORM'}`)
      : kind;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatTile label={t('item.conversions.total')} period={days} value={data.total} />
        <StatTile
          label={t('item.conversions.lifetime')}
          period={t('filters.LIFETIME')}
          value={data.totalConversions}
        />
      </SimpleGrid>
      <ChartCard
        title={t('item.conversions.chart')}
        kind="bar"
        data={data.data}
        series={[{ name: 'count', label: t('item.tabs.conversions') }]}
        description={days}
      />
      {data.byKind.length > 0 && (
        <Table>
          <Table.Caption>{t('item.conversions.byKind')}</Table.Caption>
          <Table.Tbody>
            {data.byKind.map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Th scope="row">{kindLabel(row.kind)}</Table.Th>
                <Table.Td ta="right">{n(row.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function NotificationsView({ data }: Part<'notifications'>) {
  const { t } = useTranslation('analytics');
  const n = useCount();
  if (data.data.length === 0) return <Text c="dimmed">{t('item.notifications.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('item.notifications.title')}</Table.Th>
            <Table.Th>{t('item.notifications.body')}</Table.Th>
            <Table.Th>{t('item.notifications.deliveredOn')}</Table.Th>
            <Table.Th ta="right">{t('item.notifications.delivered')}</Table.Th>
            <Table.Th ta="right">{t('item.notifications.conversions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                {/* Each push leads to its own page (delivery figures, acknowledgements, retract). */}
                <Anchor component={Link} to={`/admin/notifications/${row.id}`}>
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.body}</Table.Td>
              <Table.Td>
                {row.deliveredOn ? formatDateTime(row.deliveredOn) : t('item.notifications.notSent')}
              </Table.Td>
              <Table.Td ta="right">{n(row.delivered)}</Table.Td>
              <Table.Td ta="right">{n(row.conversions)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Pager({
  pages,
  offset,
  onPage,
}: {
  pages: number;
  offset: number;
  onPage: (offset: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="flex-end">
      <Pagination size="sm" total={pages} value={offset + 1} onChange={(p) => onPage(p - 1)} />
    </Group>
  );
}

function LogTable({ head, rows }: { head: string[]; rows: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ActivityView({ data, onPage }: Part<'activity'> & { onPage: (offset: number) => void }) {
  const { t } = useTranslation('analytics');
  if (data.data.length === 0) return <Text c="dimmed">{t('item.activity.none')}</Text>;
  return (
    <Stack gap="sm">
      <LogTable
        head={[
          t('item.activity.date'),
          t('item.activity.type'),
          t('item.activity.name'),
          t('item.activity.email'),
        ]}
        rows={data.data.map((row, i) => (
          <Table.Tr key={`${row.date}-${i}`}>
            <Table.Td>{formatDateTime(row.date)}</Table.Td>
            <Table.Td>{t(`item.activity.${row.type}`)}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.email ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      />
      <Pager pages={data.meta.pages} offset={data.meta.current} onPage={onPage} />
    </Stack>
  );
}

export function PublishingView({ data, onPage }: Part<'publishing'> & { onPage: (offset: number) => void }) {
  const { t } = useTranslation('analytics');
  if (data.data.length === 0) return <Text c="dimmed">{t('item.publishing.none')}</Text>;
  return (
    <Stack gap="sm">
      <LogTable
        head={[t('item.publishing.when'), t('item.publishing.what'), t('item.publishing.who')]}
        rows={data.data.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{formatDateTime(row.logged)}</Table.Td>
            <Table.Td>{t(`item.publishing.types.${row.type}`)}</Table.Td>
            <Table.Td>
              {row.name || t('item.publishing.scheduler')}
              {row.email && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({row.email})
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      />
      <Pager pages={data.meta.pages} offset={data.meta.current} onPage={onPage} />
    </Stack>
  );
}
