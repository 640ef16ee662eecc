import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardSeries } from '../../../components/charts';
import { useFilteredAnalytics } from '../api/get-filtered-analytics';
import type { PeriodParams } from '../api/period';
import { LoadFailure, useFailureToast } from './load-failure';

type Metric = 'signups' | 'guests' | 'activeUsers' | 'views' | 'conversions' | 'notifications' | 'posts';

// The merged daily series (one point per day, every metric) drawn as three charts of comparable magnitudes.
const CHARTS: {
  title: 'users' | 'activity' | 'publishing';
  metrics: Metric[];
  kind: 'area' | 'bar' | 'line';
}[] = [
  { title: 'users', metrics: ['signups', 'guests', 'activeUsers'], kind: 'line' },
  { title: 'activity', metrics: ['views', 'conversions'], kind: 'area' },
  { title: 'publishing', metrics: ['posts', 'notifications'], kind: 'bar' },
];

export function PlatformCharts({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('platform-analytics');
  const query = useFilteredAnalytics(period);
  useFailureToast(query, t('errors.analytics'));
  if (query.isError) return <LoadFailure query={query} fallback={t('errors.analytics')} />;
  const data = query.data?.data ?? [];
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      {CHARTS.map((chart) => {
        const series: ChartCardSeries[] = chart.metrics.map((name) => ({ name, label: t(`charts.${name}`) }));
        return (
          <ChartCard
            key={chart.title}
            title={t(`charts.${chart.title}`)}
            kind={chart.kind}
            data={data}
            series={series}
            loading={query.isPending}
          />
        );
      })}
    </SimpleGrid>
  );
}
