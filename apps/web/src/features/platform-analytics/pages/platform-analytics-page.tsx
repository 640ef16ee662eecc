import { Group, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERIODS, type Period } from '@gathering/contract';
import type { PeriodValue } from '../../../api/analytics-period';
import type { Language } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useFilteredOverview } from '../api/get-filtered-overview';
import type { PeriodParams } from '../api/period';
import { CommunityTable } from '../components/community-table';
import { LoadFailure, useFailureToast } from '../components/load-failure';
import { OpenAnalyticsTiles } from '../components/open-analytics-tiles';
import { OverviewTiles } from '../components/overview-tiles';
import { Percentages } from '../components/percentages';
import { PlatformCharts } from '../components/platform-charts';

const DEFAULT_PERIOD: Period = 'MONTH';
const isPeriod = (value: string | null): value is Period =>
  (PERIODS as readonly string[]).includes(value ?? '');

/**
 * /administrator/analytics: every figure of the platform for one period (kept in the address, so a reload or a
 * shared link shows the same figures): summary tiles, charts, open analytics, shares, the per-community table,
 * then the report request. app/platform-analytics-screen.tsx composes in the period control (the analytics
 * feature's, as the community console's screens have it) and the report request (the reports feature's).
 */
export function PlatformAnalyticsPage({
  PeriodFilter,
  report,
}: {
  PeriodFilter: ComponentType<{
    options: readonly Period[];
    value: PeriodValue<Period>;
    onChange: (value: PeriodValue<Period>) => void;
  }>;
  report: ReactNode;
}) {
  const { t } = useTranslation('platform-analytics');
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter');
  const period: PeriodValue<Period> = {
    filter: isPeriod(filter) ? filter : DEFAULT_PERIOD,
    range: params.get('range') ?? undefined,
  };
  const change = (next: PeriodValue<Period>) =>
    setParams(next.range ? { filter: next.filter, range: next.range } : { filter: next.filter }, {
      replace: true,
    });

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
        <PeriodFilter options={PERIODS} value={period} onChange={change} />
      </Group>
      <Summary period={period} />
      <PlatformCharts period={period} />
      <OpenAnalyticsTiles period={period} />
      <Percentages period={period} />
      <CommunityTable key={`${period.filter}:${period.range ?? ''}`} period={period} />
      {report}
    </Stack>
  );
}

function Summary({ period }: { period: PeriodParams }) {
  const { t, i18n } = useTranslation('platform-analytics');
  const language = i18n.language as Language;
  const query = useFilteredOverview(period);
  useFailureToast(query, t('errors.overview'));
  if (query.isError) return <LoadFailure query={query} fallback={t('errors.overview')} />;
  // The days the server resolved the period to (its calendar days, shown as such, never shifted by our zone).
  const day = (value: string) => formatDate(`${value}T00:00:00Z`, { timeZone: 'UTC', language });
  return (
    <Stack gap="xs">
      {query.data && (
        <Text
          size="sm"
          c="dimmed"
          data-testid="period-covers"
          data-from={query.data.from}
          data-to={query.data.to}
          aria-busy={query.isPlaceholderData}
        >
          {t('period.covers', { from: day(query.data.from), to: day(query.data.to) })}
        </Text>
      )}
      <OverviewTiles data={query.data} loading={query.isPending} />
    </Stack>
  );
}
