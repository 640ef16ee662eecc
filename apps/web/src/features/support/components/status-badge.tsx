import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportTicketStatus } from '@gathering/contract';

export const STATUS_COLOR: Record<SupportTicketStatus, string> = {
  OPEN: 'blue',
  PENDING_MEMBER: 'orange',
  RESOLVED: 'green',
  CLOSED: 'gray',
};

export function StatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge size="sm" variant="light" color={STATUS_COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
