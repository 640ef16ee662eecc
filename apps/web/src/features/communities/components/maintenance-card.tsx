import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useBuildFeed } from '../api/build-feed';
import { useRebuildFeed } from '../api/rebuild-feed';
import { useRebuildKeys } from '../api/rebuild-keys';
import { useRebuildLikes } from '../api/rebuild-likes';
import { ConfirmButton } from './confirm-button';

export const BUILD_FEED_ERROR = 'Error trying to build community feed';

/** The repair scripts the server offers; each is safe to run again and answers what it changed. */
export function MaintenanceCard({ community }: { community: CommunityDetail }) {
  const toast = useToast();
  const buildFeed = useBuildFeed(community.id);
  const rebuildFeed = useRebuildFeed(community.id);
  const rebuildLikes = useRebuildLikes(community.id);
  const rebuildKeys = useRebuildKeys();

  const run = (action: () => Promise<{ message: string }>) => async () => {
    try {
      toast.success((await action()).message);
    } catch (err) {
      toast.error(errorMessage(err, BUILD_FEED_ERROR));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="maintenance-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="maintenance-title">
            Maintenance
          </Title>
          <Text size="sm" c="dimmed">
            Repairs for when the app shows content in the wrong order or wrong counts. Members see no
            downtime.
          </Text>
        </div>
        <Group>
          <ConfirmButton
            variant="light"
            title="Build feed"
            message={`Re-rank the feed of ${community.name} and queue its scheduled publishing again?`}
            confirmLabel="Build feed"
            loading={buildFeed.isPending}
            onConfirm={run(() => buildFeed.mutateAsync())}
          >
            Build feed
          </ConfirmButton>
          <ConfirmButton
            variant="light"
            title="Rebuild feed"
            message={`Recompute the order of the feed of ${community.name}?`}
            confirmLabel="Rebuild feed"
            loading={rebuildFeed.isPending}
            onConfirm={run(() => rebuildFeed.mutateAsync())}
          >
            Rebuild feed
          </ConfirmButton>
          <ConfirmButton
            variant="light"
            title="Rebuild likes"
            message={`Recount the likes of every feed item of ${community.name}?`}
            confirmLabel="Rebuild likes"
            loading={rebuildLikes.isPending}
            onConfirm={run(() => rebuildLikes.mutateAsync())}
          >
            Rebuild likes
          </ConfirmButton>
          <ConfirmButton
            variant="light"
            color="orange"
            title="Rebuild keys"
            message="Give a public key to every feed item of every community that lacks one? This runs across the whole platform."
            confirmLabel="Rebuild keys"
            loading={rebuildKeys.isPending}
            onConfirm={run(() => rebuildKeys.mutateAsync())}
          >
            Rebuild keys
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}
