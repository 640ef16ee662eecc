import { Anchor, Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FEED_ITEM_TYPES,
  KIND_PATHS,
  type ContentKind,
  type ContentStatus,
  type FeedItemListEntry,
  type FeedItemType,
  type GroupDetailResponse,
  type KindPath,
} from '@gathering/contract';
import { formatDate } from '../../../lib/format';

type FeedPage = GroupDetailResponse['groupFeed'];

// Derived from the contract's kind tables, so a kind added there gets its link and label here too.
const KIND_OF_TYPE = Object.fromEntries(
  (Object.entries(KIND_PATHS) as [KindPath, ContentKind][]).map(([path, kind]) => [
    FEED_ITEM_TYPES[kind],
    { path, kind },
  ]),
) as Record<FeedItemType, { path: KindPath; kind: ContentKind }>;

const STATUS_COLORS: Record<ContentStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'orange',
  PUBLISHED: 'green',
  RETRACTED: 'yellow',
  ARCHIVED: 'dark',
};

/** The console screen of one item, e.g. /admin/events/<id>. */
const feedItemPath = (item: Pick<FeedItemListEntry, 'id' | 'feedItemType'>) =>
  `/admin/${KIND_OF_TYPE[item.feedItemType].path}/${item.id}`;

/** The content whose audience includes the group, newest published first. */
export function GroupFeed({
  feed,
  page,
  onPage,
}: {
  feed: FeedPage;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(['groups', 'common']);
  if (feed.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('feed.empty')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {feed.data.map((item) => (
        <Paper key={item.id} withBorder p="sm" component="article" aria-label={item.headline}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Anchor component={Link} to={feedItemPath(item)} fw={600}>
                {item.headline}
              </Anchor>
              {item.tagline && (
                <Text size="sm" c="dimmed">
                  {item.tagline}
                </Text>
              )}
            </div>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light">{t(`feed.kind.${KIND_OF_TYPE[item.feedItemType].kind}`)}</Badge>
              <Badge variant="light" color={STATUS_COLORS[item.status]}>
                {t(`feed.status.${item.status}`)}
              </Badge>
              <Text size="xs" c="dimmed" miw={110} ta="right">
                {item.publishedOn
                  ? t('feed.published', { date: formatDate(item.publishedOn) })
                  : t('feed.notPublished')}
              </Text>
            </Group>
          </Group>
        </Paper>
      ))}
      {feed.meta.pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={feed.meta.pages} value={page + 1} onChange={(p) => onPage(p - 1)} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
