import {
  Avatar,
  Button,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type CommunityAnalyticsRow } from '@gathering/contract';
import type { Language } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useFilteredCommunities } from '../api/get-filtered-communities';
import type { PeriodParams } from '../api/period';
import { LoadFailure, useFailureToast } from './load-failure';

// Spec 001 §9: search input debounce.
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Keyset paging (the server pages by the order key of the last row, so pages stay stable while figures move):
 * Next sends the page's meta.orderKey; Previous steps back through the keys of the pages already walked.
 * `keys[0]` is the first page (no key). A new period or search starts again at the first page: the parent
 * remounts this table when the period changes, and a search resets the walk here.
 */
export function CommunityTable({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('platform-analytics');
  const id = useId();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [walk, setWalk] = useState<{ search: string; keys: (string | undefined)[] }>({
    search: '',
    keys: [undefined],
  });
  // The walk belongs to one search: a new search is page 1 again.
  const keys = walk.search === debounced ? walk.keys : [undefined];
  const orderKey = keys[keys.length - 1];
  const query = useFilteredCommunities({
    ...period,
    search: debounced || undefined,
    orderKey,
    limit: PAGE_SIZE,
  });
  useFailureToast(query, t('errors.communities'));
  const meta = query.data?.meta;
  const next = meta?.orderKey;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={id}>
            {t('communities.title')}
          </Title>
          <TextInput
            aria-label={t('communities.search')}
            placeholder={t('communities.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={260}
          />
        </Group>
        {query.isError ? (
          <LoadFailure query={query} fallback={t('errors.communities')} />
        ) : (
          <ScrollArea>
            <Table striped highlightOnHover aria-labelledby={id} aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('communities.community')}</Table.Th>
                  <Table.Th scope="col">{t('communities.users')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('communities.dailyActive')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('communities.views')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('communities.conversions')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('communities.notifications')}
                  </Table.Th>
                  <Table.Th scope="col">{t('communities.publishing')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.isPending ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Skeleton h={120} />
                    </Table.Td>
                  </Table.Tr>
                ) : query.data.data.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center" py="md">
                        {t('communities.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  query.data.data.map((row) => <CommunityRow key={row.id} row={row} />)
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <Group justify="flex-end" gap="sm" component="nav" aria-label={t('communities.pagination')}>
          {meta && meta.pages > 0 && (
            <Text size="sm" c="dimmed">
              {t('communities.page', { page: keys.length, pages: meta.pages })}
            </Text>
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} />}
            disabled={keys.length <= 1 || query.isFetching}
            onClick={() => setWalk({ search: debounced, keys: keys.slice(0, -1) })}
          >
            {t('communities.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} />}
            disabled={!next || query.isFetching}
            onClick={() => next && setWalk({ search: debounced, keys: [...keys, next] })}
          >
            {t('communities.next')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CommunityRow({ row }: { row: CommunityAnalyticsRow }) {
  const { t, i18n } = useTranslation('platform-analytics');
  const language = i18n.language as Language;
  const n = (value: number) => formatNumber(value, { language });
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.logo} alt="" size="sm" radius="sm">
            {row.name.slice(0, 1)}
          </Avatar>
          {row.name}
        </Group>
      </Table.Th>
      <Table.Td>
        <Text size="sm" fw={600}>
          {n(row.users.total)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('communities.usersDetail', { members: n(row.users.members), guests: n(row.users.guests) })}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {formatNumber(row.dailyActiveAverage, { language, maximumFractionDigits: 1 })}
      </Table.Td>
      <Table.Td ta="right">{n(row.views)}</Table.Td>
      <Table.Td ta="right">{n(row.conversions)}</Table.Td>
      <Table.Td ta="right">{n(row.notifications)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {n(row.publishing.total)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('communities.publishingDetail', {
            client: n(row.publishing.client),
            admin: n(row.publishing.admin),
          })}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
