import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, feedItemLikes, feedItems } from '../../db/schema';
import { feedRankSql } from './publishing.repository';

export const maintenanceRepository = {
  async communityExists(db: Executor, id: string): Promise<boolean> {
    const [row] = await db.select({ id: communities.id }).from(communities).where(eq(communities.id, id));
    return !!row;
  },

  /** Gives every feed item without a public key a random one (24 hex characters, like the others). */
  async fillObjectIds(db: Executor): Promise<number> {
    const rows = await db
      .update(feedItems)
      .set({
        objectId: sql`substr(md5(random()::text || ${feedItems.id}::text || clock_timestamp()::text), 1, 24)`,
      })
      .where(isNull(feedItems.objectId))
      .returning({ id: feedItems.id });
    return rows.length;
  },

  /** Brings feed_rank of every item of the community in line with its status, pin and publishing time. */
  async rerank(db: Executor, communityId: string): Promise<number> {
    const rows = await db
      .update(feedItems)
      .set({ feedRank: feedRankSql })
      .where(
        and(
          eq(feedItems.communityId, communityId),
          sql`${feedItems.feedRank} is distinct from ${feedRankSql}`,
        ),
      )
      .returning({ id: feedItems.id });
    return rows.length;
  },

  async scheduled(db: Executor, communityId: string) {
    return db
      .select({ id: feedItems.id, publishAt: feedItems.publishAt })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.communityId, communityId),
          eq(feedItems.status, 'SCHEDULED'),
          isNull(feedItems.deletedAt),
          isNotNull(feedItems.publishAt),
        ),
      );
  },

  /** Sets each item's like counter to the number of likes it has; answers how many counters were wrong. */
  async recountLikes(db: Executor, communityId: string): Promise<number> {
    const actual = sql<number>`(select count(*)::int from ${feedItemLikes} where ${feedItemLikes.feedItemId} = ${feedItems.id})`;
    const rows = await db
      .update(feedItems)
      .set({ likeCount: actual })
      .where(and(eq(feedItems.communityId, communityId), sql`${feedItems.likeCount} <> ${actual}`))
      .returning({ id: feedItems.id });
    return rows.length;
  },
};

export type MaintenanceRepository = typeof maintenanceRepository;
