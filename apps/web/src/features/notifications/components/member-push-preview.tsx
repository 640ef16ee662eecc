import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlertType } from '@gathering/contract';
import { useMemberTexts } from '../../../lib/member-texts';
import { useSession } from '../../../lib/session';
import { browserNotification } from '../../../member/pwa/protocol';
import { AlertCard, NotificationEntryView, type Notice } from '../../../member/render/notice';
import { TextsContext } from '../../../member/render/texts';

export interface MemberPushPreviewProps {
  /** Title and body as shown (a placeholder in the console's language when the field is empty). */
  title: string;
  body: string;
  /** The version's language: the texts are marked with it, and the app's own words are in it when it speaks it. */
  language: string;
  /** Whether the title and body are the administrator's (not placeholders): only then are they marked `language`. */
  written: boolean;
  emergency?: boolean;
  alertType?: AlertType;
  appName: string;
  appIcon?: string | null;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The push as the member web app shows it (issue 35 item 5), drawn by the app's own code: the browser notification
 * its service worker shows (the same browserNotification() the worker calls: title, body, the community's icon, an
 * alert that stays until acted on) and the entry of the app's notifications, with an alert's banner and its
 * Acknowledge above it, inert here. Loaded only when a preview is drawn (push-preview.tsx), with the app's words.
 */
export default function MemberPushPreview({
  title,
  body,
  language,
  written,
  emergency,
  alertType,
  appName,
  appIcon,
}: MemberPushPreviewProps) {
  const { t } = useTranslation('notifications');
  const texts = useMemberTexts(language);
  const slug = useSession().user?.community?.slug;
  const shown = browserNotification(
    { notificationId: 'preview', title, body, kind: emergency ? 'EMERGENCY' : 'STANDARD', feedItemId: null },
    slug ?? '',
  );
  // Without a community (a platform account previewing), the logo handed in stands for the app's icon.
  const icon = slug ? shown.options.icon : appIcon || '/logo.svg';
  const notice: Notice = {
    id: 'preview',
    kind: emergency ? 'EMERGENCY' : 'STANDARD',
    alertType: alertType ?? null,
    title,
    body,
    language: written ? language : undefined,
    opened: false,
    acknowledged: false,
    deliveredOn: new Date().toISOString(),
  };
  const zone = browserZone();
  return (
    <Stack gap="xs" role="group" aria-label={t('memberApp.label')}>
      <Text size="xs" c="dimmed" fw={600}>
        {t('memberApp.label')}
      </Text>
      <Stack gap={4} role="figure" aria-label={t('memberApp.browser')}>
        <Text size="xs" c="dimmed">
          {t('memberApp.browser')}
        </Text>
        <Paper withBorder shadow="xs" radius="md" p="sm" data-testid="preview-browser">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={icon} alt="" size={40} radius="sm">
              {appName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Box style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text size="sm" fw={600} lang={notice.language}>
                {shown.title}
              </Text>
              <Text size="sm" lang={notice.language} style={{ whiteSpace: 'pre-line' }}>
                {shown.options.body}
              </Text>
              <Text size="xs" c="dimmed">
                {window.location.host}
              </Text>
            </Box>
          </Group>
          {shown.options.requireInteraction ? (
            <Text size="xs" mt="xs" fw={500}>
              {t('memberApp.staysUntilActed')}
            </Text>
          ) : null}
        </Paper>
      </Stack>
      {texts ? (
        <TextsContext.Provider value={texts}>
          {emergency ? (
            <Stack gap={4} role="figure" aria-label={t('memberApp.banner')}>
              <Text size="xs" c="dimmed">
                {t('memberApp.banner')}
              </Text>
              <AlertCard alert={notice} zone={zone} announce={false} />
            </Stack>
          ) : null}
          <Stack gap={4} role="figure" aria-label={t('memberApp.list')}>
            <Text size="xs" c="dimmed">
              {t('memberApp.list')}
            </Text>
            <Paper withBorder radius="md" px="sm" data-testid="preview-app-entry">
              <NotificationEntryView
                entry={notice}
                zone={zone}
                actions={
                  <button type="button" className="mw-button" disabled>
                    {texts.t('inbox.markRead')}
                  </button>
                }
              />
            </Paper>
          </Stack>
        </TextsContext.Provider>
      ) : (
        <Text size="sm">{t('memberApp.loading')}</Text>
      )}
    </Stack>
  );
}
