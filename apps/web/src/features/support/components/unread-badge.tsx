import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';
import type { SupportScope } from '../api/scope';

/** The Support entry's count of tickets with activity this administrator has not read; nothing when there is none. */
export function SupportUnreadBadge({ scope }: { scope: SupportScope }) {
  const { t } = useTranslation('support');
  const { data: unread = 0 } = useUnreadCount(scope);
  if (unread <= 0) return null;
  const label = t('navBadge', { count: unread });
  return (
    <Badge size="sm" circle={unread < 10} color="red" variant="filled" aria-label={label} title={label}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
