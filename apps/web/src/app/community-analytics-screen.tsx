import { Stack } from '@mantine/core';
import { AnalyticsPage } from '../features/analytics/pages/analytics-page';
import { CommunityReportRequest } from '../features/reports/components/community-reports';

/**
 * /admin/analytics composes two features: the community's analytics, then the request for a report of them. An
 * administrator looking at the figures looks for the report here; it also stays under Settings with the
 * subscription.
 */
export function CommunityAnalyticsScreen() {
  return (
    <Stack gap="xl">
      <AnalyticsPage />
      <CommunityReportRequest />
    </Stack>
  );
}
