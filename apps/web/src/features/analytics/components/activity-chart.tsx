import { useTranslation } from 'react-i18next';
import { ChartCard, formatChartX } from '../../../components/charts';
import { useLogDate } from '../api/get-log-date';
import type { SeriesPeriod } from '../api/types';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

/**
 * The dashboard's activity over its period: new members and content published a day (log-date, USER and CONTENT),
 * one chart with both lines, so a spike of sign-ups can be read against what was published.
 */
export function ActivityChart({ period, ready = true }: { period: SeriesPeriod; ready?: boolean }) {
  const { t } = useTranslation('analytics');
  const members = useLogDate('USER', period, ready);
  const content = useLogDate('CONTENT', period, ready);
  const failed = members.error ?? content.error;
  useFailureToast(failed, members.errorUpdatedAt + content.errorUpdatedAt, t('errors.fetchLogCountsFailed'));
  if (failed)
    return (
      <SectionError
        error={failed}
        fallback={t('errors.fetchLogCountsFailed')}
        onRetry={() => {
          if (members.isError) void members.refetch();
          if (content.isError) void content.refetch();
        }}
      />
    );
  // Both series cover the same days (the server zero-fills every filter); joined by day to be safe.
  const published = new Map((content.data?.data ?? []).map((p) => [p.date, p.count]));
  const data = (members.data?.data ?? []).map((p) => ({
    date: p.date,
    members: p.count,
    content: published.get(p.date) ?? 0,
  }));
  const range = members.data;
  return (
    <ChartCard
      title={t('dashboard.activity')}
      loading={members.isPending || content.isPending}
      data={data}
      series={[
        { name: 'members', label: t('dashboard.newMembers') },
        { name: 'content', label: t('dashboard.contentPublished') },
      ]}
      description={range && t('covers', { from: formatChartX(range.from), to: formatChartX(range.to) })}
    />
  );
}
