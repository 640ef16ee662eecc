import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '@gathering/contract';
import { FileUploader } from '../file-uploader';
import { useToast } from '../toasts';

export interface CommunityLogoCardProps {
  community: Pick<CommunityDetail, 'name' | 'logo'>;
  /**
   * The catalogue holding the card's words (`logo.title`, `alt`, `upload`, `uploaded`, `error`, `hint`): each
   * console says in its own words where the logo shows.
   */
  ns: 'communities' | 'community-settings';
  /** Sends the file (the feature's mutation, which refreshes what shows the logo). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** The words of a failed upload, toasted and shown under the drop zone; `fallback` is the catalogue's `logo.error`. */
  errorMessage: (err: unknown, fallback: string) => string;
}

/** A community's logo and the uploader that replaces it (the platform's community page, a community's settings). */
export function CommunityLogoCard({ community, ns, upload, errorMessage }: CommunityLogoCardProps) {
  const { t } = useTranslation(ns);
  const toast = useToast();

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
                  await upload(file, onProgress);
                  toast.success(t('logo.uploaded'));
                } catch (err) {
                  const message = errorMessage(err, t('logo.error'));
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
