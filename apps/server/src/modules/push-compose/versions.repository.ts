import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  communityLanguages,
  devices,
  feedItemTranslations,
  memberships,
  notifications,
  notificationTranslations as t,
} from '../../db/schema';

export interface NotificationVersion {
  language: string;
  title: string;
  body: string;
}

/** Pushes' and alerts' versions in other languages (notification_translations; issue 23). */
export const notificationVersionsRepository = {
  async of(db: Executor, notificationId: string): Promise<NotificationVersion[]> {
    return db
      .select({ language: t.language, title: t.title, body: t.body })
      .from(t)
      .where(eq(t.notificationId, notificationId))
      .orderBy(t.language);
  },

  /** The versions of several notifications (a page of received ones), by notification. */
  async ofMany(db: Executor, ids: string[]): Promise<Map<string, NotificationVersion[]>> {
    const out = new Map<string, NotificationVersion[]>();
    if (!ids.length) return out;
    const rows = await db
      .select({ id: t.notificationId, language: t.language, title: t.title, body: t.body })
      .from(t)
      .where(inArray(t.notificationId, ids))
      .orderBy(t.language);
    for (const { id, ...v } of rows) out.set(id, [...(out.get(id) ?? []), v]);
    return out;
  },

  async replace(db: Executor, notificationId: string, communityId: string, list: NotificationVersion[]) {
    await db.delete(t).where(eq(t.notificationId, notificationId));
    if (list.length) await db.insert(t).values(list.map((v) => ({ ...v, notificationId, communityId })));
  },

  /** A published item's versions (content's table, read here): its push speaks each of them. */
  async itemVersions(db: Executor, feedItemId: string) {
    return db
      .select({
        language: feedItemTranslations.language,
        headline: feedItemTranslations.headline,
        tagline: feedItemTranslations.tagline,
        body: feedItemTranslations.body,
      })
      .from(feedItemTranslations)
      .where(eq(feedItemTranslations.feedItemId, feedItemId));
  },

  /** Notifications whose own title and body are in one of `tags`. */
  async firstWrittenIn(db: Executor, communityId: string, tags: string[]): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.communityId, communityId), inArray(notifications.language, tags)));
    return Number(row.n);
  },

  async dropVersions(db: Executor, communityId: string, tags: string[]) {
    await db.delete(t).where(and(eq(t.communityId, communityId), inArray(t.language, tags)));
  },

  /**
   * The language sources of these devices: their member's chosen languages and their own locale. A device gone
   * since the fan-out is left out (its message goes in the notification's own language).
   */
  async deviceLanguages(
    db: Executor,
    deviceIds: string[],
  ): Promise<Map<string, { languages: string[]; locale: string | null }>> {
    if (!deviceIds.length) return new Map();
    const rows = await db
      .select({ id: devices.id, languages: memberships.languages, locale: devices.locale })
      .from(devices)
      .leftJoin(memberships, eq(memberships.id, devices.membershipId))
      .where(inArray(devices.id, deviceIds));
    return new Map(rows.map((r) => [r.id, { languages: r.languages ?? [], locale: r.locale }]));
  },

  /** The community's languages (a read of the communities module's table): versions must be in one of them. */
  async communityLanguages(db: Executor, communityId: string) {
    const rows = await db
      .select({ tag: communityLanguages.tag, isDefault: communityLanguages.isDefault })
      .from(communityLanguages)
      .where(eq(communityLanguages.communityId, communityId));
    return rows.length ? rows : [{ tag: 'en', isDefault: true }];
  },
};
