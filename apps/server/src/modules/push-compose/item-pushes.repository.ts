import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedItemGroups, feedItemRecipients, feedItems, notifications } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import { rowsOf } from '../../db/rows';
import { unjoin, withItem, type NotificationWithItem } from './notifications.repository';

/**
 * Notifications › Scheduled: the scheduled notifications and, beside them, the pushes scheduled feed items send
 * when they go live (publishing keeps those as `feed_items.notify_on_publish` until then; the push is made from the
 * item at that moment). The items are read here as a read model: content owns and writes them.
 */
export interface ScheduledListOptions {
  communityId: string;
  sort: 'schedule' | 'title';
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
  search?: string;
  from?: Date;
  to?: Date;
}

/** A scheduled item with a push to send when it goes live, and its audience. */
export interface PendingItem {
  id: string;
  kind: string;
  headline: string;
  tagline: string;
  data: unknown;
  access: string;
  publishAt: Date;
  publishZone: string | null;
  createdAt: Date;
  updatedAt: Date;
  groups: string[];
  recipients: string[];
}

function entries(o: ScheduledListOptions): SQL {
  const search = o.search ? likePattern(o.search) : null;
  const nWhere = [
    sql`n.community_id = ${o.communityId}`,
    sql`n.status = 'SCHEDULED'`,
    // A support answer's push is part of the ticket, not one of the community's sends.
    sql`n.source <> 'SUPPORT'`,
    sql`n.deleted_at is null`,
    sql`n.archived_at is null`,
    o.from ? sql`n.send_at >= ${o.from.toISOString()}::timestamptz` : null,
    o.to ? sql`n.send_at <= ${o.to.toISOString()}::timestamptz` : null,
    search ? sql`(n.title ilike ${search} or n.body ilike ${search})` : null,
  ].filter((c): c is SQL => c !== null);
  const fWhere = [
    sql`f.community_id = ${o.communityId}`,
    sql`f.status = 'SCHEDULED'`,
    sql`f.notify_on_publish`,
    sql`f.deleted_at is null`,
    sql`f.publish_at is not null`,
    o.from ? sql`f.publish_at >= ${o.from.toISOString()}::timestamptz` : null,
    o.to ? sql`f.publish_at <= ${o.to.toISOString()}::timestamptz` : null,
    search
      ? sql`(f.headline ilike ${search} or f.tagline ilike ${search} or f.data->>'body' ilike ${search})`
      : null,
  ].filter((c): c is SQL => c !== null);
  return sql`
    select n.id, false as on_publish, n.send_at as at, lower(n.title) as title
      from notifications n where ${sql.join(nWhere, sql` and `)}
    union all
    select f.id, true as on_publish, f.publish_at as at, lower(f.headline) as title
      from feed_items f where ${sql.join(fWhere, sql` and `)}`;
}

export const itemPushesRepository = {
  /** One page of both kinds, in one order; answers the ids of each kind in page order, and the total. */
  async scheduledPage(db: Executor, o: ScheduledListOptions) {
    const dir = o.dir === 'asc' ? sql`asc` : sql`desc`;
    const key = o.sort === 'title' ? sql`e.title` : sql`e.at`;
    const page = rowsOf<{ id: string; on_publish: boolean }>(
      await db.execute(sql`
        select e.id, e.on_publish from (${entries(o)}) e
        order by ${key} ${dir} nulls last, e.id ${dir}
        limit ${o.limit} offset ${o.page * o.limit}`),
    );
    const [{ total }] = rowsOf<{ total: number | string }>(
      await db.execute(sql`select count(*) as total from (${entries(o)}) e`),
    );
    return { page: page.map((r) => ({ id: r.id, onPublish: r.on_publish })), total: Number(total) };
  },

  async notificationsByIds(
    db: Executor,
    communityId: string,
    ids: string[],
  ): Promise<NotificationWithItem[]> {
    if (!ids.length) return [];
    const rows = await db
      .select(withItem)
      .from(notifications)
      .leftJoin(feedItems, eq(feedItems.id, notifications.feedItemId))
      .where(and(eq(notifications.communityId, communityId), inArray(notifications.id, ids)));
    return rows.map(unjoin);
  },

  /** The community's scheduled items among `ids` that still have a push to send, with their audience. */
  async pendingItems(db: Executor, communityId: string, ids: string[]): Promise<PendingItem[]> {
    if (!ids.length) return [];
    const rows = await db
      .select()
      .from(feedItems)
      .where(
        and(
          eq(feedItems.communityId, communityId),
          inArray(feedItems.id, ids),
          eq(feedItems.status, 'SCHEDULED'),
          eq(feedItems.notifyOnPublish, true),
          isNull(feedItems.deletedAt),
        ),
      );
    const found = rows.filter((r) => r.publishAt !== null).map((r) => r.id);
    if (!found.length) return [];
    const g = await db
      .select({ item: feedItemGroups.feedItemId, id: feedItemGroups.groupId })
      .from(feedItemGroups)
      .where(inArray(feedItemGroups.feedItemId, found));
    const m = await db
      .select({ item: feedItemRecipients.feedItemId, id: feedItemRecipients.membershipId })
      .from(feedItemRecipients)
      .where(inArray(feedItemRecipients.feedItemId, found));
    return rows
      .filter((r) => r.publishAt !== null)
      .map((r) => ({
        id: r.id,
        kind: r.kind,
        headline: r.headline,
        tagline: r.tagline,
        data: r.data,
        access: r.access,
        publishAt: r.publishAt!,
        publishZone: r.publishZone,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        groups: g.filter((x) => x.item === r.id).map((x) => x.id),
        recipients: m.filter((x) => x.item === r.id).map((x) => x.id),
      }));
  },
};
