import {
  FEED_ITEM_TYPES,
  KIND_LABELS,
  contentMessages,
  restoreMessages,
  contentRuleMessages,
  type CalendarPushEntry,
  type CalendarResponse,
  type ContentAccess,
  type ContentKind,
  type ContentStatus,
  type FeedItemDetail,
  type PublishBody,
  type PublishingLogList,
} from '@gathering/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import type { Storage } from '../../lib/files/storage';
import { publishScheduled, scheduleKey } from '../../jobs/catalog';
import type { ZoneRules } from '../../db/zone-rules';
import { isUuid } from '../../lib/uuid';
import { rangeEnd } from '../../lib/zoned-time';
import type { AuditRecorder } from '../audit';
import type { FeedItemRow, NewFeedItem } from './content.repository';
import { bodyImageAddresses, plainText } from './content.sanitize';
import type { Actor, ContentService } from './content.service';
import { recordPublish, requestPush } from './publishing.jobs';
import { publishingItems, type ItemPushes } from './publishing.ports';
import { resolvePublishAt } from './publishing.time';

export type BatchAction = 'retract' | 'archive' | 'delete';
const LOG_OF: Record<BatchAction, string> = { retract: 'RETRACTED', archive: 'ARCHIVED', delete: 'DELETED' };

/** The access a publish gives: open beats everything, then chosen groups, then chosen members, else all members. */
export function accessOf(body: Pick<PublishBody, 'open' | 'groups' | 'recipients'>): ContentAccess {
  if (body.open) return 'OPEN';
  if (body.groups.length) return 'GROUPS';
  if (body.recipients.length) return 'RECIPIENTS';
  return 'MEMBERS';
}

export function createPublishingService(deps: {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  content: ContentService;
  /** The push an item may send with its publish (the push-compose module's, publishing.ports.ts). */
  pushes: ItemPushes;
  storage: Storage;
  logger: FastifyBaseLogger;
  /** The push-compose module's port: its pushes between two instants, shown on the calendar beside content. */
  pushCalendar?: (communityId: string, from: Date, to: Date) => Promise<CalendarPushEntry[]>;
  /** Refuses to schedule in a zone whose rules the server and the database disagree on (db/zone-rules.ts). */
  zoneRules: Pick<ZoneRules, 'assertSchedulable'>;
  audit: AuditRecorder;
}) {
  const { database, queue, clock, content, storage } = deps;
  const db = database.db;
  const repo = publishingItems(deps.audit);

  /** Locks and answers every item of the community named; one missing (or another community's) → 404, none changed. */
  async function lockAll(tx: Executor, communityId: string, ids: string[], includeDeleted = false) {
    const unique = [...new Set(ids)];
    if (!unique.every(isUuid)) throw notFound(contentMessages.feedItemNotFound);
    const rows = await repo.findMany(tx, communityId, unique, { includeDeleted });
    if (rows.length !== unique.length) throw notFound(contentMessages.feedItemNotFound);
    return rows;
  }

  async function change(
    actor: Actor,
    ids: string[],
    action: string,
    values: (row: FeedItemRow) => Partial<NewFeedItem>,
    check?: (row: FeedItemRow) => void,
    includeDeleted = false,
  ): Promise<FeedItemRow[]> {
    return db.transaction(async (tx) => {
      const rows = await lockAll(tx, actor.communityId, ids, includeDeleted);
      rows.forEach((r) => check?.(r));
      const now = clock.now();
      const updated: FeedItemRow[] = [];
      for (const r of rows)
        updated.push(
          ...(await repo.update(tx, [r.id], { ...values(r), updatedBy: actor.userId, updatedAt: now })),
        );
      await repo.refreshRanks(
        tx,
        rows.map((r) => r.id),
      );
      await repo.log(
        tx,
        rows.map((r) => ({
          communityId: actor.communityId,
          feedItemId: r.id,
          actorUserId: actor.userId,
          action,
          at: now,
        })),
      );
      return updated;
    });
  }

  const retractable = (r: FeedItemRow) => {
    if (r.status !== 'PUBLISHED' && r.status !== 'SCHEDULED') throw conflict(contentMessages.notPublished);
  };
  const BATCH: Record<BatchAction, { values: () => Partial<NewFeedItem>; check?: (r: FeedItemRow) => void }> =
    {
      retract: {
        values: () => ({ status: 'RETRACTED', publishAt: null, publishZone: null }),
        check: retractable,
      },
      archive: { values: () => ({ status: 'ARCHIVED', publishAt: null, publishZone: null }) },
      delete: { values: () => ({ deletedAt: clock.now(), publishAt: null, pinned: false, featured: false }) },
    };

  return {
    async publish(actor: Actor, id: string, body: PublishBody): Promise<FeedItemDetail> {
      const now = clock.now();
      if (body.publishAt) await deps.zoneRules.assertSchedulable(body.zone, 'zone');
      const publishAt = body.publishAt !== undefined ? resolvePublishAt(body.publishAt, body.zone) : null;
      if (publishAt && publishAt <= now) throw badRequest(contentMessages.publishAtPast, 'publishAt');
      const groups = [...new Set(body.groups)];
      const recipients = [...new Set(body.recipients)];
      const access = accessOf(body);
      const row = await db.transaction(async (tx) => {
        const [item] = await lockAll(tx, actor.communityId, [id]);
        // An event without a date tells members nothing about when to come; it may be saved as a draft, not published.
        if (item.kind === 'EVENT' && !((item.data as { dateTimes?: unknown[] }).dateTimes ?? []).length)
          throw badRequest(contentRuleMessages.eventNeedsDate, 'dateTimes');
        if ((await repo.countGroups(tx, actor.communityId, groups)) !== groups.length)
          throw notFound(contentMessages.groupNotFound);
        if ((await repo.countMembers(tx, actor.communityId, recipients)) !== recipients.length)
          throw notFound(contentMessages.recipientNotFound);
        await repo.setAudience(tx, item.id, groups, recipients);
        const common = {
          access,
          featured: body.featured,
          open: body.open,
          updatedBy: actor.userId,
          updatedAt: now,
        };
        const [saved] = await repo.update(
          tx,
          [item.id],
          publishAt
            ? {
                ...common,
                status: 'SCHEDULED',
                publishAt,
                publishZone: body.zone ?? 'UTC',
                notifyOnPublish: body.notification,
              }
            : {
                ...common,
                status: 'PUBLISHED',
                // Changing the audience of a live item does not move it to the top of the feed.
                publishedOn: item.status === 'PUBLISHED' && item.publishedOn ? item.publishedOn : now,
                publishAt: null,
                publishZone: null,
                notifyOnPublish: false,
              },
        );
        await repo.refreshRanks(tx, [item.id]);
        await repo.log(tx, [
          {
            communityId: actor.communityId,
            feedItemId: item.id,
            actorUserId: actor.userId,
            action: publishAt ? 'SCHEDULED' : 'PUBLISHED',
            at: now,
          },
        ]);
        // A push with the content counts against the community's hourly pushes, now even if it goes out later.
        if (publishAt && body.notification) await deps.pushes.count(tx, actor.communityId, now);
        if (!publishAt && body.notification)
          await requestPush(repo, deps.pushes, tx, saved, actor.userId, now, { counted: false });
        // Going live counts once: a change of a live item's audience is not another publish.
        if (!publishAt && item.status !== 'PUBLISHED')
          await recordPublish(repo, tx, saved, actor.userId, now);
        // Queued with the schedule (POST /v2/scripts/feeds/{id} queues it again after a restore).
        if (publishAt)
          await queue.send(
            publishScheduled,
            { feedItemId: saved.id, publishAt: publishAt.toISOString() },
            { startAfter: publishAt, singletonKey: scheduleKey(saved.id, publishAt), tx },
          );
        return saved;
      });
      return content.detail(row);
    },

    async retract(actor: Actor, id: string) {
      const [row] = await change(actor, [id], 'RETRACTED', BATCH.retract.values, retractable);
      return content.detail(row);
    },

    async archive(actor: Actor, id: string) {
      const [row] = await change(actor, [id], 'ARCHIVED', BATCH.archive.values);
      return content.detail(row);
    },

    /** An archived or deleted item back as a DRAFT; anything else is a 409 (nothing to restore). */
    async restore(actor: Actor, id: string) {
      const [row] = await change(
        actor,
        [id],
        'RESTORED',
        () => ({
          status: 'DRAFT',
          deletedAt: null,
          publishAt: null,
          publishZone: null,
          pinned: false,
          featured: false,
        }),
        (r) => {
          if (r.status !== 'ARCHIVED' && !r.deletedAt) throw conflict(restoreMessages.notRestorable);
        },
        true,
      );
      return content.detail(row);
    },

    async batch(actor: Actor, action: BatchAction, ids: string[]): Promise<number> {
      const { values, check } = BATCH[action];
      return (await change(actor, ids, LOG_OF[action], values, check)).length;
    },

    async pin(actor: Actor, id: string, pinned: boolean, access?: ContentAccess) {
      const [row] = await change(actor, [id], pinned ? 'PINNED' : 'UNPINNED', () =>
        access ? { pinned, access } : { pinned },
      );
      return content.detail(row);
    },

    /** Removes the item for good, with the files no other item uses (also from storage). */
    async destroy(actor: Actor, id: string): Promise<void> {
      const files = await db.transaction(async (tx) => {
        const [item] = await lockAll(tx, actor.communityId, [id], true);
        await repo.deleteItem(tx, item.id);
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'content.destroy',
          target: { kind: 'feed_item', id: item.id },
          before: item,
          after: null,
          only: ['kind', 'headline', 'status'],
        });
        const orphans = [
          ...(await repo.orphanAttachments(
            tx,
            [item.coverImageId, item.attachmentId].filter((x): x is string => !!x),
          )),
          ...(await repo.orphanBodyImages(tx, item.communityId, item.id, bodyImageAddresses(item.data))),
        ];
        await repo.deleteAttachments(
          tx,
          orphans.map((o) => o.id),
        );
        return orphans;
      });
      for (const f of files)
        await storage.remove(f.filePath).catch((err: unknown) => {
          // The row is gone, so nothing links to the file any more; a leftover only costs disk space.
          deps.logger.warn({ err, key: f.filePath }, 'could not remove a destroyed item file');
        });
    },

    async log(communityId: string, id: string, offset: number, limit: number): Promise<PublishingLogList> {
      await content.view(communityId, id);
      const { rows, total } = await repo.logPage(db, id, offset, limit);
      return {
        data: rows.map((r) => ({
          id: r.id,
          logged: r.at.toISOString(),
          type: r.action as PublishingLogList['data'][number]['type'],
          email: r.email,
          name:
            r.email === null ? 'Scheduler' : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.username!,
          scope: r.scope,
          username: r.username,
        })),
        meta: pageMeta(offset, limit, total),
      };
    },

    async calendar(communityId: string, startDate: string, endDate: string): Promise<CalendarResponse> {
      const from = new Date(startDate);
      // A bare end date means the whole of that day.
      const to = rangeEnd(endDate);
      const rows = await repo.calendar(db, communityId, from, to);
      const pushes = deps.pushCalendar ? await deps.pushCalendar(communityId, from, to) : [];
      return {
        notifications: pushes,
        data: rows.map(({ item, community }) => {
          const kind = item.kind as ContentKind;
          const on = item.status === 'SCHEDULED' ? item.publishAt : item.publishedOn;
          return {
            id: item.id,
            community,
            baseType: FEED_ITEM_TYPES[kind],
            displayType: KIND_LABELS[kind],
            heading: item.headline,
            body:
              item.tagline || plainText(String((item.data as { body?: string }).body ?? '')).slice(0, 300),
            status: item.status as ContentStatus,
            access: item.access as ContentAccess,
            publishingOn: (on ?? item.updatedAt).toISOString(),
            publishedDate: item.publishedOn ? item.publishedOn.toISOString() : null,
          };
        }),
      };
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
