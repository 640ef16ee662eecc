import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useCommunity } from '../api/get-community';
import { AppUpdatesCard } from '../components/app-updates-card';
import { CommunityEditForm } from '../components/community-edit-form';
import { CommunityLogo } from '../components/community-logo';
import { CommunityLogoCard } from '../components/community-logo-card';
import { ContactCard } from '../components/contact-card';
import { MaintenanceCard } from '../components/maintenance-card';
import { PushCredentialsCard } from '../components/push-credentials-card';
import { StatusBadge } from '../components/status-badge';

export const FETCH_COMMUNITY_ERROR = 'Error trying to fetch community details';

export function CommunityDetailPage() {
  const { id = '' } = useParams();
  const query = useCommunity(id);
  const crumbs = (
    <Breadcrumbs>
      <Anchor component={Link} to="/administrator/community">
        Communities
      </Anchor>
      <Text>{query.data?.name ?? 'Community'}</Text>
    </Breadcrumbs>
  );

  if (query.isPending) {
    return (
      <Stack>
        {crumbs}
        <Group justify="center" py="xl">
          <Loader aria-label="Loading community" />
        </Group>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack>
        {crumbs}
        <Alert color="red" title="Could not load this community" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, FETCH_COMMUNITY_ERROR)}</Text>
            <Group>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                Try again
              </Button>
              <Button size="xs" variant="subtle" component={Link} to="/administrator/community">
                Back to communities
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const community = query.data;
  return (
    <Stack>
      {crumbs}
      <Group gap="md">
        <CommunityLogo name={community.name} logo={community.logo} size={56} />
        <div>
          <Group gap="xs">
            <Title order={1}>{community.name}</Title>
            <StatusBadge status={community.status} />
          </Group>
          <Text size="sm" c="dimmed">
            /{community.slug} · created {dayjs(community.createdOn).format('MMM D, YYYY')}
          </Text>
        </div>
      </Group>
      {/* Remounted when the server changes what the form shows (an app update can raise appVersion). */}
      <CommunityEditForm key={`${community.id}:${community.appVersion ?? ''}`} community={community} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CommunityLogoCard community={community} />
        <ContactCard community={community} />
      </SimpleGrid>
      <AppUpdatesCard community={community} />
      <PushCredentialsCard community={community} />
      <MaintenanceCard community={community} />
    </Stack>
  );
}

export default CommunityDetailPage;
