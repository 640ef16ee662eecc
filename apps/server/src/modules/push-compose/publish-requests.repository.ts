import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '@gathering/contract';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { notificationRequests, notifications } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { audienceOfAccess } from './audience';

interface RequestRow {
  id: string;
  communityId: string;
  feedItemId: string;
  audience: { access?: string; groups?: string[]; recipients?: string[] };
  title: string;
  body: string;
  requestedBy: string | null;
  requestedAt: Date | string;
  /** The item's own language: the push's title and body are its (issue 23). */
  language: string | null;
}

// A headline or tagline longer than the store limits is cut with an ellipsis rather than refused: the item is live.
export const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * The pushes of items going live (notification_requests, written in content's publish transaction through
 * publish-requests.ts) and their conversion into notifications.
 */
export const publishRequestsRepository = {
  /** A push request, written by the publisher in its own transaction (converted later by the push job). */
  async request(db: Executor, values: typeof notificationRequests.$inferInsert) {
    await db.insert(notificationRequests).values(values);
  },

  /**
   * Claims up to `limit` unprocessed requests (SKIP LOCKED: two workers split them) and writes one SENDING
   * notification for each, in the caller's transaction; answers the new notifications' ids.
   */
  async convert(tx: Tx, limit: number): Promise<string[]> {
    const claimed = rowsOf<RequestRow>(
      await tx.execute(sql`
        update notification_requests set processed_at = now()
        where id in (select id from notification_requests where processed_at is null
                     order by requested_at limit ${limit} for update skip locked)
        returning id, community_id as "communityId", feed_item_id as "feedItemId", audience, title, body,
                  requested_by as "requestedBy", requested_at as "requestedAt",
                  (select f.language from feed_items f where f.id = feed_item_id) as language`),
    );
    if (!claimed.length) return [];
    const created = await tx
      .insert(notifications)
      .values(
        claimed.map((r) => ({
          communityId: r.communityId,
          title: cut(r.title.trim() || '…', NOTIFICATION_TITLE_MAX),
          body: cut(r.body.trim() || r.title.trim(), NOTIFICATION_BODY_MAX),
          status: 'SENDING',
          source: 'PUBLISH',
          ...(r.language ? { language: r.language } : {}),
          audience: audienceOfAccess(r.audience),
          feedItemId: r.feedItemId,
          createdBy: r.requestedBy,
          createdAt: new Date(r.requestedAt),
          updatedAt: new Date(r.requestedAt),
        })),
      )
      .returning({ id: notifications.id });
    return created.map((c) => c.id);
  },
};
