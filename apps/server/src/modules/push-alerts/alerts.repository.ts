import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isActiveMemberAs } from '../../db/active-members';
import { notifications } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { everyone, type Audience } from '../push-compose';

export interface UnreachedRow {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  who: 'MEMBER' | 'GUEST';
  devices: number;
  reached: boolean;
  acknowledged: boolean;
}

/** What the alerts read: the alert itself and the people it has not reached (deliveries are push-delivery's). */
export const alertsRepository = {
  /** The alert (kind and community) an acknowledgement is for; null when there is no such notification. */
  async alertOf(db: Executor, id: string) {
    const [row] = await db
      .select({ id: notifications.id, communityId: notifications.communityId, kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.id, id), isNull(notifications.deletedAt)));
    return row ?? null;
  },

  /**
   * The people an alert did not reach or who did not acknowledge it: the audience's active members (with or
   * without a device: someone with no phone registered was never reached either), then the guests it was sent to.
   */
  async unreached(
    db: Executor,
    n: { id: string; communityId: string; audience: Audience },
    needAcknowledgement: boolean,
  ): Promise<UnreachedRow[]> {
    const a = n.audience;
    const chosen = everyone(a)
      ? sql`true`
      : sql`(m.id = any(${sql.param(a.recipients)}::uuid[]) or exists (
          select 1 from group_members gm where gm.membership_id = m.id
            and gm.group_id = any(${sql.param(a.groups)}::uuid[])))`;
    const left = needAcknowledgement
      ? sql`not coalesce(bool_or(d.acknowledged_at is not null), false)`
      : sql`not coalesce(bool_or(d.status = 'DELIVERED'), false)`;
    const result = await db.execute(sql`
      select u.first_name as "firstName", u.last_name as "lastName", u.email, 'MEMBER' as who,
        count(d.device_id)::int as devices,
        coalesce(bool_or(d.status = 'DELIVERED'), false) as reached,
        coalesce(bool_or(d.acknowledged_at is not null), false) as acknowledged
      from memberships m
      join users u on u.id = m.user_id
      left join notification_deliveries d on d.notification_id = ${n.id} and d.membership_id = m.id
      where m.community_id = ${n.communityId} and ${isActiveMemberAs('m')} and u.status = 'ACTIVE' and ${chosen}
      group by m.id, u.id
      having ${left}
      union all
      select null, null, null, 'GUEST', count(*)::int,
        bool_or(d.status = 'DELIVERED'), bool_or(d.acknowledged_at is not null)
      from notification_deliveries d
      where d.notification_id = ${n.id} and d.guest_id is not null
      group by d.guest_id
      having ${left}
      order by "lastName" nulls last, "firstName", email`);
    return rowsOf<UnreachedRow>(result);
  },
};
