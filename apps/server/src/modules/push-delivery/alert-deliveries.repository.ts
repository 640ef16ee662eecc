import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notificationDeliveries as nd } from '../../db/schema';

export interface ReminderRow {
  id: string;
  notificationId: string;
  deviceId: string;
  communityId: string;
  platform: 'ios' | 'android' | 'web';
  token: string;
  webP256dh: string | null;
  webAuth: string | null;
  remindersSent: number;
  title: string;
  body: string;
  feedItemId: string | null;
}

/**
 * An emergency alert's deliveries as the alerts module moves them (push-alerts, through its port): the member
 * app's acknowledgement, and the reminders to devices that have not acknowledged.
 */
export const alertDeliveriesRepository = {
  /**
   * Acknowledges an alert for the person behind a device: every delivery of theirs (their other phones too, so
   * no reminder goes on ringing there). Answers true the first time, false after, null when none reached them.
   */
  async acknowledge(
    db: Executor,
    notificationId: string,
    owner: { membershipId: string | null; guestId: string | null },
    at: Date,
  ): Promise<boolean | null> {
    const mine = owner.membershipId
      ? eq(nd.membershipId, owner.membershipId)
      : eq(nd.guestId, owner.guestId ?? '00000000-0000-0000-0000-000000000000');
    const changed = await db
      .update(nd)
      .set({ acknowledgedAt: at })
      .where(and(eq(nd.notificationId, notificationId), mine, isNull(nd.acknowledgedAt)))
      .returning({ id: nd.id });
    if (changed.length) return true;
    const [seen] = await db
      .select({ id: nd.id })
      .from(nd)
      .where(and(eq(nd.notificationId, notificationId), mine));
    return seen ? false : null;
  },

  /**
   * Claims the reminders due at `now`: delivered, unacknowledged devices of alerts with reminders, whose next
   * reminder (the k-th one `k * delay` after the delivery) is due. The claim counts the reminder first, so two
   * workers (or a retried job) never remind a device twice for the same turn; a crash after the claim loses that
   * one reminder rather than repeating it.
   */
  async claimDueReminders(db: Executor, now: Date, limit: number): Promise<ReminderRow[]> {
    const due = sql`
      n.kind = 'EMERGENCY' and n.deleted_at is null and n.reminder_after_minutes is not null
      and d.status = 'DELIVERED' and d.acknowledged_at is null and d.reminders_sent < n.reminder_max
      and d.sent_at + (d.reminders_sent + 1) * n.reminder_after_minutes * interval '1 minute'
          <= ${now.toISOString()}::timestamptz`;
    const result = await db.execute(sql`
      update notification_deliveries d set reminders_sent = d.reminders_sent + 1
      from notifications n
      where n.id = d.notification_id and ${due}
        and (d.notification_id, d.device_id) in (
          select d.notification_id, d.device_id from notification_deliveries d
          join notifications n on n.id = d.notification_id
          where ${due}
          order by d.notification_id, d.device_id
          limit ${limit})
      returning d.id, d.notification_id as "notificationId", d.device_id as "deviceId",
        d.community_id as "communityId", d.platform, d.token, d.reminders_sent as "remindersSent",
        n.title, n.body, n.feed_item_id as "feedItemId",
        (select web_p256dh from devices where id = d.device_id) as "webP256dh",
        (select web_auth from devices where id = d.device_id) as "webAuth"`);
    return rowsOf<ReminderRow>(result);
  },

  /** Gives back a claimed reminder that could not be sent (the provider asked to retry): the next sweep tries it. */
  async releaseReminders(db: Executor, ids: string[]) {
    if (!ids.length) return;
    await db.execute(sql`
      update notification_deliveries set reminders_sent = greatest(reminders_sent - 1, 0)
      where id = any(${sql.param(ids)}::uuid[])`);
  },
};

export type AlertDeliveriesRepository = typeof alertDeliveriesRepository;
