import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMember } from '../../db/active-members';
import { isCurrentGuest } from '../../db/community-guests';
import { attachments, communities, feedItems, guests, memberships, users } from '../../db/schema';

// What the community console's analytics show beside the figures: item titles, kinds and covers, the newest
// members, the people counted now. Figures themselves come from analytics.repository.ts (the roll-ups); these are
// read-only reads of the content, members and guests tables, kept in the analytics module so the figures' routes
// answer in one service without reaching into those modules' repositories (DESIGN.md convention 14).

export const communityFiguresRepository = {
  /**
   * The community's zone and where its LIFETIME starts: its creation, or its first recorded event when that is
   * older (activity carried over from before the community was created here). One index probe
   * (activity_events_community_at_idx).
   */
  async community(db: Executor, communityId: string) {
    const [row] = await db
      .select({
        timeZone: communities.timeZone,
        createdAt: communities.createdAt,
        firstEventAt: sql<Date | string | null>`(select min(e.at) from activity_events e
          where e.community_id = ${communityId})`,
      })
      .from(communities)
      .where(eq(communities.id, communityId));
    return row;
  },

  /** Ids of the community's items of one kind that are not deleted (top content's `postType`). */
  async itemIdsOfKind(db: Executor, communityId: string, kind: string) {
    const rows = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(
        and(eq(feedItems.communityId, communityId), eq(feedItems.kind, kind), isNull(feedItems.deletedAt)),
      );
    return rows.map((r) => r.id);
  },

  /** Title, kind, cover and publishing time of the given items that still exist and are not deleted. */
  async itemCards(db: Executor, communityId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: feedItems.id,
        title: feedItems.headline,
        kind: feedItems.kind,
        coverImage: attachments.fileUrl,
        publishedOn: feedItems.publishedOn,
      })
      .from(feedItems)
      .leftJoin(
        attachments,
        and(eq(attachments.id, feedItems.coverImageId), eq(attachments.communityId, communityId)),
      )
      .where(
        and(
          eq(feedItems.communityId, communityId),
          inArray(feedItems.id, [...ids]),
          isNull(feedItems.deletedAt),
        ),
      );
  },

  /** The newest active members (db/active-members.ts), newest first. */
  async recentMembers(db: Executor, communityId: string, limit: number) {
    return db
      .select({
        id: memberships.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        joinedAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.communityId, communityId), isActiveMember))
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(limit);
  },

  async countActiveMembers(db: Executor, communityId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.communityId, communityId), isActiveMember));
    return row.n;
  },

  /**
   * "Guests" now (db/community-guests.ts). `unregisteredOnly` (the ALL_TIME user insight's `unregistered`, a different
   * figure) leaves out the guests who signed up (their person is counted as a member now).
   */
  async countGuests(db: Executor, communityId: string, opts: { unregisteredOnly?: boolean } = {}) {
    const [row] = await db
      .select({ n: count() })
      .from(guests)
      .where(
        and(
          eq(guests.communityId, communityId),
          isCurrentGuest,
          opts.unregisteredOnly ? isNull(guests.upgradedAt) : undefined,
        ),
      );
    return row.n;
  },
};
