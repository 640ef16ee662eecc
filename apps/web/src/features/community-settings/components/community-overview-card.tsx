import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CommunityDetail } from '@gathering/contract';

const STATUS_COLORS: Record<string, string> = { ONBOARDING: 'blue', ACTIVE: 'green', SUSPENDED: 'red' };
const titleCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" mt={4}>
        {children}
      </Text>
    </div>
  );
}

/** Read-only: the platform administrators set these; the community administrator only sees them. */
export function CommunityOverviewCard({ community }: { community: CommunityDetail }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-overview-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="community-overview-title">
            Community
          </Title>
          <Text size="sm" c="dimmed">
            These details are managed by the platform team. Contact support to change them.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact label="Name">{community.name}</Fact>
          <Fact label="Status">
            <Badge color={STATUS_COLORS[community.status] ?? 'gray'} variant="light">
              {titleCase(community.status)}
            </Badge>
          </Fact>
          <Fact label="Subscription">{titleCase(community.subscription)}</Fact>
          <Fact label="App version">{community.appVersion ?? 'Not released yet'}</Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
