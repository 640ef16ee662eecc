import {
  notificationAlertMessages as alertMessages,
  notificationMessages as msg,
  FEED_ITEM_TYPES,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type ContentKind,
  type NotificationDetail,
  type NotificationRow,
  type SentNotificationRow,
  type notificationBody,
  type notificationDraftsQuery,
  type notificationScheduledQuery,
  type notificationSentQuery,
} from '@gathering/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { materializeSeries } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import type { Audience } from './audience';
import { checkedAudience } from './audience-check';
import { queueDelivery } from './notifications.jobs';
import {
  noFigures,
  notificationsRepository as repo,
  type Figures,
  type ListOptions,
  type NotificationWithItem,
  type NewNotification,
} from './notifications.repository';
import {
  instantOf,
  isValidZone,
  localStartAt,
  pickZone,
  readWallTime,
  wallOfDay,
} from '../../lib/zoned-time';
import type { ZoneRules } from '../../db/zone-rules';
import { fromRRule, toRRule } from './recurrence';
import { cut } from './publish-requests.repository';
import { countSend } from './send-limit';
import { scheduledList } from './item-pushes';
import type { AuditRecorder } from '../audit';
import { notificationsTrail } from './notifications.audit';
import { defaultLanguageOf, saveVersions } from './versions';
import { notificationVersionsRepository } from './versions.repository';

type Body = z.infer<typeof notificationBody>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The instant of `scheduled`: with an offset as is; a wall-clock time without one is read in `zone` (UTC default). */
export function scheduledInstant(value: string, zone: string | null): Date {
  const wall = readWallTime(value);
  if (wall) {
    const at = instantOf(wall, zone ?? 'UTC');
    if (!Number.isNaN(at.getTime()) && wall.year >= 1900 && wall.year <= 2200) return at;
  } else if (/^\d{4}-\d{2}-\d{2}T.*([zZ]|[+-]\d{2}:?\d{2})$/.test(value.trim())) {
    const at = new Date(value);
    const y = at.getUTCFullYear();
    if (!Number.isNaN(at.getTime()) && y >= 1900 && y <= 2200) return at;
  }
  throw badRequest(msg.scheduledRequired, 'scheduled');
}

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

export function createNotificationsService(deps: {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  /** Refuses to schedule in a zone whose rules the server and the database disagree on (db/zone-rules.ts). */
  zoneRules: Pick<ZoneRules, 'assertSchedulable'>;
  /** Content's port: cancels the push of the community's scheduled items among `ids` (they stay scheduled). */
  itemPushes?: {
    cancel: (tx: Executor, communityId: string, ids: string[], by: string, at: Date) => Promise<number>;
  };
  audit: AuditRecorder;
}) {
  const { queue, clock } = deps;
  const trail = notificationsTrail(deps.audit);
  const db = deps.database.db;

  async function find(actor: CommunityAdmin, id: string | undefined) {
    const row = id && isUuid(id) ? await repo.find(db, actor.communityId, id) : undefined;
    if (!row) throw notFound(msg.notFound);
    return row;
  }

  /** Checks the body against the community and the combination rules; answers the row's values. */
  async function values(actor: CommunityAdmin, b: Body, now: Date): Promise<Partial<NewNotification>> {
    const audience = await checkedAudience(db, actor.communityId, b);
    let feedItemId: string | null = null;
    if (b.withData) {
      if (!b.data) throw badRequest(msg.dataRequired, 'data');
      if (!(await repo.feedItemOf(db, actor.communityId, b.data))) throw notFound(msg.feedItemNotFound);
      feedItemId = b.data;
    }
    const zone = b.zone || null;
    if (zone && !isValidZone(zone)) throw badRequest(msg.invalidZone, 'zone');
    if (b.scheduled) await deps.zoneRules.assertSchedulable(zone, 'zone');
    const sendAt = b.scheduled ? scheduledInstant(b.scheduled, zone) : null;
    if (sendAt && !b.draft && sendAt <= now) throw badRequest(msg.scheduledInPast, 'scheduled');

    // Alerts, local time and recurrence (push-extras' fields): only the combinations that mean something.
    const emergency = b.kind === 'EMERGENCY';
    if (emergency && !b.alertType) throw badRequest(alertMessages.alertTypeRequired, 'alertType');
    if (!emergency && b.alertType) throw badRequest(alertMessages.alertTypeOnlyEmergency, 'alertType');
    const reminders = [b.reminderAfterMinutes ?? null, b.reminderMax ?? null];
    if (!emergency && reminders.some((r) => r !== null))
      throw badRequest(alertMessages.remindersOnlyEmergency, 'reminderAfterMinutes');
    if (reminders.filter((r) => r !== null).length === 1)
      throw badRequest(alertMessages.remindersIncomplete, 'reminderAfterMinutes');
    if (b.localTime && !sendAt) throw badRequest(alertMessages.scheduleRequiredForLocal, 'scheduled');
    if (b.recurrence && !sendAt) throw badRequest(alertMessages.scheduleRequiredForRecurrence, 'scheduled');
    if (b.recurrence && b.recurrence.weekdays.length && b.recurrence.frequency !== 'WEEKLY')
      throw badRequest(alertMessages.weekdaysOnlyWeekly, 'recurrence');
    const until = b.recurrence ? instantOf(wallOfDay(b.recurrence.until, 23, 59), zone ?? 'UTC') : null;
    if (until && sendAt && until < sendAt)
      throw badRequest(alertMessages.recurrenceUntilBeforeStart, 'recurrence');
    if (until && sendAt && until.getTime() - sendAt.getTime() > 2 * 366 * 86_400_000)
      throw badRequest(alertMessages.recurrenceTooLong, 'recurrence');

    return {
      title: b.title,
      body: b.body,
      audience,
      feedItemId,
      sendAt,
      timeZone: zone,
      status: b.draft ? 'DRAFT' : sendAt ? 'SCHEDULED' : 'SENDING',
      kind: b.kind,
      alertType: b.alertType ?? null,
      localTime: b.localTime,
      recurrence: b.recurrence ? toRRule(b.recurrence) : null,
      recurrenceUntil: until,
      reminderAfterMinutes: b.reminderAfterMinutes ?? null,
      reminderMax: b.reminderMax ?? null,
      updatedAt: now,
    };
  }

  /** In the change's transaction: a send starts now, a scheduled one at its time (the jobs commit with it). */
  async function kickOff(
    tx: Executor,
    row: {
      id: string;
      status: string;
      sendAt: Date | null;
      localTime: boolean;
      timeZone: string | null;
      recurrence: string | null;
    },
  ) {
    if (row.status === 'SENDING') await queueDelivery(queue, row.id, undefined, undefined, tx);
    // A local-time send may be due in an earlier zone than its own: its job wakes early and waits (delivery.ts).
    const startAt = row.sendAt && localStartAt(row.localTime, row.sendAt, pickZone(row.timeZone));
    if (row.status === 'SCHEDULED') await queueDelivery(queue, row.id, startAt ?? undefined, clock.now(), tx);
    // A recurring one: its later occurrences are created (or brought in line with an edit) by the series job.
    if (row.recurrence && row.status !== 'DRAFT')
      await queue.send(materializeSeries, { seriesId: row.id }, { tx });
  }

  async function detailOf(row: NotificationWithItem): Promise<NotificationDetail> {
    const f = (await repo.figures(db, [row.id])).get(row.id) ?? noFigures;
    return {
      ...toRow(row),
      translations: await notificationVersionsRepository.of(db, row.id),
      conversions: f.opened,
      figures: figuresOf(f),
      failureReason: row.failureReason,
      progress: { total: f.recipients, processed: f.recipients - f.pending },
    };
  }

  async function page(actor: CommunityAdmin, o: Omit<ListOptions, 'communityId'>) {
    const { rows, total } = await repo.list(db, { ...o, communityId: actor.communityId });
    const figures = await repo.figures(
      db,
      rows.map((r) => r.id),
    );
    const data: SentNotificationRow[] = rows.map((r) => {
      const f = figures.get(r.id) ?? noFigures;
      return { ...toRow(r), conversions: f.opened, figures: figuresOf(f) };
    });
    return { data, meta: pageMeta(o.page, o.limit, total) };
  }

  return {
    async create(actor: CommunityAdmin, body: Body): Promise<NotificationDetail> {
      const now = clock.now();
      const v = await values(actor, body, now);
      const row = await db.transaction(async (tx) => {
        if (v.status !== 'DRAFT') await countSend(tx, actor.communityId, v.kind, now);
        const made = await repo.insert(tx, {
          ...(v as NewNotification),
          communityId: actor.communityId,
          source: 'CONSOLE',
          language: await defaultLanguageOf(tx, actor.communityId),
          createdBy: actor.userId,
          createdAt: now,
        });
        await saveVersions(tx, made, body.translations);
        await kickOff(tx, made);
        await trail.change(tx, actor, 'notifications.create', made.id, null, made);
        return made;
      });
      return detailOf((await repo.find(db, actor.communityId, row.id))!);
    },

    /** Drafts and scheduled sends only; a send under way or done cannot change. */
    async update(actor: CommunityAdmin, body: Body): Promise<NotificationDetail> {
      const existing = await find(actor, body.id);
      if (existing.status !== 'DRAFT' && existing.status !== 'SCHEDULED') throw conflict(msg.notEditable);
      const now = clock.now();
      const v = await values(actor, body, now);
      await db.transaction(async (tx) => {
        // Only while it is still unsent: a scheduled send that started meanwhile stays as it is.
        const status = await repo.lockStatus(tx, existing.id);
        if (status !== 'DRAFT' && status !== 'SCHEDULED') throw conflict(msg.notEditable);
        if (status === 'DRAFT' && v.status !== 'DRAFT') await countSend(tx, actor.communityId, v.kind, now);
        const updated = await repo.update(tx, existing.id, actor.communityId, v);
        await saveVersions(tx, updated!, body.translations);
        await kickOff(tx, updated!);
        await trail.change(tx, actor, 'notifications.update', existing.id, existing, updated!);
      });
      return detailOf((await repo.find(db, actor.communityId, existing.id))!);
    },

    async deliver(actor: CommunityAdmin, id: string): Promise<NotificationDetail> {
      const existing = await find(actor, id);
      if (existing.status !== 'DRAFT' && existing.status !== 'SCHEDULED') throw conflict(msg.notDeliverable);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // A scheduled one was counted when it was scheduled.
        if (existing.status === 'DRAFT') await countSend(tx, actor.communityId, existing.kind, now);
        const row = await repo.update(tx, existing.id, actor.communityId, {
          status: 'SENDING',
          sendAt: now,
          archivedAt: null,
          updatedAt: now,
        });
        await kickOff(tx, row!);
        await trail.change(tx, actor, 'notifications.send', existing.id, existing, row!);
      });
      return detailOf((await repo.find(db, actor.communityId, existing.id))!);
    },

    detail: async (actor: CommunityAdmin, id: string) => detailOf(await find(actor, id)),

    drafts: (actor: CommunityAdmin, q: z.infer<typeof notificationDraftsQuery>) =>
      page(actor, {
        kind: 'drafts',
        sort: q.filter,
        dir: q.dir,
        page: q.offset,
        limit: q.limit,
        search: q.search,
      }),

    // With the pushes scheduled items send when they go live (item-pushes.ts).
    scheduled: (actor: CommunityAdmin, q: z.infer<typeof notificationScheduledQuery>) =>
      scheduledList(db, actor.communityId, q, (n, f) => ({
        ...toRow(n),
        conversions: f.opened,
        figures: figuresOf(f),
      })),

    sent: (actor: CommunityAdmin, q: z.infer<typeof notificationSentQuery>) =>
      page(actor, {
        kind: 'sent',
        sort: q.filter,
        dir: q.dir,
        page: q.offset,
        limit: q.limit,
        search: q.search,
        archived: q.archived ?? false,
      }),

    /** Archived or deleted, a scheduled push is never sent; for a scheduled item's push, the item goes live without. */
    async batch(actor: CommunityAdmin, ids: string[], what: 'archive' | 'delete') {
      const unique = [...new Set(ids)];
      const count = await db.transaction(async (tx) => {
        const marked = await repo.mark(
          tx,
          actor.communityId,
          unique,
          what === 'archive' ? 'archivedAt' : 'deletedAt',
          clock.now(),
        );
        const cancelled = deps.itemPushes
          ? await deps.itemPushes.cancel(tx, actor.communityId, unique, actor.userId, clock.now())
          : 0;
        await trail.batch(tx, actor, what, unique);
        return marked + cancelled;
      });
      return { message: what === 'archive' ? msg.archived : msg.deleted, count };
    },

    /**
     * One push to one member (an answer to their support ticket), through the same delivery job and audience
     * rules as any send: a deactivated member gets nothing, and without a phone no notification is made at all.
     * Not listed in the console.
     */
    async sendToMember(m: {
      requestId: string;
      communityId: string;
      userId: string;
      title: string;
      body: string;
    }) {
      const membershipId = await repo.membershipWithDevice(db, m.communityId, m.userId);
      if (!membershipId) return;
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The request's id is the notification's: a retried request finds it made (and its delivery queued).
        const row = await repo.insertOnce(tx, {
          id: m.requestId,
          communityId: m.communityId,
          title: cut(m.title.trim() || '…', NOTIFICATION_TITLE_MAX),
          body: cut(m.body.trim() || '…', NOTIFICATION_BODY_MAX),
          status: 'SENDING',
          source: 'SUPPORT',
          audience: { open: false, groups: [], recipients: [membershipId] } satisfies Audience,
          sendAt: now,
          createdAt: now,
          updatedAt: now,
        });
        if (row) await queueDelivery(queue, row.id, undefined, undefined, tx);
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
