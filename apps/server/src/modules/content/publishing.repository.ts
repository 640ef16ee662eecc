import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attachments,
  communities,
  feedItemGroups,
  feedItemRecipients,
  feedItems,
  groups,
  memberships,
  publishingLog,
  users,
} from '../../db/schema';
import type { FeedItemRow, NewFeedItem } from './content.repository';

/** Pinned items rank above every unpinned one: epoch milliseconds stay far below this for millennia. */
export const PIN_BOOST = 1_000_000_000_000_000;

/**
 * The feed's sort key, kept in feed_items.feed_rank: null unless the item is live (published, not deleted); else
 * its publishing time in epoch ms, plus PIN_BOOST when pinned. The member feed is `order by feed_rank desc`.
 */
export const feedRankSql = sql<
  number | null
>`case when ${feedItems.status} = 'PUBLISHED' and ${feedItems.deletedAt} is null
  then ((case when ${feedItems.pinned} then ${sql.raw(String(PIN_BOOST))}::bigint else 0 end)
    + floor(extract(epoch from coalesce(${feedItems.publishedOn}, ${feedItems.createdAt})) * 1000))::bigint end`;

export const publishingRepository = {
  async findMany(db: Executor, communityId: string, ids: string[], opts: { includeDeleted?: boolean } = {}) {
    return db
      .select()
      .from(feedItems)
      .where(
        and(
          eq(feedItems.communityId, communityId),
          inArray(feedItems.id, ids),
          opts.includeDeleted ? undefined : isNull(feedItems.deletedAt),
        ),
      )
      .for('update');
  },

  async update(db: Executor, ids: string[], values: Partial<NewFeedItem>): Promise<FeedItemRow[]> {
    if (ids.length === 0) return [];
    return db.update(feedItems).set(values).where(inArray(feedItems.id, ids)).returning();
  },

  /** Recomputes feed_rank of these items (after any change of status, pin or publishing time). */
  async refreshRanks(db: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.update(feedItems).set({ feedRank: feedRankSql }).where(inArray(feedItems.id, ids));
  },

  /**
   * The scheduled publish: only an item still SCHEDULED for exactly this time goes live, so a second run, a job
   * of an older schedule or one racing another server changes nothing.
   */
  async publishIfDue(db: Executor, id: string, publishAt: Date, now: Date): Promise<FeedItemRow | undefined> {
    const [row] = await db
      .update(feedItems)
      .set({ status: 'PUBLISHED', publishedOn: publishAt, updatedAt: now })
      .where(and(eq(feedItems.id, id), eq(feedItems.status, 'SCHEDULED'), eq(feedItems.publishAt, publishAt)))
      .returning();
    return row;
  },

  /**
   * Cancels the push of the community's scheduled items among `ids` (Notifications › Scheduled): they still go live
   * at their time, without one. Other ids are ignored; answers how many pushes were cancelled.
   */
  async cancelPushes(
    db: Executor,
    communityId: string,
    ids: string[],
    by: string,
    at: Date,
  ): Promise<number> {
    if (!ids.length) return 0;
    const rows = await db
      .update(feedItems)
      .set({ notifyOnPublish: false, updatedBy: by, updatedAt: at })
      .where(
        and(
          eq(feedItems.communityId, communityId),
          inArray(feedItems.id, ids),
          eq(feedItems.status, 'SCHEDULED'),
          eq(feedItems.notifyOnPublish, true),
          isNull(feedItems.deletedAt),
        ),
      )
      .returning({ id: feedItems.id });
    return rows.length;
  },

  /** CLIENT when a community administrator published, ADMIN when a platform administrator did (unknown: CLIENT). */
  async publisherKind(db: Executor, userId: string | null): Promise<'CLIENT' | 'ADMIN'> {
    if (!userId) return 'CLIENT';
    const [row] = await db.select({ admin: users.isPlatformAdmin }).from(users).where(eq(users.id, userId));
    return row?.admin ? 'ADMIN' : 'CLIENT';
  },

  /** Who scheduled the item: the actor of its latest SCHEDULED log entry (a scheduled publish is theirs). */
  async scheduledBy(db: Executor, feedItemId: string): Promise<string | null> {
    const [row] = await db
      .select({ actor: publishingLog.actorUserId })
      .from(publishingLog)
      .where(and(eq(publishingLog.feedItemId, feedItemId), eq(publishingLog.action, 'SCHEDULED')))
      .orderBy(desc(publishingLog.at))
      .limit(1);
    return row?.actor ?? null;
  },

  async countGroups(db: Executor, communityId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [{ n }] = await db
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.communityId, communityId), inArray(groups.id, ids)));
    return n;
  },

  async countMembers(db: Executor, communityId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [{ n }] = await db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.communityId, communityId), inArray(memberships.id, ids)));
    return n;
  },

  async setAudience(db: Executor, itemId: string, groupIds: string[], membershipIds: string[]) {
    await db.delete(feedItemGroups).where(eq(feedItemGroups.feedItemId, itemId));
    await db.delete(feedItemRecipients).where(eq(feedItemRecipients.feedItemId, itemId));
    if (groupIds.length)
      await db.insert(feedItemGroups).values(groupIds.map((groupId) => ({ feedItemId: itemId, groupId })));
    if (membershipIds.length)
      await db
        .insert(feedItemRecipients)
        .values(membershipIds.map((membershipId) => ({ feedItemId: itemId, membershipId })));
  },

  async audienceIds(db: Executor, itemId: string) {
    const g = await db
      .select({ id: feedItemGroups.groupId })
      .from(feedItemGroups)
      .where(eq(feedItemGroups.feedItemId, itemId));
    const r = await db
      .select({ id: feedItemRecipients.membershipId })
      .from(feedItemRecipients)
      .where(eq(feedItemRecipients.feedItemId, itemId));
    return { groups: g.map((x) => x.id), recipients: r.map((x) => x.id) };
  },

  async log(
    db: Executor,
    rows: { communityId: string; feedItemId: string; actorUserId: string | null; action: string; at: Date }[],
  ) {
    if (rows.length) await db.insert(publishingLog).values(rows);
  },

  async logPage(db: Executor, itemId: string, offset: number, limit: number) {
    const rows = await db
      .select({
        id: publishingLog.id,
        at: publishingLog.at,
        action: publishingLog.action,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        scope: memberships.scope,
      })
      .from(publishingLog)
      .leftJoin(users, eq(users.id, publishingLog.actorUserId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.userId, publishingLog.actorUserId),
          eq(memberships.communityId, publishingLog.communityId),
        ),
      )
      .where(eq(publishingLog.feedItemId, itemId))
      .orderBy(desc(publishingLog.at), desc(publishingLog.id))
      .limit(limit)
      .offset(offset * limit);
    const [{ n }] = await db
      .select({ n: count() })
      .from(publishingLog)
      .where(eq(publishingLog.feedItemId, itemId));
    return { rows, total: n };
  },

  /** Published items that went live, and scheduled items that go live, between the two instants. */
  async calendar(db: Executor, communityId: string, from: Date, to: Date) {
    return db
      .select({ item: feedItems, community: communities.name })
      .from(feedItems)
      .innerJoin(communities, eq(communities.id, feedItems.communityId))
      .where(
        and(
          eq(feedItems.communityId, communityId),
          isNull(feedItems.deletedAt),
          or(
            and(
              eq(feedItems.status, 'PUBLISHED'),
              gte(feedItems.publishedOn, from),
              lte(feedItems.publishedOn, to),
            ),
            and(
              eq(feedItems.status, 'SCHEDULED'),
              gte(feedItems.publishAt, from),
              lte(feedItems.publishAt, to),
            ),
          ),
        ),
      )
      .orderBy(asc(sql`coalesce(${feedItems.publishAt}, ${feedItems.publishedOn})`));
  },

  async deleteItem(db: Executor, id: string) {
    await db.delete(feedItems).where(eq(feedItems.id, id));
  },

  /** Of these attachments, those no other item uses any more: safe to remove with their files. */
  async orphanAttachments(db: Executor, ids: string[]) {
    if (ids.length === 0) return [];
    const used = await db
      .select({ cover: feedItems.coverImageId, file: feedItems.attachmentId })
      .from(feedItems)
      .where(or(inArray(feedItems.coverImageId, ids), inArray(feedItems.attachmentId, ids)));
    const inUse = new Set(used.flatMap((u) => [u.cover, u.file]));
    return db
      .select()
      .from(attachments)
      .where(
        inArray(
          attachments.id,
          ids.filter((id) => !inUse.has(id)),
        ),
      );
  },

  /**
   * Of the body images at these stored addresses, those of the community that no other item's text shows any more
   * (an image copied into a second item stays with it): safe to remove with their files.
   */
  async orphanBodyImages(db: Executor, communityId: string, itemId: string, addresses: string[]) {
    if (addresses.length === 0) return [];
    return db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.communityId, communityId),
          eq(attachments.purpose, 'IMAGE'),
          inArray(attachments.fileUrl, addresses),
          sql`not exists (select 1 from ${feedItems} where ${feedItems.communityId} = ${communityId}
            and ${feedItems.id} <> ${itemId}
            and strpos(${feedItems.data}::text, ${attachments.fileUrl}) > 0)`,
          // Nor one an item uses as its cover or document through the API.
          sql`not exists (select 1 from ${feedItems} where ${feedItems.coverImageId} = ${attachments.id}
            or ${feedItems.attachmentId} = ${attachments.id})`,
        ),
      );
  },

  async deleteAttachments(db: Executor, ids: string[]) {
    if (ids.length) await db.delete(attachments).where(inArray(attachments.id, ids));
  },
};
