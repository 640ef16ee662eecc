import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, feedItems, tags } from '../../db/schema';
import { itemSearchText } from './content.search';

// Writers and lookups for seeding (the demo platform, src/demo/): items, their files, tags, with given
// dates and counters.

export type SeedFeedItem = typeof feedItems.$inferInsert;

export const contentSeedRepository = {
  async insertAttachment(db: Executor, row: typeof attachments.$inferInsert): Promise<{ id: string }> {
    const [made] = await db.insert(attachments).values(row).returning({ id: attachments.id });
    return made;
  },

  /** Adds the tags a community does not have yet. */
  async insertTags(db: Executor, rows: { communityId: string; tag: string }[]): Promise<void> {
    await db.insert(tags).values(rows).onConflictDoNothing();
  },

  async insertFeedItem(db: Executor, row: SeedFeedItem): Promise<{ id: string }> {
    const [made] = await db
      .insert(feedItems)
      .values({ ...row, searchText: itemSearchText(row) })
      .returning({ id: feedItems.id });
    return made;
  },

  async setCounters(db: Executor, feedItemId: string, counters: { viewCount: number; likeCount: number }) {
    await db.update(feedItems).set(counters).where(eq(feedItems.id, feedItemId));
  },

  /** Up to `limit` published items of a community (what the demo's pushes link to). */
  async publishedItems(db: Executor, communityId: string, limit: number) {
    return db
      .select({ id: feedItems.id, headline: feedItems.headline })
      .from(feedItems)
      .where(and(eq(feedItems.communityId, communityId), eq(feedItems.status, 'PUBLISHED')))
      .limit(limit);
  },
};
