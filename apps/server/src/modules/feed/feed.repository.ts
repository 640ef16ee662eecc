import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { ApprovalRow, AttachmentRow } from '../content/content.repository';
import { audienceOf, recordActivity } from '../../lib/activity';
import {
  attachments,
  documentApprovals,
  feedItemGroups,
  feedItemLikes,
  feedItemRecipients,
  feedItems,
  communities,
  groupMembers,
  memberships,
  users,
} from '../../db/schema';

/** Who reads the member feed: a member (membership id) or a guest, in one community. */
export interface Viewer {
  communityId: string;
  membershipId: string | null;
  guestId: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const searchFilter = (search?: string) =>
  search
    ? or(
        ilike(feedItems.headline, `%${escapeLike(search)}%`),
        ilike(feedItems.tagline, `%${escapeLike(search)}%`),
      )
    : undefined;

/** A reviewer as json_build_object answers it (timestamps as text). */
interface ApprovalJson {
  id: string;
  feedItemId: string;
  email: string;
  userId: string | null;
  status: string;
  comments: string;
  decidedAt: string | null;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
}

const toApprovalRow = (a: ApprovalJson): ApprovalRow => ({
  id: a.id,
  feedItemId: a.feedItemId,
  email: a.email,
  userId: a.userId,
  status: a.status,
  comments: a.comments,
  decidedAt: a.decidedAt === null ? null : new Date(a.decidedAt),
  createdAt: new Date(a.createdAt),
  userName: a.firstName !== null ? `${a.firstName} ${a.lastName ?? ''}`.trim() : null,
});

const live = (communityId: string) =>
  and(eq(feedItems.communityId, communityId), eq(feedItems.status, 'PUBLISHED'), isNull(feedItems.deletedAt));

/**
 * The access rule of spec'd audiences, as SQL: guests see OPEN items; members see OPEN and MEMBERS items, GROUPS
 * items of a group they are in or naming them as recipient, and RECIPIENTS items naming them.
 */
function visibleTo(v: Viewer): SQL {
  if (!v.membershipId) return eq(feedItems.access, 'OPEN');
  const named = sql`exists (select 1 from ${feedItemRecipients} where ${feedItemRecipients.feedItemId} = ${feedItems.id} and ${feedItemRecipients.membershipId} = ${v.membershipId})`;
  const inGroup = sql`exists (select 1 from ${feedItemGroups} join ${groupMembers} on ${groupMembers.groupId} = ${feedItemGroups.groupId} where ${feedItemGroups.feedItemId} = ${feedItems.id} and ${groupMembers.membershipId} = ${v.membershipId})`;
  return or(
    inArray(feedItems.access, ['OPEN', 'MEMBERS']),
    and(eq(feedItems.access, 'GROUPS'), or(inGroup, named)),
    and(eq(feedItems.access, 'RECIPIENTS'), named),
  )!;
}

export const feedRepository = {
  /** Live items of a community in feed order (pinned first, then newest), narrowed by `extra`. */
  async page(
    db: Executor,
    communityId: string,
    q: { offset: number; limit: number; search?: string; extra?: SQL },
  ) {
    const where = and(live(communityId), q.extra, searchFilter(q.search));
    const rows = await db
      .select()
      .from(feedItems)
      .where(where)
      .orderBy(desc(feedItems.feedRank), desc(feedItems.id))
      .limit(q.limit)
      .offset(q.offset * q.limit);
    const [{ n }] = await db.select({ n: count() }).from(feedItems).where(where);
    return { rows, total: n };
  },

  /**
   * The member app's page in one statement: the items the viewer may see, their cover image and document file,
   * a document's reviewers, whether the viewer liked each, and the total (the feed is read by every member at
   * once after a push, so each round trip counts).
   */
  async appPage(db: Executor, v: Viewer, q: { offset: number; limit: number; search?: string }) {
    const where = and(live(v.communityId), visibleTo(v), searchFilter(q.search));
    // Written out in full: drizzle leaves select-list columns unqualified, which the subqueries would misread.
    const likedBy = v.membershipId
      ? sql`l.membership_id = ${v.membershipId}`
      : sql`l.guest_id = ${v.guestId}`;
    const cover = alias(attachments, 'cover');
    const file = alias(attachments, 'file');
    const sameCommunity = (
      a: typeof cover | typeof file,
      id: typeof feedItems.coverImageId | typeof feedItems.attachmentId,
    ) => and(eq(a.id, id), eq(a.communityId, v.communityId));
    const rows = await db
      .select({
        item: feedItems,
        cover,
        file,
        approvals: sql<ApprovalJson[] | null>`case when "feed_items"."kind" = 'DOCUMENT' then (
          select json_agg(json_build_object('id', a.id, 'feedItemId', a.feed_item_id, 'email', a.email,
            'userId', a.user_id, 'status', a.status, 'comments', a.comments, 'decidedAt', a.decided_at,
            'createdAt', a.created_at, 'firstName', u.first_name, 'lastName', u.last_name)
            order by a.created_at, a.email)
          from document_approvals a left join users u on u.id = a.user_id
          where a.feed_item_id = "feed_items"."id") end`,
        liked: sql<boolean>`exists (select 1 from feed_item_likes l where l.feed_item_id = "feed_items"."id" and ${likedBy})`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(feedItems)
      .leftJoin(cover, sameCommunity(cover, feedItems.coverImageId))
      .leftJoin(file, sameCommunity(file, feedItems.attachmentId))
      .where(where)
      .orderBy(desc(feedItems.feedRank), desc(feedItems.id))
      .limit(q.limit)
      .offset(q.offset * q.limit);
    // Past the last page the window has no row to carry the total: count on its own then.
    const total = rows.length
      ? rows[0].total
      : q.offset === 0
        ? 0
        : (await db.select({ n: count() }).from(feedItems).where(where))[0].n;
    const files = new Map<string, AttachmentRow>();
    for (const r of rows) for (const a of [r.cover, r.file]) if (a) files.set(a.id, a);
    return {
      rows: rows.map((r) => r.item),
      files,
      approvals: new Map(rows.map((r) => [r.item.id, (r.approvals ?? []).map(toApprovalRow)])),
      liked: new Set(rows.filter((r) => r.liked).map((r) => r.item.id)),
      total,
    };
  },

  featured: () => eq(feedItems.featured, true),
  pinned: () => eq(feedItems.pinned, true),
  open: () => eq(feedItems.access, 'OPEN'),
  visibleTo,

  async findVisible(db: Executor, v: Viewer, id: string) {
    const [row] = await db
      .select()
      .from(feedItems)
      .where(and(eq(feedItems.id, id), live(v.communityId), visibleTo(v)));
    return row;
  },

  async likedAmong(db: Executor, v: Viewer, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: feedItemLikes.feedItemId })
      .from(feedItemLikes)
      .where(
        and(
          inArray(feedItemLikes.feedItemId, ids),
          v.membershipId
            ? eq(feedItemLikes.membershipId, v.membershipId)
            : eq(feedItemLikes.guestId, v.guestId!),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  /** The approvals of several documents in one query, by item, in the order the console shows them. */
  async approvalsOf(db: Executor, itemIds: string[]): Promise<Map<string, ApprovalRow[]>> {
    const byItem = new Map<string, ApprovalRow[]>();
    if (itemIds.length === 0) return byItem;
    const rows = await db
      .select({ a: documentApprovals, firstName: users.firstName, lastName: users.lastName })
      .from(documentApprovals)
      .leftJoin(users, eq(users.id, documentApprovals.userId))
      .where(inArray(documentApprovals.feedItemId, itemIds))
      .orderBy(asc(documentApprovals.createdAt), asc(documentApprovals.email));
    for (const r of rows) {
      const list = byItem.get(r.a.feedItemId) ?? [];
      list.push({
        ...r.a,
        userName: r.firstName !== null ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
      });
      byItem.set(r.a.feedItemId, list);
    }
    return byItem;
  },

  /** A reader's view, like, unlike or conversion (`conversion` = its kind: FORM, RSVP, JOB_LINK). */
  async record(
    db: Executor,
    v: Viewer,
    e: { feedItemId: string; type: 'VIEW' | 'LIKE' | 'UNLIKE' | 'CONVERSION'; conversion?: string; at: Date },
  ) {
    await recordActivity(db, [
      {
        communityId: v.communityId,
        feedItemId: e.feedItemId,
        membershipId: v.membershipId,
        guestId: v.guestId,
        audience: audienceOf(v),
        type: e.type,
        detail: e.conversion ?? null,
        at: e.at,
      },
    ]);
  },

  async countView(db: Executor, id: string) {
    await db
      .update(feedItems)
      .set({ viewCount: sql`${feedItems.viewCount} + 1` })
      .where(eq(feedItems.id, id));
  },

  /** Adds or removes the viewer's like; answers whether anything changed (a repeated like changes nothing). */
  async setLike(db: Executor, v: Viewer, id: string, liked: boolean, at: Date): Promise<boolean> {
    const who = v.membershipId
      ? { membershipId: v.membershipId, guestId: null }
      : { membershipId: null, guestId: v.guestId };
    const changed = liked
      ? await db
          .insert(feedItemLikes)
          .values({ feedItemId: id, ...who, at })
          .onConflictDoNothing()
          .returning()
      : await db
          .delete(feedItemLikes)
          .where(
            and(
              eq(feedItemLikes.feedItemId, id),
              who.membershipId
                ? eq(feedItemLikes.membershipId, who.membershipId)
                : eq(feedItemLikes.guestId, who.guestId!),
            ),
          )
          .returning();
    if (changed.length === 0) return false;
    await db
      .update(feedItems)
      .set({ likeCount: sql`greatest(${feedItems.likeCount} + ${liked ? 1 : -1}, 0)` })
      .where(eq(feedItems.id, id));
    return true;
  },

  async communityName(db: Executor, communityId: string): Promise<string> {
    const [row] = await db
      .select({ name: communities.name })
      .from(communities)
      .where(eq(communities.id, communityId));
    return row?.name ?? 'Gathering';
  },

  async memberIdentity(db: Executor, membershipId: string) {
    const [row] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.id, membershipId));
    return row;
  },

  async likeCount(db: Executor, id: string): Promise<number> {
    const [row] = await db.select({ n: feedItems.likeCount }).from(feedItems).where(eq(feedItems.id, id));
    return row?.n ?? 0;
  },
};
