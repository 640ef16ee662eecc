import { Anchor, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ContentKind } from '@gathering/contract';
import { KIND_PATHS } from '@gathering/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useTopContent } from '../api/get-top-content';
import type { SeriesPeriod } from '../api/types';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

/** The console path segment of a content kind (news, events, …), for links to the item's screen. */
const pathOf = (kind: ContentKind) => Object.entries(KIND_PATHS).find(([, k]) => k === kind)?.[0] ?? 'news';

/** The ten most viewed items of the screen's period (no period of its own: issue 22 item 4), the period in words. */
export function TopContent({
  period,
  words,
  ready = true,
}: {
  period: SeriesPeriod;
  words: string;
  ready?: boolean;
}) {
  const { t, i18n } = useTranslation(['analytics', 'common']);
  const language = i18n.language as Language;
  const query = useTopContent(period, ready);
  useFailureToast(query.error, query.errorUpdatedAt, t('errors.fetchTopContentFailed'));
  const n = (v: number) => formatNumber(v, { language });

  let body;
  if (query.isError)
    body = (
      <SectionError
        error={query.error}
        fallback={t('errors.fetchTopContentFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.isPending) body = <Skeleton h={160} />;
  else if (query.data.data.length === 0) body = <Text c="dimmed">{t('common:chart.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('topContent.item')}</Table.Th>
              <Table.Th>{t('topContent.kind')}</Table.Th>
              <Table.Th ta="right">{t('topContent.views')}</Table.Th>
              <Table.Th ta="right">{t('topContent.uniqueViews')}</Table.Th>
              <Table.Th ta="right">{t('topContent.likes')}</Table.Th>
              <Table.Th ta="right">{t('topContent.conversions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/${pathOf(row.kind)}/${row.id}`}>
                    {row.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`topContent.kinds.${row.kind}`)}</Table.Td>
                <Table.Td ta="right">{n(row.views)}</Table.Td>
                <Table.Td ta="right">{n(row.uniqueViews)}</Table.Td>
                <Table.Td ta="right">{n(row.likes)}</Table.Td>
                <Table.Td ta="right">{n(row.conversions)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('topContent.title')}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('topContent.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {words}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}
