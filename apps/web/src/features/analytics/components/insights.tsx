import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { INSIGHT_FILTERS, type InsightFilter } from '@gathering/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/analytics';
import { useSystemInsight } from '../api/get-system-insight';
import { useUserInsight } from '../api/get-user-insight';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

const USER_FIGURES = ['total', 'registered', 'unregistered'] as const;
const SYSTEM_FIGURES = ['views', 'conversions', 'notifications', 'posts'] as const;

/** Users (members and guests) and activity (views, conversions, notifications, posts): all time or this week. */
export function Insights() {
  const { t } = useTranslation('analytics');
  const [filter, setFilter] = useState<InsightFilter>('ALL_TIME');
  const users = useUserInsight(filter);
  const system = useSystemInsight(filter);
  const failed = users.error ?? system.error;
  useFailureToast(failed, users.errorUpdatedAt + system.errorUpdatedAt, t('errors.fetchInsightsFailed'));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('insights.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('insights.title')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('insights.filter')}
            value={filter}
            onChange={(v) => setFilter(v as InsightFilter)}
            data={INSIGHT_FILTERS.map((f) => ({ value: f, label: t(`insights.${f}`) }))}
          />
        </Group>
        {failed ? (
          <SectionError
            error={failed}
            fallback={t('errors.fetchInsightsFailed')}
            onRetry={() => {
              if (users.isError) void users.refetch();
              if (system.isError) void system.refetch();
            }}
          />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
            {USER_FIGURES.map((k) => (
              <StatTile
                key={k}
                label={t(`insights.${k}`)}
                value={users.data?.[k]}
                loading={users.isPending}
              />
            ))}
            {SYSTEM_FIGURES.map((k) => (
              <StatTile
                key={k}
                label={t(`insights.${k}`)}
                value={system.data?.[k]}
                loading={system.isPending}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
