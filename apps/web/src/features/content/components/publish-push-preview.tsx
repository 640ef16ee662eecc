import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX, type FeedItemDetail } from '@gathering/contract';
import { useSession } from '../../../lib/session';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { usePushWidgets, type PushText } from './push-widgets';

// The same cut as the server's (a live item's long headline is shortened with an ellipsis, never refused).
const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The push that publishing with "notification" sends, built as the server builds it (the notifications module's
 * publish requests): the headline as title; the tagline, else the start of the body, as message.
 */
export function pushOfItem(item: Pick<FeedItemDetail, 'headline' | 'tagline' | 'body'>) {
  const title = item.headline.trim() || '…';
  const body = item.tagline || plainText(item.body ?? '').slice(0, 200);
  return {
    title: cut(title, NOTIFICATION_TITLE_MAX),
    body: cut(body.trim() || title, NOTIFICATION_BODY_MAX),
  };
}

/**
 * The push in each of the item's languages, its own first (issue 40 #7): a version with a headline makes one, built
 * as for the item's own (the server's push-compose/versions.ts versionsOf).
 */
export function pushVersionsOfItem(
  item: Pick<FeedItemDetail, 'language' | 'headline' | 'tagline' | 'body' | 'translations'>,
  defaultTag = '',
): PushText[] {
  const own = item.language ?? defaultTag;
  return [
    { language: own, ...pushOfItem(item) },
    ...(item.translations ?? [])
      .filter((v) => v.headline.trim() && v.language !== own)
      .map((v) => ({ language: v.language, ...pushOfItem(v) })),
  ];
}

/** Shown under the publish dialog's notification option while it is on: what phones will show. */
export function PublishPushPreview({ item }: { item: FeedItemDetail }) {
  const { t } = useTranslation('notifications');
  const { Preview } = usePushWidgets();
  const { user } = useSession();
  const defaultTag = useCommunityLanguages().data?.find((l) => l.isDefault)?.tag;
  return (
    <Stack
      gap="xs"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Text size="sm" fw={500}>
        {t('publishPreview.intro')}
      </Text>
      <Preview
        versions={pushVersionsOfItem(item, defaultTag)}
        appName={user?.community?.name ?? t('compose.appName')}
        appIcon={user?.community?.logo}
      />
    </Stack>
  );
}
