import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useCommunityPercentages, type CommunityPercentages } from '../api/get-community-percentages';
import type { PeriodParams } from '../api/period';
import { LoadFailure, useFailureToast } from './load-failure';

const LISTS = ['CONTENT', 'USER', 'NOTIFICATION'] as const;

/** Each community's share of the period's content, new users and notifications, as bar lists (server order). */
export function Percentages({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('platform-analytics');
  const id = useId();
  const query = useCommunityPercentages(period);
  useFailureToast(query, t('errors.percentages'));
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {t('percentages.title')}
      </Title>
      {query.isError ? (
        <LoadFailure query={query} fallback={t('errors.percentages')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {LISTS.map((list) => (
            <BarList key={list} list={list} rows={query.data?.[list]} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function BarList({
  list,
  rows,
}: {
  list: (typeof LISTS)[number];
  rows: CommunityPercentages['CONTENT'] | undefined;
}) {
  const { t, i18n } = useTranslation('platform-analytics');
  const id = useId();
  const language = i18n.language as Language;
  return (
    // A group within the section "Share per community", not a landmark of its own: its name ("Users") is also a
    // tile's above (axe's landmark-unique).
    <Paper withBorder p="lg" radius="md" role="group" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm">
        {t(`percentages.${list}`)}
      </Title>
      {!rows ? (
        <Skeleton h={80} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('percentages.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => {
            const value = t('percentages.value', {
              value: formatNumber(row.value, { language, maximumFractionDigits: 2 }),
            });
            return (
              <li key={row.label}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate>
                    {row.label}
                  </Text>
                  <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                    {value}
                  </Text>
                </Group>
                <Progress value={row.value} aria-label={`${row.label}: ${value}`} />
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
