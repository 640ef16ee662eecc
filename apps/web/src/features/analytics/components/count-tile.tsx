import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/charts';
import type { AnalyticsCount } from '../api/types';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

/** One analytics count over the screen's period (`inPeriod`), the period in words under its label. */
export function CountTile({
  label,
  period,
  query,
}: {
  label: string;
  /** The period in words (usePeriodWords). */
  period: string;
  query: UseQueryResult<AnalyticsCount>;
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
  return <StatTile label={label} period={period} loading={query.isPending} value={query.data?.inPeriod} />;
}
