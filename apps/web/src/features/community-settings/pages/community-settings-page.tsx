import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CommunityLogoCard } from '../../../components/community-logo-card';
import { ApiError, errorMessage } from '../../../lib/api-client';
// The Settings tabs belong to the settings screens as a whole; this page is one of them.
import { SettingsTabs } from '../../../components/settings-tabs';
import { useOwnCommunity } from '../api/get-own-community';
import { useUploadOwnLogo } from '../api/upload-own-logo';
import { BrandColorCard } from '../components/brand-color-card';
import { CommunityLanguagesCard } from '../components/community-languages-card';
import { CommunityOverviewCard } from '../components/community-overview-card';
import { ContactPermissionCard } from '../components/contact-permission-switch';

/** The server's words when it answered with a message, otherwise the spec's "Error trying to ..." default. */
const uploadError = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.fromServer ? err.message : fallback;

/** /admin/settings/community: the community administrator's own community. */
export function CommunitySettingsPage() {
  const { t } = useTranslation(['community-settings', 'common']);
  const query = useOwnCommunity();
  const uploadLogo = useUploadOwnLogo();
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <SettingsTabs />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('loading')} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" title={t('loadErrorTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, t('loadError'))}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <CommunityOverviewCard community={query.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <CommunityLogoCard
              ns="community-settings"
              community={query.data}
              upload={(file, onProgress) => uploadLogo.mutateAsync({ file, onProgress })}
              errorMessage={uploadError}
            />
            <ContactPermissionCard community={query.data} />
            <BrandColorCard key={query.data.brandColor ?? ''} community={query.data} />
          </SimpleGrid>
          <CommunityLanguagesCard />
        </>
      )}
    </Stack>
  );
}
