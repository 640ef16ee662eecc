import { PlatformAnalyticsPage } from '../features/platform-analytics/pages/platform-analytics-page';
import { PlatformReportRequest } from '../features/reports/components/platform-report-request';

/**
 * /administrator/analytics composes two features: the platform's figures, then the request for a report of them
 * (as the community's screen does, app/community-analytics-screen.tsx).
 */
export function PlatformAnalyticsScreen() {
  return <PlatformAnalyticsPage report={<PlatformReportRequest />} />;
}
