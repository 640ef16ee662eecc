import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/analytics';
import type { AnalyticsCount } from '../api/types';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

/** One analytics count: the lifetime total with how many came in the last 7 days. */
export function CountTile({ label, query }: { label: string; query: UseQueryResult<AnalyticsCount> }) {
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
  return (
    <StatTile
      label={label}
      loading={query.isPending}
      value={query.data?.totalCount}
      weeklyChange={query.data?.inLastWeek}
    />
  );
}
