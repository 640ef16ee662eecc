import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  FEED_ITEM_TYPES,
  KIND_PATHS,
  type FeedItemType,
  type KindPath,
  type NotificationRow,
  type NotificationStatus,
} from '@gathering/contract';
import { formatNumber } from '../../../lib/format';

const STATUS_COLOR: Record<NotificationStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'orange',
  SENDING: 'blue',
  SENT: 'green',
  FAILED: 'red',
};

export function StatusBadge({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation('notifications');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Emergency alerts carry their own colour everywhere they are listed (issue 11: their own class). */
export function AlertBadge({ alertType }: { alertType: string | null }) {
  const { t } = useTranslation('notifications');
  return (
    <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} />}>
      {alertType ? alertTypeLabel(t, alertType) : t('alert.badge')}
    </Badge>
  );
}

export function alertTypeLabel(t: TFunction<'notifications'>, alertType: string): string {
  return t(`alert.types.${alertType}` as 'alert.types.OTHER', { defaultValue: alertType });
}

/** Who it goes to, in a few words: everyone (guests too), all members, or how many groups and members. */
export function audienceText(
  t: TFunction<'notifications'>,
  row: Pick<NotificationRow, 'open' | 'groups' | 'recipients'>,
): string {
  if (row.open) return t('audience.everyone');
  const parts: string[] = [];
  if (row.groups.length) parts.push(t('audience.groupsCount', { count: row.groups.length }));
  if (row.recipients.length) parts.push(t('audience.membersCount', { count: row.recipients.length }));
  return parts.length ? parts.join(' · ') : t('audience.allMembers');
}

/** A 0–1 rate as a percentage in the reader's language ("42.5%", "42,5 %"). */
export const formatRate = (rate: number) =>
  formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });

/** The console address of a linked feed item (/admin/news/…, /admin/events/…). */
export function contentPath(item: { id: string; feedItemType: FeedItemType }): string {
  const kind = (Object.keys(KIND_PATHS) as KindPath[]).find(
    (k) => FEED_ITEM_TYPES[KIND_PATHS[k]] === item.feedItemType,
  );
  return `/admin/${kind ?? 'news'}/${item.id}`;
}
