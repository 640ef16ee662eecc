import { useTranslation } from 'react-i18next';
import { useFilteredOverview } from '../api/get-filtered-overview';
import { LoadFailure, useFailureToast } from './load-failure';
import { OVERVIEW_TILES, OverviewTiles } from './overview-tiles';

const LAST_MONTH = { filter: 'MONTH' } as const;
// The dashboard's own counts above already show the communities (now, not over the month): not twice.
const DASHBOARD_TILES = OVERVIEW_TILES.filter((key) => key !== 'communities');

/** The platform dashboard's tiles: registered and unregistered users over the last 30 days. */
export function DashboardOverview() {
  const { t } = useTranslation('platform-analytics');
  const query = useFilteredOverview(LAST_MONTH);
  useFailureToast(query, t('errors.overview'));
  if (query.isError) return <LoadFailure query={query} fallback={t('errors.overview')} />;
  return (
    <OverviewTiles
      data={query.data}
      loading={query.isPending}
      hint={t('tiles.monthHint')}
      keys={DASHBOARD_TILES}
    />
  );
}
