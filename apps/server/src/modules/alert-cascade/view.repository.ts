import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** One alert's cascade as the console reads it: its row, its people by state, its attempts by status, its cost. */
export const viewRepository = {
  async cascade(db: Executor, communityId: string, notificationId: string) {
    const result = await db.execute(sql`
      select n.id, n.kind, c.status, c.policy, c.started_at as "startedAt", c.finished_at as "finishedAt"
      from notifications n left join alert_cascades c on c.notification_id = n.id
      where n.id = ${notificationId} and n.community_id = ${communityId} and n.deleted_at is null`);
    return rowsOf<{
      id: string;
      kind: string;
      status: string | null;
      policy: unknown;
      startedAt: Date | string | null;
      finishedAt: Date | string | null;
    }>(result)[0];
  },

  async peopleByState(db: Executor, notificationId: string) {
    const result = await db.execute(sql`
      select state, confirmed_via as via, count(*)::int as n from alert_people
      where notification_id = ${notificationId} group by 1, 2`);
    return rowsOf<{ state: string; via: string | null; n: number }>(result);
  },

  async attemptsByStatus(db: Executor, notificationId: string) {
    const result = await db.execute(sql`
      select channel, status, count(*)::int as n, coalesce(sum(cost), 0)::float as cost from alert_attempts
      where notification_id = ${notificationId} group by 1, 2`);
    return rowsOf<{ channel: string; status: string; n: number; cost: number }>(result);
  },
};
