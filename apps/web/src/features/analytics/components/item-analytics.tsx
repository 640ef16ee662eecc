import { Card, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { TIME_FILTERS } from '@gathering/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPeriodReady, periodParams, type PeriodValue } from '../../../api/analytics-period';
import { PeriodFilter } from './period-filter';
import { useItemAnalytics, type ItemAnalytics as Answer } from '../api/get-item-analytics';
import type { SeriesPeriod, TimeFilter } from '../api/types';
import {
  ActivityView,
  ConversionsView,
  NotificationsView,
  PublishingView,
  ViewershipView,
  ViewsView,
} from './item-views';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

const TABS = ['views', 'viewership', 'conversions', 'notifications', 'activity', 'publishing'] as const;
type Tab = (typeof TABS)[number];

/** Spec §9: per-item view and conversion series default to WEEK. */
const WEEK: SeriesPeriod = { filter: 'WEEK' };

/**
 * A period picker whose query value only changes once the period is complete (RANGE with both days), so picking
 * the first day of a range does not refetch (and clear) the item's analytics.
 */
function usePeriod() {
  const [shown, setShown] = useState<PeriodValue<TimeFilter>>(WEEK);
  const [query, setQuery] = useState<SeriesPeriod>(WEEK);
  const change = (next: PeriodValue<TimeFilter>) => {
    setShown(next);
    if (isPeriodReady(next)) setQuery(periodParams(next));
  };
  return { shown, query, change };
}

/**
 * The six views of one feed item's analytics, fetched together and failing together (spec §7); while they load
 * and after a failure nothing of the previous answer is shown (spec §4).
 */
export function ItemAnalytics({ id }: { id: string }) {
  const { t } = useTranslation('analytics');
  const [tab, setTab] = useState<Tab>('views');
  const views = usePeriod();
  const conversions = usePeriod();
  const [activityOffset, setActivityOffset] = useState(0);
  const [logOffset, setLogOffset] = useState(0);
  const query = useItemAnalytics(id, {
    views: views.query,
    conversions: conversions.query,
    activityOffset,
    logOffset,
  });
  useFailureToast(query.error, query.errorUpdatedAt, t('errors.fetchItemAnalyticsFailed'));

  const show = (render: (data: Answer) => ReactNode) => {
    if (query.isError) return null; // the one error above the tabs stands for all six
    if (query.isPending)
      return (
        <Center py="xl" role="status" aria-label={t('item.loading')}>
          <Loader />
        </Center>
      );
    return render(query.data);
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('item.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('item.title')}
        </Title>
        {query.isError && (
          <SectionError
            error={query.error}
            fallback={t('errors.fetchItemAnalyticsFailed')}
            onRetry={() => void query.refetch()}
          />
        )}
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
          <Tabs.List>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`item.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="views" pt="md">
            <Stack>
              <PeriodFilter options={TIME_FILTERS} value={views.shown} onChange={views.change} />
              {show((data) => (
                <ViewsView data={data.views} />
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="viewership" pt="md">
            {show((data) => (
              <ViewershipView data={data.viewership} />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="conversions" pt="md">
            <Stack>
              <PeriodFilter options={TIME_FILTERS} value={conversions.shown} onChange={conversions.change} />
              {show((data) => (
                <ConversionsView data={data.conversions} />
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="md">
            {show((data) => (
              <NotificationsView data={data.notifications} />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="activity" pt="md">
            {show((data) => (
              <ActivityView data={data.activity} onPage={setActivityOffset} />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="publishing" pt="md">
            {show((data) => (
              <PublishingView data={data.publishing} onPage={setLogOffset} />
            ))}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
