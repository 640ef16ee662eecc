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
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CommunityLogoCard } from '../../../components/community-logo-card';
import { errorMessage } from '../../../lib/api-client';
import { useCommunity } from '../api/get-community';
import { useUploadCommunityLogo } from '../api/upload-community-logo';
import { AppUpdatesCard } from '../components/app-updates-card';
import { ClosingCard } from '../components/closing-card';
import { CommunityEditForm } from '../components/community-edit-form';
import { CommunityLogo } from '../components/community-logo';
import { ContactCard } from '../components/contact-card';
import { MaintenanceCard } from '../components/maintenance-card';
import { PushCredentialsCard } from '../components/push-credentials-card';
import { StatusBadge } from '../components/status-badge';
import { useDateFormat } from '../../../lib/use-date-format';

/** A failed upload shows its own words (the server's, or the client's "Connection failed"). */
const uploadError = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

export function CommunityDetailPage() {
  const { t } = useTranslation(['communities', 'common']);
  const { date } = useDateFormat();
  const { id = '' } = useParams();
  const query = useCommunity(id);
  const uploadLogo = useUploadCommunityLogo(id);
  const crumbs = (
    <Breadcrumbs>
      <Anchor component={Link} to="/administrator/community">
        {t('list.title')}
      </Anchor>
      <Text>{query.data?.name ?? t('detail.community')}</Text>
    </Breadcrumbs>
  );

  if (query.isPending) {
    return (
      <Stack>
        {crumbs}
        <Group justify="center" py="xl">
          <Loader aria-label={t('detail.loading')} />
        </Group>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack>
        {crumbs}
        <Alert color="red" title={t('detail.loadErrorTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, t('detail.loadError'))}</Text>
            <Group>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t('common:actions.retry')}
              </Button>
              <Button size="xs" variant="subtle" component={Link} to="/administrator/community">
                {t('detail.back')}
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
            <StatusBadge status={community.status} deletionDueAt={community.deletionDueAt} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('detail.subtitle', { slug: community.slug, date: date(community.createdOn) })}
          </Text>
        </div>
      </Group>
      {/* Remounted when the server changes what the form shows (an app update can raise appVersion). */}
      <CommunityEditForm key={`${community.id}:${community.appVersion ?? ''}`} community={community} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CommunityLogoCard
          ns="communities"
          community={community}
          upload={(file, onProgress) => uploadLogo.mutateAsync({ file, onProgress })}
          errorMessage={uploadError}
        />
        <ContactCard community={community} />
      </SimpleGrid>
      <AppUpdatesCard community={community} />
      <PushCredentialsCard community={community} />
      <MaintenanceCard community={community} />
      <ClosingCard community={community} />
    </Stack>
  );
}
