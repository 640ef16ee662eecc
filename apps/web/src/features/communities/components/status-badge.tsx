import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommunityStatus } from '@gathering/contract';
import { useDateFormat } from '../../../lib/use-date-format';

const COLORS: Record<CommunityStatus, string> = { ONBOARDING: 'blue', ACTIVE: 'green', SUSPENDED: 'red' };

/**
 * A community's status; a closing one says so, and when it goes, instead of the status it keeps underneath (issue
 * 40 #4: "ACTIVE" on a community about to be deleted misled the operator).
 */
export function StatusBadge({ status, deletionDueAt }: { status: string; deletionDueAt?: string | null }) {
  const { t } = useTranslation('communities');
  const { date } = useDateFormat();
  if (deletionDueAt)
    return (
      <Badge color="red" variant="filled">
        {t('status.closing', { date: date(deletionDueAt) })}
      </Badge>
    );
  return (
    <Badge color={COLORS[status as CommunityStatus] ?? 'gray'} variant="light">
      {t(`status.${status as CommunityStatus}`, { defaultValue: status })}
    </Badge>
  );
}
