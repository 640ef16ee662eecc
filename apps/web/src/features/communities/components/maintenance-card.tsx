import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useBuildFeed } from '../api/build-feed';
import { useRebuildFeed } from '../api/rebuild-feed';
import { useRebuildKeys } from '../api/rebuild-keys';
import { useRebuildLikes } from '../api/rebuild-likes';
import { ConfirmButton } from './confirm-button';

/** The repair scripts the server offers; each is safe to run again and answers what it changed. */
export function MaintenanceCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const toast = useToast();
  const buildFeed = useBuildFeed(community.id);
  const rebuildFeed = useRebuildFeed(community.id);
  const rebuildLikes = useRebuildLikes(community.id);
  const rebuildKeys = useRebuildKeys();

  const run = (action: () => Promise<{ message: string }>) => async () => {
    try {
      toast.success((await action()).message);
    } catch (err) {
      toast.error(errorMessage(err, t('maintenance.error')));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="maintenance-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="maintenance-title">
            {t('maintenance.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('maintenance.hint')}
          </Text>
        </div>
        <Group>
          <ConfirmButton
            variant="light"
            title={t('maintenance.buildFeed')}
            message={t('maintenance.buildFeedConfirm', { name: community.name })}
            confirmLabel={t('maintenance.buildFeed')}
            loading={buildFeed.isPending}
            onConfirm={run(() => buildFeed.mutateAsync())}
          >
            {t('maintenance.buildFeed')}
          </ConfirmButton>
          <ConfirmButton
            variant="light"
            title={t('maintenance.rebuildFeed')}
            message={t('maintenance.rebuildFeedConfirm', { name: community.name })}
            confirmLabel={t('maintenance.rebuildFeed')}
            loading={rebuildFeed.isPending}
            onConfirm={run(() => rebuildFeed.mutateAsync())}
          >
            {t('maintenance.rebuildFeed')}
          </ConfirmButton>
          <ConfirmButton
            variant="light"
            title={t('maintenance.rebuildLikes')}
            message={t('maintenance.rebuildLikesConfirm', { name: community.name })}
            confirmLabel={t('maintenance.rebuildLikes')}
            loading={rebuildLikes.isPending}
            onConfirm={run(() => rebuildLikes.mutateAsync())}
          >
            {t('maintenance.rebuildLikes')}
          </ConfirmButton>
          <ConfirmButton
            variant="light"
            color="orange"
            title={t('maintenance.rebuildKeys')}
            message={t('maintenance.rebuildKeysConfirm')}
            confirmLabel={t('maintenance.rebuildKeys')}
            loading={rebuildKeys.isPending}
            onConfirm={run(() => rebuildKeys.mutateAsync())}
          >
            {t('maintenance.rebuildKeys')}
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}
