import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communityMemberCounts, memberships, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * What erasing people asks of the auth module: a closed community's deletion and the retention purge. A person is
 * erased with their last community: memberships marked DELETED elsewhere do not keep an account alive, and
 * platform administrators are never erased this way.
 */
export const erasureRepository = {
  /** The people of a community who belong to no other community (and are not platform administrators). */
  async onlyIn(db: Executor, communityId: string): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select distinct m.user_id as id from memberships m join users u on u.id = m.user_id
        where m.community_id = ${communityId} and not u.is_platform_admin
          and not exists (select 1 from memberships o
                          where o.user_id = m.user_id and o.community_id <> ${communityId} and o.status <> 'DELETED')`),
    );
    return rows.map((r) => r.id);
  },

  /** Deletes people; their sessions, tokens and memberships go with them (ON DELETE CASCADE). */
  async deleteUsers(db: Executor, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await db.delete(users).where(inArray(users.id, ids)).returning({ id: users.id });
    return rows.length;
  },

  /** The membership counters have no foreign key (schema/identity.ts says why): removed with the community. */
  async deleteMemberCounts(db: Executor, communityId: string): Promise<number> {
    const rows = await db
      .delete(communityMemberCounts)
      .where(eq(communityMemberCounts.communityId, communityId))
      .returning({ id: communityMemberCounts.communityId });
    return rows.length;
  },

  /**
   * Retention: removes the community's memberships deleted before `before` and answers the people concerned (the
   * caller erases those left with no community).
   */
  async purgeDeletedMemberships(db: Executor, communityId: string, before: Date): Promise<string[]> {
    const rows = await db
      .delete(memberships)
      .where(
        and(
          eq(memberships.communityId, communityId),
          eq(memberships.status, 'DELETED'),
          lt(memberships.updatedAt, before),
        ),
      )
      .returning({ userId: memberships.userId });
    return rows.map((r) => r.userId);
  },

  /** Of the given people, those left with no live membership and not platform administrators. */
  async withoutCommunity(db: Executor, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select u.id from users u
        where u.id = any(${`{${ids.join(',')}}`}::uuid[]) and not u.is_platform_admin
          and not exists (select 1 from memberships m where m.user_id = u.id and m.status <> 'DELETED')`),
    );
    return rows.map((r) => r.id);
  },
};

export type ErasureRepository = typeof erasureRepository;
