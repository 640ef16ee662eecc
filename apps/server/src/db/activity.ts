import { sql, type SQL } from 'drizzle-orm';
import type { Metric } from '../lib/metrics';
import type { Executor } from './client';
import { activityEvents } from './schema';

/**
 * The analytics event log's one writer. Every module records what happened (a view, a sign-up, a push delivered)
 * here, in the caller's transaction, so an event exists exactly when its effect was committed. The roll-up job
 * (modules/analytics) turns the log into daily counts; the event types are the metrics it registers.
 */

/** Who an event counts for; fixed when recorded, so a member deleted later still counts as a member. */
export type ActivityAudience = 'MEMBER' | 'GUEST' | 'NONE';

/** The event types: the metrics registry's (lib/metrics.ts), where a new one is one line. */
export type ActivityType = Metric;

export interface ActivityRow {
  communityId: string;
  type: ActivityType;
  at: Date;
  feedItemId?: string | null;
  membershipId?: string | null;
  guestId?: string | null;
  audience: ActivityAudience;
  /** The sub-kind the roll-ups keep apart: a conversion's kind (FORM, RSVP, JOB_LINK, DOCUMENT), PUBLISH's CLIENT|ADMIN. */
  detail?: string | null;
  notificationId?: string | null;
}

/** A member when there is a membership, else a guest when there is one, else nobody in particular. */
export function audienceOf(who: { membershipId?: string | null; guestId?: string | null }): ActivityAudience {
  if (who.membershipId) return 'MEMBER';
  if (who.guestId) return 'GUEST';
  return 'NONE';
}

/** Records events in one INSERT, however many (the xid column defaults to the inserting transaction). */
export async function recordActivity(db: Executor, rows: readonly ActivityRow[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(activityEvents).values(
    rows.map((r) => ({
      communityId: r.communityId,
      type: r.type,
      at: r.at,
      feedItemId: r.feedItemId ?? null,
      membershipId: r.membershipId ?? null,
      // A member's event is the member's, even on a phone that was a guest's before.
      guestId: r.membershipId ? null : (r.guestId ?? null),
      audience: r.audience,
      detail: r.detail ?? null,
      notificationId: r.notificationId ?? null,
    })),
  );
}

/**
 * The set-based form, for writers whose rows are already in the database (a page of push deliveries): an
 * `INSERT … SELECT` to embed in the caller's statement (e.g. as a CTE after an UPDATE … RETURNING), so a page
 * records its events without its rows travelling to the server and back. `select` must produce, in this order:
 * community_id, type, at, feed_item_id, membership_id, guest_id, audience, detail, notification_id.
 */
export function recordActivitySelect(select: SQL): SQL {
  return sql`insert into activity_events
    (community_id, type, at, feed_item_id, membership_id, guest_id, audience, detail, notification_id)
    ${select}`;
}

/** audienceOf in SQL, over a row's membership and guest columns. */
export const audienceSql = (membershipId: SQL, guestId: SQL): SQL =>
  sql`case when ${membershipId} is not null then 'MEMBER' when ${guestId} is not null then 'GUEST' else 'NONE' end`;
