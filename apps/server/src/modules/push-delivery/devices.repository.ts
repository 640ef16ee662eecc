import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { devices, notificationDeliveries, notifications } from '../../db/schema';
import { audienceSql, recordActivitySelect } from '../../db/activity';

export type DeviceRow = typeof devices.$inferSelect;

/** Who a device belongs to: a member (membership) or a guest of one community. */
export interface DeviceOwner {
  communityId: string;
  membershipId: string | null;
  guestId: string | null;
}

const sameOwner = (row: DeviceRow, o: DeviceOwner) =>
  row.communityId === o.communityId && row.membershipId === o.membershipId && row.guestId === o.guestId;

/** Pending deliveries of a device that leaves its owner: they were meant for the old owner, never the new. */
const dropPending = (tx: Executor, deviceIds: string[]) =>
  tx
    .delete(notificationDeliveries)
    .where(
      and(inArray(notificationDeliveries.deviceId, deviceIds), eq(notificationDeliveries.status, 'PENDING')),
    );

/** The deliveries to a member's (or a guest's) devices. */
const deliveriesOf = (owner: DeviceOwner) =>
  owner.membershipId
    ? eq(notificationDeliveries.membershipId, owner.membershipId)
    : eq(notificationDeliveries.guestId, owner.guestId ?? '00000000-0000-0000-0000-000000000000');

export const devicesRepository = {
  /**
   * Registers or refreshes a token. The same owner keeps the row (and its id); another owner gets the row under a
   * new id, and the old owner's pending deliveries to it are dropped, so nothing meant for them reaches the phone's
   * new owner and nothing is delivered twice.
   */
  async register(
    tx: Tx,
    d: DeviceOwner & {
      platform: string;
      token: string;
      webP256dh?: string | null;
      webAuth?: string | null;
      appVersion: string | null;
      locale: string | null;
      timeZone: string | null;
      at: Date;
    },
  ): Promise<DeviceRow> {
    const [existing] = await tx.select().from(devices).where(eq(devices.token, d.token)).for('update');
    const fields = {
      communityId: d.communityId,
      membershipId: d.membershipId,
      guestId: d.guestId,
      platform: d.platform,
      webP256dh: d.webP256dh ?? null,
      webAuth: d.webAuth ?? null,
      appVersion: d.appVersion,
      locale: d.locale,
      timeZone: d.timeZone,
      updatedAt: d.at,
    };
    if (!existing) {
      // Two registrations of a new token at once: the second finds the first's row and takes it over.
      const [row] = await tx
        .insert(devices)
        .values({ ...fields, token: d.token, createdAt: d.at })
        .onConflictDoUpdate({ target: devices.token, set: { ...fields, id: sql`${devices.id}` } })
        .returning();
      return row;
    }
    if (sameOwner(existing, d)) {
      const [row] = await tx.update(devices).set(fields).where(eq(devices.id, existing.id)).returning();
      return row;
    }
    await dropPending(tx, [existing.id]);
    const [row] = await tx
      .update(devices)
      .set({ ...fields, id: randomUUID(), createdAt: d.at })
      .where(eq(devices.id, existing.id))
      .returning();
    return row;
  },

  /** Removes the caller's own token; answers false when it is not theirs (or unknown). */
  async removeOwn(tx: Tx, owner: DeviceOwner, token: string): Promise<boolean> {
    const removed = await tx
      .delete(devices)
      .where(
        and(
          eq(devices.token, token),
          eq(devices.communityId, owner.communityId),
          owner.membershipId ? eq(devices.membershipId, owner.membershipId) : isNull(devices.membershipId),
          owner.guestId ? eq(devices.guestId, owner.guestId) : isNull(devices.guestId),
        ),
      )
      .returning({ id: devices.id });
    if (removed.length)
      await dropPending(
        tx,
        removed.map((r) => r.id),
      );
    return removed.length > 0;
  },

  /** Sign-out: one token of the member, or (no token given) every device of the member. */
  async removeForMembership(tx: Tx, membershipId: string, token?: string): Promise<number> {
    const removed = await tx
      .delete(devices)
      .where(
        and(
          eq(devices.membershipId, membershipId),
          token === undefined ? undefined : eq(devices.token, token),
        ),
      )
      .returning({ id: devices.id });
    if (removed.length)
      await dropPending(
        tx,
        removed.map((r) => r.id),
      );
    return removed.length;
  },

  /** Provider said the token is dead: the device goes (only if it still carries that token). */
  async removeGoneTokens(db: Executor, pairs: { deviceId: string; token: string }[]): Promise<void> {
    if (!pairs.length) return;
    await db
      .delete(devices)
      .where(
        sql`(${devices.id}, ${devices.token}) in (select * from unnest(${sql.param(pairs.map((p) => p.deviceId))}::uuid[], ${sql.param(
          pairs.map((p) => p.token),
        )}::text[]))`,
      );
  },

  /** A guest who signed up keeps the phone: its device now belongs to the new membership. */
  async moveGuestToMember(db: Executor, guestId: string, membershipId: string, at: Date): Promise<void> {
    await db
      .update(devices)
      .set({ guestId: null, membershipId, updatedAt: at })
      .where(eq(devices.guestId, guestId));
  },

  /** The zones a community's devices report (a handful): where a local-time send starts first. */
  async deviceZones(db: Executor, communityId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ zone: devices.timeZone })
      .from(devices)
      .where(eq(devices.communityId, communityId));
    return rows.map((r) => r.zone).filter((z): z is string => z !== null);
  },

  async findByToken(db: Executor, token: string): Promise<DeviceRow | undefined> {
    const [row] = await db.select().from(devices).where(eq(devices.token, token));
    return row;
  },

  /** Records the first open of a delivery: true the first time, false after, null when it reached no such device. */
  async markOpened(
    db: Executor,
    notificationId: string,
    deviceId: string,
    at: Date,
  ): Promise<boolean | null> {
    const nd = notificationDeliveries;
    const changed = await db
      .update(nd)
      .set({ openedAt: at })
      .where(and(eq(nd.notificationId, notificationId), eq(nd.deviceId, deviceId), isNull(nd.openedAt)))
      .returning({ id: nd.id });
    if (changed.length) return true;
    const [seen] = await db
      .select({ id: nd.id })
      .from(nd)
      .where(and(eq(nd.notificationId, notificationId), eq(nd.deviceId, deviceId)));
    return seen ? false : null;
  },

  /**
   * The person's first open without a device (the member web app with no push subscription): their newest delivery
   * of it marked opened, unless one of theirs already is. True the first time, false after, null when none reached
   * them. Two such opens at once pick the same row, so one of them only finds it opened.
   */
  async markOpenedByPerson(
    db: Executor,
    notificationId: string,
    owner: DeviceOwner,
    at: Date,
  ): Promise<boolean | null> {
    const nd = notificationDeliveries;
    const mine = deliveriesOf(owner);
    const theirs = and(eq(nd.notificationId, notificationId), eq(nd.communityId, owner.communityId), mine);
    const [seen] = await db
      .select({ id: nd.id, opened: sql<boolean>`${nd.openedAt} is not null` })
      .from(nd)
      .where(and(theirs, eq(nd.status, 'DELIVERED')))
      .orderBy(desc(sql`${nd.openedAt} is not null`), desc(nd.sentAt), desc(nd.id))
      .limit(1);
    if (!seen) return null;
    if (seen.opened) return false;
    const changed = await db
      .update(nd)
      .set({ openedAt: at })
      .where(and(eq(nd.id, seen.id), isNull(nd.openedAt)))
      .returning({ id: nd.id });
    return changed.length > 0;
  },

  /**
   * Analytics' NOTIFICATION_OPENED event of the owner's first open on a device (with the push's feed item); support
   * answers' pushes are not console sends and stay out of the figures.
   */
  async recordOpen(db: Executor, owner: DeviceOwner, notificationId: string, at: Date): Promise<void> {
    const m = sql`${owner.membershipId}::uuid`;
    const g = sql`${owner.membershipId ? null : owner.guestId}::uuid`;
    await db.execute(
      recordActivitySelect(sql`
        select ${owner.communityId}::uuid, 'NOTIFICATION_OPENED', ${at.toISOString()}::timestamptz, n.feed_item_id,
               ${m}, ${g}, ${audienceSql(m, g)}, null, n.id
        from notifications n where n.id = ${notificationId} and n.source <> 'SUPPORT'`),
    );
  },

  /** The notifications delivered to a member's (or guest's) devices, newest first, one entry per notification. */
  async received(db: Executor, owner: DeviceOwner, page: number, limit: number) {
    const nd = notificationDeliveries;
    const mine = deliveriesOf(owner);
    const where = and(
      mine,
      eq(nd.communityId, owner.communityId),
      eq(nd.status, 'DELIVERED'),
      isNull(notifications.deletedAt),
    );
    const [{ total }] = await db
      .select({ total: sql<number>`count(distinct ${nd.notificationId})`.mapWith(Number) })
      .from(nd)
      .innerJoin(notifications, eq(notifications.id, nd.notificationId))
      .where(where);
    const rows = await db
      .select({
        id: notifications.id,
        communityId: notifications.communityId,
        language: notifications.language,
        title: notifications.title,
        body: notifications.body,
        kind: notifications.kind,
        feedItemId: notifications.feedItemId,
        seriesId: notifications.seriesId,
        source: notifications.source,
        sentAt: sql<Date | string>`max(${nd.sentAt})`,
        opened: sql<boolean>`bool_or(${nd.openedAt} is not null)`,
        alertType: notifications.alertType,
        acknowledged: sql<boolean>`bool_or(${nd.acknowledgedAt} is not null)`,
        n: count(),
      })
      .from(nd)
      .innerJoin(notifications, eq(notifications.id, nd.notificationId))
      .where(where)
      .groupBy(notifications.id)
      .orderBy(desc(sql`max(${nd.sentAt})`), desc(notifications.id))
      .limit(limit)
      .offset(page * limit);
    return { rows, total };
  },
};

export type DevicesRepository = typeof devicesRepository;
