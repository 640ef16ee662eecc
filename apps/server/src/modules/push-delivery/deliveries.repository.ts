import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationDeliveries as nd } from '../../db/schema';
import { audienceSql, recordActivitySelect } from '../../db/activity';
import { rowsOf } from '../../db/rows';
import type { Audience } from '../push-compose';
import { audienceSelect } from './audience.repository';

/** A delivery row claimed for sending. */
export interface ClaimedDelivery {
  id: string;
  deviceId: string;
  platform: 'ios' | 'android' | 'web';
  token: string;
  attempts: number;
  /** web: the subscription's keys (from its device; null when the device is gone). */
  webP256dh: string | null;
  webAuth: string | null;
}

export interface NewDelivery {
  deviceId: string;
  membershipId: string | null;
  guestId: string | null;
  platform: string;
  token: string;
  nextAttemptAt: Date;
}

const ids = (list: string[]) => sql`${nd.id} = any(${sql.param(list)}::uuid[])`;

/** The delivery job's SQL: fan-out, claims with a lease and outcomes (the notification's own state: its port). */
export const deliveriesRepository = {
  /** One row per (notification, device); a restarted fan-out finds its rows there and adds none twice. */
  async insertPage(db: Executor, notificationId: string, communityId: string, rows: NewDelivery[]) {
    if (!rows.length) return;
    await db
      .insert(nd)
      .values(rows.map((r) => ({ ...r, notificationId, communityId })))
      .onConflictDoNothing();
  },

  /**
   * One fan-out page in one statement, when every device gets the same due time: the audience page is inserted
   * where it is read (no rows travel to the server and back). Answers how many devices the page read (in the
   * audience or not: fewer than `limit` = the last page) and the last device id read (the next page's cursor).
   */
  async insertAudiencePage(
    db: Executor,
    n: { id: string; communityId: string },
    audience: Audience,
    afterId: string | null,
    limit: number,
    dueAt: Date,
  ): Promise<{ count: number; last: string | null }> {
    const result = await db.execute(sql`
      with page as (${audienceSelect(n.communityId, audience, afterId, limit)}),
      inserted as (
        insert into notification_deliveries
          (notification_id, device_id, community_id, membership_id, guest_id, platform, token, next_attempt_at)
        select ${n.id}::uuid, p.id, ${n.communityId}::uuid, p."membershipId", p."guestId", p.platform, p.token,
               ${dueAt.toISOString()}::timestamptz
        from page p
        where p.eligible
        on conflict do nothing)
      select (select count(*) from page)::int as count, (select id from page order by id desc limit 1) as last`);
    const [row] = rowsOf<{ count: number; last: string | null }>(result);
    return { count: Number(row.count), last: row.last };
  },

  /**
   * Claims up to `limit` due PENDING rows by pushing their next attempt to `leaseUntil`: another worker (or this
   * one after a crash) takes them again only once the lease ran out. SKIP LOCKED lets two servers claim
   * side by side on PostgreSQL without waiting for each other or taking the same rows.
   */
  async claim(
    db: Executor,
    notificationId: string,
    now: Date,
    leaseUntil: Date,
    limit: number,
  ): Promise<ClaimedDelivery[]> {
    const result = await db.execute(sql`
      update notification_deliveries d set attempts = d.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      -- = any(array(…)): an index lookup per claimed id, never a join over the whole send's rows.
      where d.id = any(array(
        select id from notification_deliveries
        where notification_id = ${notificationId} and status = 'PENDING' and next_attempt_at <= ${now.toISOString()}::timestamptz
        limit ${limit}
        for update skip locked))
      -- Only a browser's row needs its device's keys: two lookups in 2 M devices per phone row made the claims of a
      -- 26,000-device alert take 2.5–2.8 s in all; without them, 1.9–2.0 s.
      returning d.id, d.device_id as "deviceId", d.platform, d.token, d.attempts,
        case when d.platform = 'web' then (select web_p256dh from devices where id = d.device_id) end as "webP256dh",
        case when d.platform = 'web' then (select web_auth from devices where id = d.device_id) end as "webAuth"`);
    return rowsOf<ClaimedDelivery>(result);
  },

  /**
   * Extends the lease of rows still out with this worker. A row whose lease ran out and that another worker
   * claimed since (its attempts moved on) is left alone: the lease is that worker's now.
   */
  async renewLease(db: Executor, rows: { id: string; attempts: number }[], leaseUntil: Date) {
    if (!rows.length) return;
    await db.execute(sql`
      update notification_deliveries d set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      from unnest(${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => String(r.attempts)))}::int[])
        as mine(id, attempts)
      where d.id = mine.id and d.attempts = mine.attempts and d.status = 'PENDING'`);
  },

  /**
   * The provider accepted these: DELIVERED, and one NOTIFICATION_DELIVERED event per device for analytics, in the
   * same statement (a page of a large send writes its events without a round trip per device). Support answers'
   * pushes are not console sends and stay out of the figures.
   */
  async delivered(db: Executor, list: string[], at: Date) {
    if (!list.length) return;
    const when = sql`${at.toISOString()}::timestamptz`;
    await db.execute(sql`
      with d as (
        update notification_deliveries set status = 'DELIVERED', sent_at = ${when}, error = null, next_attempt_at = null
        where id = any(${sql.param(list)}::uuid[]) and status = 'PENDING'
        returning notification_id, community_id, membership_id, guest_id)
      ${recordActivitySelect(sql`
        select d.community_id, 'NOTIFICATION_DELIVERED', ${when}, n.feed_item_id, d.membership_id,
               d.guest_id, ${audienceSql(sql`d.membership_id`, sql`d.guest_id`)}, null, d.notification_id
        from d join notifications n on n.id = d.notification_id
        where n.source <> 'SUPPORT'`)}`);
  },

  /** A final outcome other than delivered: FAILED or TOKEN_GONE, with the provider's reason. */
  async settle(db: Executor, list: string[], status: 'FAILED' | 'TOKEN_GONE', error: string) {
    if (!list.length) return;
    await db
      .update(nd)
      .set({ status, error: error.slice(0, 500), nextAttemptAt: null })
      .where(and(ids(list), eq(nd.status, 'PENDING')));
  },

  async retryAt(db: Executor, list: string[], at: Date, error: string) {
    if (!list.length) return;
    await db
      .update(nd)
      .set({ nextAttemptAt: at, error: error.slice(0, 500) })
      .where(and(ids(list), eq(nd.status, 'PENDING')));
  },

  /** The rows still pending of notifications that failed without sending them (a restore: after-restore.ts). */
  async failPendingOf(db: Executor, notificationIds: string[], error: string) {
    if (!notificationIds.length) return;
    await db
      .update(nd)
      .set({ status: 'FAILED', error, nextAttemptAt: null })
      .where(and(inArray(nd.notificationId, notificationIds), eq(nd.status, 'PENDING')));
  },

  /** Every row still pending fails with the notification (credentials refused). */
  async failPending(db: Executor, notificationId: string, error: string) {
    await db
      .update(nd)
      .set({ status: 'FAILED', error, nextAttemptAt: null })
      .where(and(eq(nd.notificationId, notificationId), eq(nd.status, 'PENDING')));
  },

  /** The earliest next attempt of a pending row (a lease, a retry or a device's local time), or null. */
  async nextPending(db: Executor, notificationId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<Date | string | null>`min(${nd.nextAttemptAt})` })
      .from(nd)
      .where(and(eq(nd.notificationId, notificationId), eq(nd.status, 'PENDING')));
    return row?.at ? new Date(row.at) : null;
  },

  /** Whether a send still has a pending delivery to a browser (Web Push needs no credentials of the community's). */
  async hasPendingWeb(db: Executor, notificationId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: nd.id })
      .from(nd)
      .where(and(eq(nd.notificationId, notificationId), eq(nd.status, 'PENDING'), eq(nd.platform, 'web')))
      .limit(1);
    return !!row;
  },
};
