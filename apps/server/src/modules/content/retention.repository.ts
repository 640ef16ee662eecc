import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedItems, publishingLog } from '../../db/schema';
import { feedRankSql } from './publishing.repository';
import { rowsOf } from '../../db/rows';

/** What a community's retention rule asks of content: archiving the events and jobs that are over. */
export const contentRetentionRepository = {
  /**
   * Archives the community's published (or retracted) events whose last date, and jobs whose closing date, is
   * before `cutoff` (YYYY-MM-DD); logs each as the system's archive. Answers how many were archived. An item
   * archived by hand, a draft or a deleted one is left alone; run again, it finds nothing more.
   */
  async archiveEnded(db: Executor, communityId: string, cutoff: string, now: Date): Promise<number> {
    const ended = rowsOf<{ id: string }>(
      await db.execute(sql`
        select id from feed_items
        where community_id = ${communityId} and deleted_at is null and status in ('PUBLISHED', 'RETRACTED')
          and ((kind = 'EVENT' and (select max(d->>'date') from jsonb_array_elements(data->'dateTimes') d) < ${cutoff})
            or (kind = 'JOB' and data->>'closing_date' < ${cutoff}))
        for update`),
    ).map((r) => r.id);
    if (!ended.length) return 0;
    await db
      .update(feedItems)
      .set({ status: 'ARCHIVED', publishAt: null, publishZone: null, updatedAt: now })
      .where(
        and(
          inArray(feedItems.id, ended),
          eq(feedItems.communityId, communityId),
          isNull(feedItems.deletedAt),
        ),
      );
    await db.update(feedItems).set({ feedRank: feedRankSql }).where(inArray(feedItems.id, ended));
    await db.insert(publishingLog).values(
      ended.map((feedItemId) => ({
        communityId,
        feedItemId,
        actorUserId: null,
        action: 'ARCHIVED',
        detail: { reason: 'retention' },
        at: now,
      })),
    );
    return ended.length;
  },
};

export type ContentRetentionRepository = typeof contentRetentionRepository;
