import { Stack } from '@mantine/core';
import { CommunitySettingsPage } from '../features/community-settings/pages/community-settings-page';
import { CommunityReports } from '../features/reports/components/community-reports';

/**
 * /admin/settings/community composes two features: the community's settings, then its analytics reports (one for a
 * range now, and the weekly or monthly subscription: a setting of the community, so it lives with the others).
 */
export function CommunitySettingsScreen() {
  return (
    <Stack gap="xl">
      <CommunitySettingsPage />
      <CommunityReports />
    </Stack>
  );
}
