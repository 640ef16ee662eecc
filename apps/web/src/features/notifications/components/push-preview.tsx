import { Avatar, Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertType } from '@gathering/contract';
import { currentLanguage, i18n } from '../../../i18n';

/*
 * The member web app's view is drawn by the app's own code and words (member/render, its `member` catalogue): loaded
 * when a preview is first drawn, not with the console's first page.
 */
const loadMemberPushPreview = () => import('./member-push-preview');
const MemberPushPreview = lazy(loadMemberPushPreview);

/**
 * Fetches the member app's view and its words ahead (a form or dialog that may show a push calls it as it opens):
 * loaded only once "notification" is switched on, it arrived a moment later on a slow link and pushed the controls
 * below it down as the person reached for them.
 */
export function preloadMemberPushPreview() {
  void loadMemberPushPreview().catch(() => {});
  void i18n.loadNamespaces('member').catch(() => {});
}

export interface PushPreviewProps {
  title: string;
  body: string;
  /** The community's app name, shown as the sender on both phones. */
  appName: string;
  appIcon?: string | null;
  /** An emergency alert: iOS labels it Time Sensitive, Android shows it as a high-priority heads-up. */
  emergency?: boolean;
  /** The alert type's words (already translated), shown on the alert's badge. */
  alertLabel?: string;
  /** The alert's type: the member web app names it in its own words. */
  alertType?: AlertType | null;
  /** The language of this version (also when it is the only one): the member web app's words are in it. */
  language?: string;
  /** The language of title and body, when it is not the console's (a version in another language). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/*
 * How many lines each system shows before cutting the text: iOS lock-screen banners show one line of title and up
 * to four of body; a collapsed Android notification one line of each (the rest appears when the person expands it,
 * so the first line must carry the message).
 */
const IOS_BODY_LINES = 4;
const ANDROID_BODY_LINES = 1;
/*
 * The phones sit side by side only when each gets at least this width (about a phone's banner), whatever the
 * window: in the compose form's side column a viewport breakpoint put two ~130px phones there, one word a line.
 * min() keeps a single phone inside a container narrower than that.
 */
const PHONE_MIN_WIDTH = 'min(100%, 17rem)';

function Icon({ src, name, size }: { src?: string | null; name: string; size: number }) {
  return (
    <Avatar src={src || '/logo.svg'} alt="" size={size} radius={size / 4.5}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/**
 * The notification as an iPhone lock screen and an Android shade would show it, side by side, and as the member web
 * app shows it (its browser notification and its notifications list, member-push-preview.tsx): in the compose form,
 * the send review, and content's publish dialog (handed in by app/content-detail-route.tsx).
 */
export function PushPreview({
  title,
  body,
  appName,
  appIcon,
  emergency,
  alertLabel,
  alertType,
  language,
  lang,
  dir,
}: PushPreviewProps) {
  const { t } = useTranslation('notifications');
  const shownTitle = title.trim() || t('preview.titlePlaceholder');
  const shownBody = body.trim() || t('preview.bodyPlaceholder');
  const empty = { title: !title.trim(), body: !body.trim() };
  // A placeholder is in the console's language; the texts themselves in theirs.
  const written = (isEmpty: boolean) => (isEmpty ? {} : { lang, dir });
  return (
    <Stack gap="md">
      <SimpleGrid
        minColWidth={PHONE_MIN_WIDTH}
        autoFlow="auto-fit"
        spacing="md"
        aria-label={t('preview.label')}
        role="group"
      >
        <Stack gap={4} role="figure" aria-label={t('preview.ios')}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('preview.ios')}
          </Text>
          <Box p="sm" style={{ borderRadius: 24, background: 'linear-gradient(160deg, #2b3a55, #6b4f7a)' }}>
            <Paper
              radius={18}
              p="sm"
              data-testid="preview-ios"
              style={{ background: 'rgba(245, 245, 247, 0.92)', backdropFilter: 'blur(6px)' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Icon src={appIcon} name={appName} size={36} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  {/* The sender wraps rather than being cut: a community's name is read whole ("DEMO …" was not). */}
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text size="xs" c="dark.3" data-testid="preview-ios-sender">
                      {emergency ? t('preview.timeSensitive') : appName}
                    </Text>
                    <Text size="xs" c="dark.3" style={{ flexShrink: 0 }}>
                      {t('preview.now')}
                    </Text>
                  </Group>
                  <Text
                    size="sm"
                    fw={600}
                    lineClamp={1}
                    c={empty.title ? 'dimmed' : 'dark.9'}
                    {...written(empty.title)}
                  >
                    {shownTitle}
                  </Text>
                  <Text
                    size="sm"
                    lineClamp={IOS_BODY_LINES}
                    c={empty.body ? 'dimmed' : 'dark.7'}
                    {...written(empty.body)}
                  >
                    {shownBody}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          </Box>
        </Stack>
        <Stack gap={4} role="figure" aria-label={t('preview.android')}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('preview.android')}
          </Text>
          <Box p="sm" style={{ borderRadius: 24, background: '#1f2428' }}>
            <Paper
              radius={20}
              p="sm"
              data-testid="preview-android"
              style={{
                background: '#f1f3f4',
                borderLeft: emergency ? '4px solid var(--mantine-color-red-7)' : undefined,
              }}
            >
              <Group gap={6} align="center">
                <Icon src={appIcon} name={appName} size={18} />
                <Text size="xs" c="dark.4" data-testid="preview-android-sender" style={{ minWidth: 0 }}>
                  {appName} · {t('preview.now')}
                </Text>
                {emergency && (
                  <Badge size="xs" color="red" leftSection={<IconAlertTriangle size={10} />}>
                    {alertLabel ?? t('preview.alert')}
                  </Badge>
                )}
              </Group>
              <Text
                size="sm"
                fw={600}
                mt={6}
                lineClamp={1}
                c={empty.title ? 'dimmed' : 'dark.9'}
                {...written(empty.title)}
              >
                {shownTitle}
              </Text>
              <Text
                size="sm"
                lineClamp={ANDROID_BODY_LINES}
                c={empty.body ? 'dimmed' : 'dark.6'}
                {...written(empty.body)}
              >
                {shownBody}
              </Text>
            </Paper>
          </Box>
        </Stack>
      </SimpleGrid>
      <Suspense fallback={<Text size="sm">{t('memberApp.loading')}</Text>}>
        <Box dir={dir}>
          <MemberPushPreview
            title={shownTitle}
            body={shownBody}
            language={language ?? lang ?? currentLanguage()}
            written={!empty.title && !empty.body}
            emergency={emergency}
            alertType={alertType ?? undefined}
            appName={appName}
            appIcon={appIcon}
          />
        </Box>
      </Suspense>
    </Stack>
  );
}
