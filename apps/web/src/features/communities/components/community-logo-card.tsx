import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '@gathering/contract';
import { FileUploader } from '../../../components/file-uploader';
import { useToast } from '../../../components/toasts';
import { useUploadCommunityLogo } from '../api/upload-community-logo';
import { CommunityLogo } from './community-logo';

export function CommunityLogoCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const toast = useToast();
  const upload = useUploadCommunityLogo(community.id);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-logo-title">
      <Stack>
        <Title order={2} size="h4" id="community-logo-title">
          {t('logo.title')}
        </Title>
        <Group align="flex-start" wrap="nowrap">
          <CommunityLogo name={community.name} logo={community.logo} size={96} />
          <Stack gap={4} style={{ flex: 1 }}>
            <FileUploader
              kind="image"
              label={t('logo.upload')}
              onUpload={async (file, onProgress) => {
                try {
                  await upload.mutateAsync({ file, onProgress });
                  toast.success(t('logo.uploaded'));
                } catch (err) {
                  const message = err instanceof Error && err.message ? err.message : t('logo.error');
                  toast.error(message);
                  throw err;
                }
              }}
            />
            <Text size="xs" c="dimmed">
              {t('logo.hint')}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
