import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/charts';
import { useSystemInsight } from '../api/get-system-insight';
import { useUserInsight } from '../api/get-user-insight';
import type { SeriesPeriod } from '../api/types';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

const USER_FIGURES = ['total', 'registered', 'unregistered'] as const;
const SYSTEM_FIGURES = ['views', 'conversions', 'notifications', 'posts'] as const;

/**
 * Who joined (member sign-ups, new guests) and what happened (views, conversions, notifications sent, content
 * published) over the page's period: no period of its own (issue 22 item 4), the same figures as the tabs' tiles.
 */
export function Insights({ period, words, ready }: { period: SeriesPeriod; words: string; ready: boolean }) {
  const { t } = useTranslation('analytics');
  const users = useUserInsight(period, ready);
  const system = useSystemInsight(period, ready);
  const failed = users.error ?? system.error;
  useFailureToast(failed, users.errorUpdatedAt + system.errorUpdatedAt, t('errors.fetchInsightsFailed'));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('insights.title')}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('insights.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {words}
          </Text>
        </div>
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
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}>
            {USER_FIGURES.map((k) => (
              <StatTile
                key={k}
                label={t(`insights.${k}`)}
                // The tab's tiles above have the same names ("Member sign-ups"): these say whose they are.
                context={t('insights.title')}
                period={words}
                value={users.data?.[k]}
                loading={users.isPending}
              />
            ))}
            {SYSTEM_FIGURES.map((k) => (
              <StatTile
                key={k}
                label={t(`insights.${k}`)}
                // The tab's tiles above have the same names ("Member sign-ups"): these say whose they are.
                context={t('insights.title')}
                period={words}
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
