import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMember } from '../../db/active-members';
import { isCurrentGuest } from '../../db/community-guests';
import { communities, feedItems, groups, guests, memberships } from '../../db/schema';

/** Counts people by role; only ACTIVE memberships count, so deactivated and deleted members drop out. */
async function countMemberships(db: Executor, role: 'ADMIN' | 'MEMBER', communityId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.role, role),
        eq(memberships.status, 'ACTIVE'),
        communityId ? eq(memberships.communityId, communityId) : undefined,
      ),
    );
  return row.n;
}

/** "Guests" now (db/community-guests.ts), across every community or in one. */
async function countGuests(db: Executor, communityId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(guests)
    .where(and(isCurrentGuest, communityId ? eq(guests.communityId, communityId) : undefined));
  return row.n;
}

/** "Active members" (db/active-members.ts), across every community or in one. */
async function countActiveMembers(db: Executor, communityId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(isActiveMember, communityId ? eq(memberships.communityId, communityId) : undefined));
  return row.n;
}

export const dashboardRepository = {
  countMemberships,
  countActiveMembers,
  countGuests,

  async countCommunities(db: Executor) {
    const [row] = await db.select({ n: count() }).from(communities);
    return row.n;
  },

  /** Content members can see now: PUBLISHED and not soft-deleted (drafts, schedules, retracted, archived don't count). */
  async countPublishedContent(db: Executor, communityId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.communityId, communityId),
          eq(feedItems.status, 'PUBLISHED'),
          isNull(feedItems.deletedAt),
        ),
      );
    return row.n;
  },

  async countGroups(db: Executor, communityId: string) {
    const [row] = await db.select({ n: count() }).from(groups).where(eq(groups.communityId, communityId));
    return row.n;
  },
};
