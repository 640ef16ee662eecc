import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CommunityDetail } from '@gathering/contract';
import { FileUploader } from '../../../components/file-uploader';
import { useToast } from '../../../components/toasts';
import { useUploadCommunityLogo } from '../api/upload-community-logo';
import { CommunityLogo } from './community-logo';

export const LOGO_UPLOAD_ERROR = 'Error trying to upload community logo';

export function CommunityLogoCard({ community }: { community: CommunityDetail }) {
  const toast = useToast();
  const upload = useUploadCommunityLogo(community.id);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-logo-title">
      <Stack>
        <Title order={2} size="h4" id="community-logo-title">
          Logo
        </Title>
        <Group align="flex-start" wrap="nowrap">
          <CommunityLogo name={community.name} logo={community.logo} size={96} />
          <Stack gap={4} style={{ flex: 1 }}>
            <FileUploader
              kind="image"
              label="Upload a new logo"
              onUpload={async (file, onProgress) => {
                try {
                  await upload.mutateAsync({ file, onProgress });
                  toast.success('The logo was uploaded.');
                } catch (err) {
                  const message = err instanceof Error && err.message ? err.message : LOGO_UPLOAD_ERROR;
                  toast.error(message);
                  throw err;
                }
              }}
            />
            <Text size="xs" c="dimmed">
              Shown in the community&apos;s console and on its public pages. At most 2 MB.
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
