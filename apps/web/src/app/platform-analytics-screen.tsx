import { PeriodFilter } from '../features/analytics/components/period-filter';
import { PlatformAnalyticsPage } from '../features/platform-analytics/pages/platform-analytics-page';
import { PlatformReportRequest } from '../features/reports/components/platform-report-request';

/**
 * /administrator/analytics composes three features: the platform's figures under the analytics period control, then
 * the request for a report of them (as the community's screen does, app/community-analytics-screen.tsx).
 */
export function PlatformAnalyticsScreen() {
  return <PlatformAnalyticsPage PeriodFilter={PeriodFilter} report={<PlatformReportRequest />} />;
}
