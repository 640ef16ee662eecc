import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { sortBy } from '../../db/paged';
import type { Executor } from '../../db/client';
import { feedItems, groups, memberships, notificationDeliveries as nd, notifications } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import type { Audience } from './audience';

export type NotificationRecord = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** A notification with its linked item, as the lists show it. */
export type NotificationWithItem = NotificationRecord & {
  item: { id: string; headline: string; kind: string } | null;
};

export interface Figures {
  recipients: number;
  delivered: number;
  failed: number;
  pending: number;
  opened: number;
  acknowledged: number;
}
export const noFigures: Figures = {
  recipients: 0,
  delivered: 0,
  failed: 0,
  pending: 0,
  opened: 0,
  acknowledged: 0,
};

export const withItem = {
  n: notifications,
  itemId: feedItems.id,
  headline: feedItems.headline,
  kind: feedItems.kind,
};
type JoinedRow = {
  n: NotificationRecord;
  itemId: string | null;
  headline: string | null;
  kind: string | null;
};
export const unjoin = (r: JoinedRow): NotificationWithItem => ({
  ...r.n,
  item: r.itemId ? { id: r.itemId, headline: r.headline!, kind: r.kind! } : null,
});

type ListKind = 'drafts' | 'scheduled' | 'sent';
export interface ListOptions {
  communityId: string;
  kind: ListKind;
  sort: 'updatedOn' | 'createdOn' | 'title' | 'schedule' | 'deliveredOn';
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
  search?: string;
  from?: Date;
  to?: Date;
  archived?: boolean;
}

const sortColumn = {
  updatedOn: notifications.updatedAt,
  createdOn: notifications.createdAt,
  title: sql`lower(${notifications.title})`,
  schedule: notifications.sendAt,
  deliveredOn: sql`coalesce(${notifications.sentAt}, ${notifications.updatedAt})`,
} as const;

const figureColumns = {
  notificationId: nd.notificationId,
  recipients: count().mapWith(Number),
  delivered: sql<number>`count(*) filter (where ${nd.status} = 'DELIVERED')`.mapWith(Number),
  failed: sql<number>`count(*) filter (where ${nd.status} in ('FAILED', 'TOKEN_GONE'))`.mapWith(Number),
  pending: sql<number>`count(*) filter (where ${nd.status} = 'PENDING')`.mapWith(Number),
  opened: sql<number>`count(*) filter (where ${nd.openedAt} is not null)`.mapWith(Number),
  acknowledged: sql<number>`count(*) filter (where ${nd.acknowledgedAt} is not null)`.mapWith(Number),
};

export const notificationsRepository = {
  async insert(db: Executor, values: NewNotification): Promise<NotificationRecord> {
    const [row] = await db.insert(notifications).values(values).returning();
    return row;
  },

  /** Inserts under the id given; answers nothing when that id exists (a retried request made it already). */
  async insertOnce(
    db: Executor,
    values: NewNotification & { id: string },
  ): Promise<NotificationRecord | undefined> {
    const [row] = await db
      .insert(notifications)
      .values(values)
      .onConflictDoNothing({ target: notifications.id })
      .returning();
    return row;
  },

  async update(
    db: Executor,
    id: string,
    communityId: string,
    values: Partial<NewNotification>,
  ): Promise<NotificationRecord | undefined> {
    const [row] = await db
      .update(notifications)
      .set(values)
      .where(and(eq(notifications.id, id), eq(notifications.communityId, communityId)))
      .returning();
    return row;
  },

  /** A community's notification (never another's), not deleted, with its linked item. */
  async find(db: Executor, communityId: string, id: string): Promise<NotificationWithItem | undefined> {
    const [row] = await db
      .select(withItem)
      .from(notifications)
      .leftJoin(feedItems, eq(feedItems.id, notifications.feedItemId))
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.communityId, communityId),
          isNull(notifications.deletedAt),
        ),
      );
    return row ? unjoin(row) : undefined;
  },

  /** Locks the row for an update that depends on its status (a scheduled send may start meanwhile). */
  async lockStatus(tx: Executor, id: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ status: notifications.status })
      .from(notifications)
      .where(eq(notifications.id, id))
      .for('update');
    return row?.status;
  },

  async findById(db: Executor, id: string): Promise<NotificationRecord | undefined> {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
    return row;
  },

  async list(db: Executor, o: ListOptions): Promise<{ rows: NotificationWithItem[]; total: number }> {
    const status: Record<ListKind, string[]> = {
      drafts: ['DRAFT'],
      scheduled: ['SCHEDULED'],
      sent: ['SENDING', 'SENT', 'FAILED'],
    };
    const where: (SQL | undefined)[] = [
      eq(notifications.communityId, o.communityId),
      inArray(notifications.status, status[o.kind]),
      // A support answer's push is part of the ticket, not one of the community's sends.
      sql`${notifications.source} <> 'SUPPORT'`,
      isNull(notifications.deletedAt),
      o.archived ? isNotNull(notifications.archivedAt) : isNull(notifications.archivedAt),
      o.from ? gte(notifications.sendAt, o.from) : undefined,
      o.to ? lte(notifications.sendAt, o.to) : undefined,
      o.search
        ? sql`(${notifications.title} ilike ${likePattern(o.search)} or ${notifications.body} ilike ${likePattern(o.search)})`
        : undefined,
    ];
    const cond = and(...where);
    const [{ total }] = await db.select({ total: count() }).from(notifications).where(cond);
    const rows = await db
      .select(withItem)
      .from(notifications)
      .leftJoin(feedItems, eq(feedItems.id, notifications.feedItemId))
      .where(cond)
      .orderBy(
        sortBy(sortColumn[o.sort], o.dir),
        o.dir === 'asc' ? asc(notifications.id) : desc(notifications.id),
      )
      .limit(o.limit)
      .offset(o.page * o.limit);
    return { rows: rows.map(unjoin), total };
  },

  /** Delivered / failed / opened … per notification, counted from the delivery rows. */
  async figures(db: Executor, ids: string[]): Promise<Map<string, Figures>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select(figureColumns)
      .from(nd)
      .where(inArray(nd.notificationId, ids))
      .groupBy(nd.notificationId);
    return new Map(rows.map(({ notificationId, ...f }) => [notificationId, f]));
  },

  /** Archives or deletes a community's notifications (others' ids are ignored); answers how many changed. */
  async mark(
    db: Executor,
    communityId: string,
    ids: string[],
    what: 'archivedAt' | 'deletedAt',
    at: Date,
  ): Promise<number> {
    const changed = await db
      .update(notifications)
      .set({ [what]: at, updatedAt: at })
      .where(
        and(
          eq(notifications.communityId, communityId),
          inArray(notifications.id, ids),
          isNull(notifications.deletedAt),
          what === 'archivedAt' ? isNull(notifications.archivedAt) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return changed.length;
  },

  /** The ids among `ids` that are groups of the community. */
  async groupsOf(db: Executor, communityId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.communityId, communityId), inArray(groups.id, ids)));
    return new Set(rows.map((r) => r.id));
  },

  /** The user's membership in the community if it has a phone to push to (and is not erased). */
  async membershipWithDevice(db: Executor, communityId: string, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.communityId, communityId),
          eq(memberships.userId, userId),
          sql`${memberships.status} <> 'DELETED'`,
          sql`exists (select 1 from devices d where d.membership_id = ${memberships.id})`,
        ),
      );
    return row?.id;
  },

  /** The ids among `ids` that are memberships of the community (not erased). */
  async membershipsOf(db: Executor, communityId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.communityId, communityId),
          inArray(memberships.id, ids),
          sql`${memberships.status} <> 'DELETED'`,
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  /** A feed item of the community that is not deleted (a push may link to it). */
  async feedItemOf(db: Executor, communityId: string, id: string) {
    const [row] = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(and(eq(feedItems.id, id), eq(feedItems.communityId, communityId), isNull(feedItems.deletedAt)));
    return row;
  },

  audienceOf: (row: NotificationRecord) => row.audience as Audience,
};

export type NotificationsRepository = typeof notificationsRepository;
