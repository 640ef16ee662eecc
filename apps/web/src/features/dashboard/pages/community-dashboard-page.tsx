import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityDashboardResponse } from '@gathering/contract';
import { useSession } from '../../../lib/session';
import { useCommunityDashboard } from '../api/get-community-dashboard';
import { CountTiles } from '../components/count-tiles';

type Count = keyof CommunityDashboardResponse['counts'];
const ORDER: Count[] = ['members', 'administrators', 'groups', 'guests', 'publishedContent'];

/** `analytics`: the analytics sections under the counts (the app page composes them from the analytics feature). */
export function CommunityDashboardPage({ analytics }: { analytics?: ReactNode } = {}) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const query = useCommunityDashboard();
  const labels = Object.fromEntries(ORDER.map((k) => [k, t(`community.${k}`)])) as Record<Count, string>;
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      {user?.community && (
        <Title order={2} size="h4" c="dimmed">
          {user.community.name}
        </Title>
      )}
      <CountTiles
        query={query}
        labels={labels}
        hints={{ members: t('activeMembersHint'), guests: t('guestsHint') }}
      />
      {analytics}
    </Stack>
  );
}
