import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AnalyticsType } from '@gathering/contract';
import { TIME_FILTERS } from '@gathering/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPeriodReady, periodParams, type PeriodValue } from '../../../api/analytics-period';
import { PeriodFilter } from './period-filter';
import { usePeriodWords } from './period-words';
import { useAnalyticsCount } from '../api/get-analytics-count';
import type { SeriesPeriod, TimeFilter } from '../api/types';
import { ActivityChart } from './activity-chart';
import { CountTile } from './count-tile';
import { RecentMembers } from './recent-members';
import { TopContent } from './top-content';

const DASHBOARD_TYPES = ['USER', 'CONTENT', 'NOTIFICATION', 'GUEST'] as const satisfies AnalyticsType[];

function TypeCount(props: { type: AnalyticsType; period: SeriesPeriod; words: string; ready: boolean }) {
  const { t } = useTranslation('analytics');
  const query = useAnalyticsCount(props.type, props.period, props.ready);
  return <CountTile label={t(`counts.${props.type}`)} period={props.words} query={query} />;
}

/**
 * The community dashboard's activity under one period (default the last 30 days): the counts, the chart and the
 * top content all follow it, and each says which days it covers (issue 22 item 4). The newest members are a list,
 * not a figure of a period.
 */
export function DashboardAnalytics() {
  const { t } = useTranslation('analytics');
  const [value, setValue] = useState<PeriodValue<TimeFilter>>({ filter: 'MONTH' });
  const period = periodParams(value);
  const ready = isPeriodReady(value);
  const words = usePeriodWords(value);
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('dashboard.counts')}
      </Title>
      <PeriodFilter options={TIME_FILTERS} value={value} onChange={setValue} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {DASHBOARD_TYPES.map((type) => (
          <TypeCount key={type} type={type} period={period} words={words} ready={ready} />
        ))}
      </SimpleGrid>
      <ActivityChart period={period} ready={ready} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TopContent period={period} words={words} ready={ready} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <RecentMembers />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
