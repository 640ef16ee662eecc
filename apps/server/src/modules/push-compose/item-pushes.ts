import {
  FEED_ITEM_TYPES,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type ContentKind,
  type NotificationRow,
  notificationMessages as msg,
  type notificationScheduledQuery,
} from '@gathering/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import { plainText } from '../content';
import { audienceOfAccess } from './audience';
import { itemPushesRepository as repo, type PendingItem } from './item-pushes.repository';
import { noFigures, notificationsRepository, type Figures } from './notifications.repository';
import { cut } from './publish-requests.repository';
import { rangeEnd } from '../../lib/zoned-time';

/**
 * The push an item sends when it goes live: its headline, and its tagline (or the start of its body), cut to the
 * stores' limits. The one definition: publishing requests exactly this, and Notifications › Scheduled shows it.
 */
export function itemPushText(item: { headline: string; tagline: string; data: unknown }) {
  const headline = item.headline.trim();
  const body = (
    item.tagline || plainText(String((item.data as { body?: string }).body ?? '')).slice(0, 200)
  ).trim();
  return {
    title: cut(headline || '…', NOTIFICATION_TITLE_MAX),
    body: cut(body || headline || '…', NOTIFICATION_BODY_MAX),
  };
}

/** A scheduled item's push as a row of the list: not a notification yet, so its id is the item's (onPublish). */
function pendingRow(item: PendingItem): NotificationRow {
  const audience = audienceOfAccess(item);
  return {
    id: item.id,
    ...itemPushText(item),
    type: 'PUSH',
    status: 'SCHEDULED',
    kind: 'STANDARD',
    alertType: null,
    source: 'PUBLISH',
    open: audience.open,
    groups: audience.groups,
    recipients: audience.recipients,
    withData: true,
    data: {
      id: item.id,
      headline: item.headline,
      feedItemType: FEED_ITEM_TYPES[item.kind as ContentKind],
    },
    schedule: item.publishAt.toISOString(),
    zone: item.publishZone,
    deliveredOn: null,
    archived: false,
    conversions: 0,
    createdOn: item.createdAt.toISOString(),
    updatedOn: item.updatedAt.toISOString(),
    onPublish: true,
    localTime: false,
    recurrence: null,
    seriesId: null,
    reminderAfterMinutes: null,
    reminderMax: null,
  };
}

/**
 * Notifications › Scheduled, both kinds in one order and one paging: the scheduled notifications and the pushes
 * of scheduled items. `toRow` and the figures are the notifications service's.
 */
export async function scheduledList(
  db: Executor,
  communityId: string,
  q: z.infer<typeof notificationScheduledQuery>,
  toRow: (row: Awaited<ReturnType<typeof repo.notificationsByIds>>[number], f: Figures) => NotificationRow,
) {
  const from = q.startDate ? new Date(q.startDate) : undefined;
  // A bare end day includes that whole day.
  const to = q.endDate ? rangeEnd(q.endDate) : undefined;
  if (from && to && to < from) throw badRequest(msg.endBeforeStart, 'endDate');
  const { page, total } = await repo.scheduledPage(db, {
    communityId,
    sort: q.filter,
    dir: q.dir,
    page: q.offset,
    limit: q.limit,
    search: q.search,
    from,
    to,
  });
  const noteIds = page.filter((e) => !e.onPublish).map((e) => e.id);
  const itemIds = page.filter((e) => e.onPublish).map((e) => e.id);
  const [notes, items, figures] = await Promise.all([
    repo.notificationsByIds(db, communityId, noteIds),
    repo.pendingItems(db, communityId, itemIds),
    notificationsRepository.figures(db, noteIds),
  ]);
  const rows = new Map<string, NotificationRow>([
    ...notes.map((n) => [`n${n.id}`, toRow(n, figures.get(n.id) ?? noFigures)] as const),
    ...items.map((i) => [`i${i.id}`, pendingRow(i)] as const),
  ]);
  // Page order; a row that changed between the two reads (sent, published) drops out of this page.
  const data = page
    .map((e) => rows.get(`${e.onPublish ? 'i' : 'n'}${e.id}`))
    .filter((r): r is NotificationRow => !!r);
  return { data, meta: pageMeta(q.offset, q.limit, total) };
}
