import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { notFound } from '../../lib/errors';
import { messages } from '@gathering/contract';
import { publishScheduled, scheduleKey } from '../../jobs/catalog';
import type { MaintenanceRepository } from '../content';

/**
 * Platform repair scripts. Each is idempotent (a second run changes nothing and says so) and answers what it changed.
 * - object ids: every feed item gets its public key;
 * - rebuild feed: feed_rank (the member feed's order: pinned first, then newest) recomputed from the items;
 * - build feed: the same, and the publish job of every scheduled item queued again (a job lost with a crash
 *   between the schedule's commit and its queueing, or a restored database, would otherwise never fire);
 * - likes: each item's like counter recounted from the likes themselves.
 */
export function createMaintenanceService(deps: {
  database: Database;
  queue: JobQueue;
  /** Content's upkeep statements (content owns the feed items). */
  items: MaintenanceRepository;
}) {
  const { queue } = deps;
  const db = deps.database.db;
  const repo = deps.items;

  async function requireCommunity(id: string) {
    if (!(await repo.communityExists(db, id))) throw notFound(messages.communityNotFound);
  }

  return {
    async objectIds() {
      const updated = await repo.fillObjectIds(db);
      return { message: `${updated} feed items were given a public key`, updated };
    },

    async rebuildFeed(communityId: string) {
      await requireCommunity(communityId);
      const ranked = await repo.rerank(db, communityId);
      return { message: `${ranked} feed items were re-ranked`, ranked, rescheduled: 0 };
    },

    async buildFeed(communityId: string) {
      await requireCommunity(communityId);
      const ranked = await repo.rerank(db, communityId);
      const scheduled = await repo.scheduled(db, communityId);
      // A duplicate job is harmless: the publish only happens while the item is still scheduled for that time.
      for (const s of scheduled)
        await queue.send(
          publishScheduled,
          { feedItemId: s.id, publishAt: s.publishAt!.toISOString() },
          { startAfter: s.publishAt!, singletonKey: scheduleKey(s.id, s.publishAt!) },
        );
      return {
        message: `${ranked} feed items were re-ranked; ${scheduled.length} scheduled items were queued`,
        ranked,
        rescheduled: scheduled.length,
      };
    },

    async recountLikes(communityId: string) {
      await requireCommunity(communityId);
      const updated = await repo.recountLikes(db, communityId);
      return { message: `${updated} like counters were corrected`, updated };
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
