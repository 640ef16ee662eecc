import { Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { GroupDetailResponse } from '@gathering/contract';

type FeedPage = GroupDetailResponse['groupFeed'];

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const TYPE_LABELS: Record<string, string> = {
  NewsItem: 'News',
  JobItem: 'Job',
  EventItem: 'Event',
  FormItem: 'Form',
  DocumentItem: 'Document',
};

/** The content published to the group; entries are feed items whose shape belongs to the content domain. */
export function GroupFeed({
  feed,
  page,
  onPage,
}: {
  feed: FeedPage;
  page: number;
  onPage: (page: number) => void;
}) {
  if (feed.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        Nothing has been published to this group yet.
      </Text>
    );
  return (
    <Stack gap="xs">
      {feed.data.map((item, i) => {
        const type = str(item.feedItemType);
        const published = str(item.publishedOn);
        return (
          <Paper key={str(item.id) ?? i} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{str(item.headline) ?? 'Untitled'}</Text>
                {str(item.tagline) && (
                  <Text size="sm" c="dimmed">
                    {str(item.tagline)}
                  </Text>
                )}
              </div>
              <Group gap="xs" wrap="nowrap">
                {type && <Badge variant="light">{TYPE_LABELS[type] ?? type}</Badge>}
                {published && (
                  <Text size="xs" c="dimmed">
                    {dayjs(published).format('MMM D, YYYY')}
                  </Text>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
      {feed.meta.pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={feed.meta.pages} value={page + 1} onChange={(p) => onPage(p - 1)} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
