import { DashboardAnalytics } from '../features/analytics/components/dashboard-analytics';
import { CommunityDashboardPage } from '../features/dashboard/pages/community-dashboard-page';
import { ClosingBanner } from '../features/your-data/components/closing-banner';

/**
 * /admin/dashboard composes three features: a closing community's banner (its deletion date), the dashboard's counts
 * and the analytics sections under them.
 */
export function CommunityDashboardRoute() {
  return (
    <>
      <ClosingBanner />
      <CommunityDashboardPage analytics={<DashboardAnalytics />} />
    </>
  );
}
