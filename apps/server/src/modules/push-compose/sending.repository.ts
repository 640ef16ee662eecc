import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordActivitySelect } from '../../db/activity';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';
import type { NotificationRecord } from './notifications.repository';

/**
 * A notification's sending states, moved by the delivery (push-delivery, through the port the composition root
 * hands it): started when due, fanned out, sent or failed. The notification is this module's; its deliveries
 * are the delivery's.
 */
export const sendingRepository = {
  async findById(db: Executor, id: string): Promise<NotificationRecord | undefined> {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
    return row;
  },

  /** SCHEDULED → SENDING once due (and not archived or deleted); answers whether this call started it. */
  /**
   * `localTimeDue`: the caller found a local-time send due in its first zone, which may come before its own
   * send_at (delivery.ts); the time check is then theirs.
   */
  async startIfDue(db: Executor, notificationId: string, now: Date, localTimeDue = false): Promise<boolean> {
    const done = await db
      .update(notifications)
      .set({ status: 'SENDING', updatedAt: now })
      .where(
        and(
          eq(notifications.id, notificationId),
          eq(notifications.status, 'SCHEDULED'),
          localTimeDue
            ? sql`${notifications.localTime}`
            : sql`(${notifications.sendAt} is null or ${notifications.sendAt} <= ${now.toISOString()}::timestamptz)`,
          sql`${notifications.archivedAt} is null and ${notifications.deletedAt} is null`,
        ),
      )
      .returning({ id: notifications.id });
    return done.length > 0;
  },

  /**
   * The fan-out is complete. The first call also records the send's NOTIFICATION_SENT event (community-level,
   * once per notification however many devices; not for support answers' pushes).
   */
  async markFannedOut(db: Executor, notificationId: string, at: Date) {
    const when = sql`${at.toISOString()}::timestamptz`;
    await db.execute(sql`
      with n as (
        update notifications set fanned_out_at = ${when}
        where id = ${notificationId} and fanned_out_at is null
        returning id, community_id, source)
      ${recordActivitySelect(sql`
        select n.community_id, 'NOTIFICATION_SENT', ${when}, null::uuid, null::uuid, null::uuid, 'NONE', null, n.id
        from n where n.source <> 'SUPPORT'`)}`);
  },

  /** SENDING → SENT once no row is pending; answers whether this call finished it. */
  async finish(db: Executor, notificationId: string, at: Date): Promise<boolean> {
    const done = await db
      .update(notifications)
      .set({ status: 'SENT', sentAt: at, updatedAt: at })
      .where(
        and(
          eq(notifications.id, notificationId),
          eq(notifications.status, 'SENDING'),
          sql`not exists (select 1 from notification_deliveries where notification_id = ${notificationId} and status = 'PENDING')`,
        ),
      )
      .returning({ id: notifications.id });
    return done.length > 0;
  },

  /** SENDING → FAILED with a reason; answers true only for the call that changed it (it alone e-mails). */
  async fail(db: Executor, notificationId: string, reason: string, at: Date): Promise<boolean> {
    const done = await db
      .update(notifications)
      .set({ status: 'FAILED', failureReason: reason, sentAt: at, updatedAt: at })
      .where(and(eq(notifications.id, notificationId), eq(notifications.status, 'SENDING')))
      .returning({ id: notifications.id });
    return done.length > 0;
  },

  /**
   * After a restore (ops/restore.ts): every notification that was sending, or due by `now`, is FAILED with
   * `reason`, so the start-up resume does not send again what the server the backup came from may have sent.
   * Answers their ids (their pending deliveries fail with them: push-delivery/after-restore.ts).
   */
  async failDueAfterRestore(db: Executor, now: Date, reason: string): Promise<string[]> {
    const due = await db
      .update(notifications)
      .set({ status: 'FAILED', failureReason: reason, updatedAt: now })
      .where(
        sql`${notifications.status} = 'SENDING' or (${notifications.status} = 'SCHEDULED' and ${notifications.sendAt} <= ${now.toISOString()}::timestamptz)`,
      )
      .returning({ id: notifications.id });
    return due.map((n) => n.id);
  },

  /** Notifications a worker should pick up (after a restart): sending ones, and scheduled ones now due. */
  async resumable(db: Executor, now: Date): Promise<{ id: string; status: string }[]> {
    const result = await db.execute(sql`
      select id, status from notifications
      where status = 'SENDING'
         or (status = 'SCHEDULED' and send_at <= ${now.toISOString()}::timestamptz and archived_at is null and deleted_at is null)
         -- A local-time send may be due in an earlier zone (up to UTC+14 against UTC-12): its turn decides.
         or (status = 'SCHEDULED' and local_time and send_at - interval '26 hours' <= ${now.toISOString()}::timestamptz
             and archived_at is null and deleted_at is null)`);
    return rowsOf(result);
  },
};

export type SendingRepository = typeof sendingRepository;
