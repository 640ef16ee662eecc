import { DashboardAnalytics } from '../features/analytics/components/dashboard-analytics';
import { CommunityDashboardPage } from '../features/dashboard/pages/community-dashboard-page';

/** /admin/dashboard composes two features: the dashboard's counts with the analytics sections under them. */
export function CommunityDashboardRoute() {
  return <CommunityDashboardPage analytics={<DashboardAnalytics />} />;
}
