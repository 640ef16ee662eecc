import { FEED_ITEM_TYPES, type ContentKind, type NotificationRow } from '@gathering/contract';
import type { Audience } from './audience';
import type { Figures, NotificationWithItem } from './notifications.repository';
import { fromRRule } from './recurrence';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function figuresOf(f: Figures) {
  return { ...f, conversionRate: f.delivered ? f.opened / f.delivered : 0 };
}

export function toRow(n: NotificationWithItem): NotificationRow {
  const audience = n.audience as Audience;
  const recurrence = n.recurrence ? fromRRule(n.recurrence) : null;
  return {
    id: n.id,
    language: n.language,
    title: n.title,
    body: n.body,
    type: 'PUSH',
    status: n.status as NotificationRow['status'],
    kind: n.kind as NotificationRow['kind'],
    alertType: n.alertType,
    source: n.source as NotificationRow['source'],
    open: audience.open,
    groups: audience.groups,
    recipients: audience.recipients,
    withData: n.item !== null,
    data: n.item
      ? {
          id: n.item.id,
          headline: n.item.headline,
          feedItemType: FEED_ITEM_TYPES[n.item.kind as ContentKind],
        }
      : null,
    schedule: iso(n.sendAt),
    zone: n.timeZone,
    deliveredOn: iso(n.sentAt),
    archived: n.archivedAt !== null,
    conversions: 0,
    createdOn: n.createdAt.toISOString(),
    updatedOn: n.updatedAt.toISOString(),
    onPublish: false,
    localTime: n.localTime,
    recurrence: recurrence
      ? {
          frequency: recurrence.frequency,
          interval: recurrence.interval,
          weekdays: recurrence.weekdays,
          until: recurrence.until,
        }
      : null,
    seriesId: n.seriesId,
    reminderAfterMinutes: n.reminderAfterMinutes,
    reminderMax: n.reminderMax,
  };
}
