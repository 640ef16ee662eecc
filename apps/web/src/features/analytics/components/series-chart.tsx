import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartCard, formatChartX } from '../../../components/charts';
import type { TimeSeries } from '../api/types';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

/** A daily series as a chart (with its table view), the days it covers under the title. */
export function SeriesChart({
  title,
  query,
  kind = 'area',
}: {
  title: string;
  query: UseQueryResult<TimeSeries>;
  kind?: 'area' | 'bar';
}) {
  const { t } = useTranslation('analytics');
  useFailureToast(query.error, query.errorUpdatedAt, t('errors.fetchLogCountsFailed'));
  if (query.isError)
    return (
      <SectionError
        error={query.error}
        fallback={t('errors.fetchLogCountsFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  return (
    <ChartCard
      title={title}
      kind={kind}
      loading={query.isPending}
      data={data?.data ?? []}
      series={[{ name: 'count', label: t('seriesLabel') }]}
      description={data && t('covers', { from: formatChartX(data.from), to: formatChartX(data.to) })}
    />
  );
}
