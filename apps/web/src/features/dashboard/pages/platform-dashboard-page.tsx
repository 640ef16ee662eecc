import { Stack, Title } from '@mantine/core';
import type { PlatformDashboardResponse } from '@gathering/contract';
import { usePlatformDashboard } from '../api/get-platform-dashboard';
import { CountTiles } from '../components/count-tiles';

const LABELS: Record<keyof PlatformDashboardResponse['counts'], string> = {
  communities: 'Communities',
  members: 'Members',
  administrators: 'Community Administrators',
  guests: 'Guests',
};

export function PlatformDashboardPage() {
  const query = usePlatformDashboard();
  return (
    <Stack>
      <Title order={1}>Dashboard</Title>
      <CountTiles query={query} labels={LABELS} />
    </Stack>
  );
}
