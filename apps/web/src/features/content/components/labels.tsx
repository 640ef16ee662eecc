import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '@gathering/contract';
import { formatDateTime } from '../../../lib/format';

const STATUS_COLORS: Record<ContentStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'orange',
  PUBLISHED: 'green',
  RETRACTED: 'yellow',
  ARCHIVED: 'dark',
};

export function StatusBadge({ status, deleted }: { status: ContentStatus; deleted?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <Badge color={deleted ? 'red' : STATUS_COLORS[status]} variant="light">
      {t(`status.${deleted ? 'DELETED' : status}`)}
    </Badge>
  );
}

/** A moment in the reader's language ("Nov 23, 2026, 06:30 PM"), or a dash when there is none. */
export const dateTimeOrDash = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');
