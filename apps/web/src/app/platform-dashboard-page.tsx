import { Stack } from '@mantine/core';
import { PlatformDashboardPage } from '../features/dashboard/pages/platform-dashboard-page';
import { DashboardOverview } from '../features/platform-analytics/components/dashboard-overview';

/** /administrator/dashboard composes two features: the platform's counts, then last month's analytics tiles. */
export function PlatformDashboardScreen() {
  return (
    <Stack gap="xl">
      <PlatformDashboardPage />
      <DashboardOverview />
    </Stack>
  );
}
