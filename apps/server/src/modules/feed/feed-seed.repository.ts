import type { Executor } from '../../db/client';
import { feedItemLikes } from '../../db/schema';

// Seeding (the demo platform, src/demo/): members' likes, which the feed owns.
export const feedSeedRepository = {
  async insertLikes(db: Executor, rows: { feedItemId: string; membershipId: string }[]): Promise<void> {
    await db.insert(feedItemLikes).values(rows);
  },
};
