import { useTranslation } from 'react-i18next';
import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CommunityDetail } from '@gathering/contract';
import { FileUploader } from '../../../components/file-uploader';
import { useToast } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useUploadOwnLogo } from '../api/upload-own-logo';

/** The server's words when it answered with a message, otherwise the spec's "Error trying to ..." default. */
function uploadErrorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.fromServer ? err.message : fallback;
}

export function CommunityLogoUploadCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('community-settings');
  const toast = useToast();
  const upload = useUploadOwnLogo();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-logo-title">
      <Stack>
        <Title order={2} size="h4" id="community-logo-title">
          {t('logo.title')}
        </Title>
        <Group align="flex-start" wrap="nowrap">
          <Avatar
            src={community.logo || undefined}
            alt={t('logo.alt', { name: community.name })}
            size={96}
            radius="md"
            color="cyan"
          >
            {community.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ flex: 1 }}>
            <FileUploader
              kind="image"
              label={t('logo.upload')}
              onUpload={async (file, onProgress) => {
                try {
                  await upload.mutateAsync({ file, onProgress });
                  toast.success(t('logo.uploaded'));
                } catch (err) {
                  const message = uploadErrorMessage(err, t('logo.error'));
                  toast.error(message);
                  // The uploader shows the same words under the drop zone.
                  throw new Error(message);
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
