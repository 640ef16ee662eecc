import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommunityStatus } from '@gathering/contract';

const COLORS: Record<CommunityStatus, string> = { ONBOARDING: 'blue', ACTIVE: 'green', SUSPENDED: 'red' };

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('communities');
  return (
    <Badge color={COLORS[status as CommunityStatus] ?? 'gray'} variant="light">
      {t(`status.${status as CommunityStatus}`, { defaultValue: status })}
    </Badge>
  );
}
