import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlatformDashboardResponse } from '@gathering/contract';
import { usePlatformDashboard } from '../api/get-platform-dashboard';
import { CountTiles } from '../components/count-tiles';

type Count = keyof PlatformDashboardResponse['counts'];
const ORDER: Count[] = ['communities', 'members', 'administrators', 'guests'];

export function PlatformDashboardPage() {
  const { t } = useTranslation('dashboard');
  const query = usePlatformDashboard();
  const labels = Object.fromEntries(ORDER.map((k) => [k, t(`platform.${k}`)])) as Record<Count, string>;
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <CountTiles query={query} labels={labels} hints={{ members: t('activeMembersHint') }} />
    </Stack>
  );
}
