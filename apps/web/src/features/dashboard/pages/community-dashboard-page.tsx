import { Stack, Title } from '@mantine/core';
import type { CommunityDashboardResponse } from '@gathering/contract';
import { useSession } from '../../../lib/session';
import { useCommunityDashboard } from '../api/get-community-dashboard';
import { CountTiles } from '../components/count-tiles';

const LABELS: Record<keyof CommunityDashboardResponse['counts'], string> = {
  members: 'Members',
  administrators: 'Administrators',
  groups: 'Groups',
  guests: 'Guests',
  publishedContent: 'Published Content',
};

export function CommunityDashboardPage() {
  const { user } = useSession();
  const query = useCommunityDashboard();
  return (
    <Stack>
      <Title order={1}>Dashboard</Title>
      {user?.community && (
        <Title order={2} size="h4" c="dimmed">
          {user.community.name}
        </Title>
      )}
      <CountTiles query={query} labels={LABELS} />
    </Stack>
  );
}
