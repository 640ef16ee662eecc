import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CommunityDetail } from '@gathering/contract';
import { FileUploader, UploadError } from '../../../components/file-uploader';
import { useToast } from '../../../components/toasts';
import { useUploadOwnLogo } from '../api/upload-own-logo';

export const LOGO_UPLOAD_ERROR = 'Error trying to upload community logo';
export const LOGO_UPLOADED = 'The logo was uploaded.';

/** The server's words when it answered with a message, otherwise the spec's "Error trying to ..." default. */
function uploadErrorMessage(err: unknown): string {
  const body = err instanceof UploadError ? (err.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' && body.message ? body.message : LOGO_UPLOAD_ERROR;
}

export function CommunityLogoUploadCard({ community }: { community: CommunityDetail }) {
  const toast = useToast();
  const upload = useUploadOwnLogo();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-logo-title">
      <Stack>
        <Title order={2} size="h4" id="community-logo-title">
          Logo
        </Title>
        <Group align="flex-start" wrap="nowrap">
          <Avatar
            src={community.logo || undefined}
            alt={`${community.name} logo`}
            size={96}
            radius="md"
            color="cyan"
          >
            {community.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ flex: 1 }}>
            <FileUploader
              kind="image"
              label="Upload a new logo"
              onUpload={async (file, onProgress) => {
                try {
                  await upload.mutateAsync({ file, onProgress });
                  toast.success(LOGO_UPLOADED);
                } catch (err) {
                  const message = uploadErrorMessage(err);
                  toast.error(message);
                  // The uploader shows the same words under the drop zone.
                  throw new Error(message);
                }
              }}
            />
            <Text size="xs" c="dimmed">
              Shown in your console, in your members&apos; app and on your public pages. At most 2 MB.
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
