import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMemberAs } from '../../db/active-members';
import { feedItems } from '../../db/schema';
import { rowsOf } from '../../db/rows';

// One feed item's analytics beside its roll-up figures: who the item was published to, who of them viewed it, the
// pushes sent about it and its activity log. These read the raw activity log of ONE item (activity_events_item_idx:
// feed_item_id, type, at) with read-only joins on feed items, memberships, users and notifications; the per-day
// figures come from analytics.repository.ts.

export interface ActivityRow {
  at: Date | string;
  type: 'VIEW' | 'CONVERSION';
  audience: string | null;
  guestId: string | null;
  membershipStatus: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export const itemAnalyticsRepository = {
  /** The item if it belongs to the community (soft-deleted items keep their analytics). */
  async findItem(db: Executor, communityId: string, id: string) {
    const [row] = await db
      .select({ id: feedItems.id, access: feedItems.access })
      .from(feedItems)
      .where(and(eq(feedItems.id, id), eq(feedItems.communityId, communityId)));
    return row;
  },

  /**
   * The item's audience: the active members it is published to (every one for OPEN and MEMBERS items, else the
   * members of its groups plus its chosen recipients), and how many of them viewed it at least once.
   */
  async audience(db: Executor, communityId: string, item: { id: string; access: string }) {
    const everyone = item.access === 'OPEN' || item.access === 'MEMBERS';
    const chosen = everyone
      ? sql`true`
      : sql`(m.id in (select r.membership_id from feed_item_recipients r where r.feed_item_id = ${item.id})
          or exists (select 1 from group_members gm join feed_item_groups fg on fg.group_id = gm.group_id
            where fg.feed_item_id = ${item.id} and gm.membership_id = m.id))`;
    const [row] = rowsOf<{ audience: number | string; viewers: number | string }>(
      await db.execute(sql`
        with aud as (
          select m.id from memberships m
          where m.community_id = ${communityId} and ${isActiveMemberAs('m')} and ${chosen}
        )
        select (select count(*) from aud) as audience,
          (select count(distinct e.membership_id) from activity_events e
            where e.feed_item_id = ${item.id} and e.type = 'VIEW' and e.community_id = ${communityId}
              and e.membership_id in (select id from aud)) as viewers`),
    );
    return { audience: Number(row.audience), viewers: Number(row.viewers) };
  },

  /**
   * The pushes sent about the item, newest first, with the devices each reached (NOTIFICATION_DELIVERED) and the
   * people who opened it (NOTIFICATION_OPENED, once per member or guest; an anonymous open counts on its own).
   */
  async notifications(db: Executor, communityId: string, itemId: string) {
    return rowsOf<{
      id: string;
      title: string;
      body: string;
      sentAt: Date | string | null;
      delivered: number | string;
      opened: number | string;
    }>(
      await db.execute(sql`
        with counts as (
          select e.notification_id,
            count(*) filter (where e.type = 'NOTIFICATION_DELIVERED') as delivered,
            count(distinct coalesce(e.membership_id, e.guest_id, e.id))
              filter (where e.type = 'NOTIFICATION_OPENED') as opened
          from activity_events e
          where e.feed_item_id = ${itemId} and e.community_id = ${communityId}
            and e.type in ('NOTIFICATION_DELIVERED', 'NOTIFICATION_OPENED') and e.notification_id is not null
          group by e.notification_id
        )
        select n.id, n.title, n.body, n.sent_at as "sentAt",
          coalesce(c.delivered, 0) as delivered, coalesce(c.opened, 0) as opened
        from notifications n left join counts c on c.notification_id = n.id
        where n.community_id = ${communityId} and n.feed_item_id = ${itemId}
          and n.status in ('SENDING', 'SENT', 'FAILED') and n.deleted_at is null
        order by coalesce(n.sent_at, n.created_at) desc, n.id`),
    );
  },

  /** One page of the item's views and conversions, newest first, with who acted and the row count. */
  async activityPage(db: Executor, communityId: string, itemId: string, offset: number, limit: number) {
    const where = sql`e.feed_item_id = ${itemId} and e.community_id = ${communityId}
      and e.type in ('VIEW', 'CONVERSION')`;
    const rows = rowsOf<ActivityRow>(
      await db.execute(sql`
        select e.at, e.type, e.audience, e.guest_id as "guestId", m.status as "membershipStatus",
          u.email, u.first_name as "firstName", u.last_name as "lastName"
        from activity_events e
        left join memberships m on m.id = e.membership_id
        left join users u on u.id = m.user_id
        where ${where}
        order by e.at desc, e.id desc
        limit ${limit} offset ${offset * limit}`),
    );
    const [{ n }] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from activity_events e where ${where}`),
    );
    return { rows, total: Number(n) };
  },
};
