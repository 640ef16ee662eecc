import { Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { ANALYTICS_TYPES, TIME_FILTERS, type AnalyticsType } from '@gathering/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPeriodReady, periodParams, type PeriodValue } from '../../../api/analytics-period';
import { PeriodFilter } from '../components/period-filter';
import { usePeriodWords } from '../components/period-words';
import type { TimeFilter } from '../api/types';
import { AnalyticsTab } from '../components/analytics-tab';

/**
 * /admin/analytics: one tab per analytics type, all under one period (with a range picker for RANGE) that drives
 * every tile, insight, list and chart of the page (issue 22 item 4).
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const [type, setType] = useState<AnalyticsType>('USER');
  const [period, setPeriod] = useState<PeriodValue<TimeFilter>>({ filter: 'MONTH' });
  const ready = isPeriodReady(period);
  const words = usePeriodWords(period);
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <PeriodFilter options={TIME_FILTERS} value={period} onChange={setPeriod} />
      <Tabs value={type} onChange={(v) => v && setType(v as AnalyticsType)} keepMounted={false}>
        <Tabs.List>
          {ANALYTICS_TYPES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`types.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ANALYTICS_TYPES.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {/* The tab's name as the panel's heading, so its cards' headings (h3) follow an h2 (axe heading-order). */}
            <VisuallyHidden component="h2">{t(`types.${value}`)}</VisuallyHidden>
            <AnalyticsTab type={value} period={periodParams(period)} words={words} ready={ready} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
