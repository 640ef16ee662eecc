import { useTranslation } from 'react-i18next';
import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CommunityDetail } from '@gathering/contract';

const STATUS_COLORS: Record<string, string> = { ONBOARDING: 'blue', ACTIVE: 'green', SUSPENDED: 'red' };

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
  const { t } = useTranslation('community-settings');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-overview-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="community-overview-title">
            {t('overview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('overview.hint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact label={t('overview.name')}>{community.name}</Fact>
          <Fact label={t('overview.status')}>
            <Badge color={STATUS_COLORS[community.status] ?? 'gray'} variant="light">
              {t(`status.${community.status as 'ACTIVE'}`, { defaultValue: community.status })}
            </Badge>
          </Fact>
          <Fact label={t('overview.subscription')}>
            {t(`tier.${community.subscription as 'STANDARD'}`, { defaultValue: community.subscription })}
          </Fact>
          <Fact label={t('overview.appVersion')}>{community.appVersion ?? t('overview.notReleased')}</Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
