import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AnalyticsType } from '@gathering/contract';
import { useTranslation } from 'react-i18next';
import { useAnalyticsCount } from '../api/get-analytics-count';
import { ActivityChart } from './activity-chart';
import { CountTile } from './count-tile';
import { RecentMembers } from './recent-members';
import { TopContent } from './top-content';

const DASHBOARD_TYPES = ['USER', 'CONTENT', 'NOTIFICATION', 'GUEST'] as const satisfies AnalyticsType[];

function TypeCount({ type }: { type: AnalyticsType }) {
  const { t } = useTranslation('analytics');
  return <CountTile label={t(`counts.${type}`)} query={useAnalyticsCount(type)} />;
}

/** The community dashboard's analytics: counts with the weekly change, 30 days of activity, top content, newcomers. */
export function DashboardAnalytics() {
  const { t } = useTranslation('analytics');
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('dashboard.counts')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {DASHBOARD_TYPES.map((type) => (
          <TypeCount key={type} type={type} />
        ))}
      </SimpleGrid>
      <ActivityChart />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TopContent />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <RecentMembers />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
