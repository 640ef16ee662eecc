import { and, eq, gte, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import type { NewNotification, NotificationRecord } from './notifications.repository';

/** When a push goes (or went) out: its schedule, else when it was sent. */
const pushTime = sql<Date>`coalesce(${notifications.sendAt}, ${notifications.sentAt}, ${notifications.createdAt})`;

export const scheduleRepository = {
  /** The pushes of the publishing calendar: scheduled, sending and sent ones (not drafts, not deleted). */
  async calendar(db: Executor, communityId: string, from: Date, to: Date) {
    return db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.communityId, communityId),
          inArray(notifications.status, ['SCHEDULED', 'SENDING', 'SENT', 'FAILED']),
          isNull(notifications.deletedAt),
          gte(pushTime, from),
          lte(pushTime, to),
        ),
      )
      .orderBy(pushTime, notifications.id);
  },

  /** The first send of a series is the series: it points at itself, so every occurrence shares one series id. */
  async markSeries(db: Executor, id: string) {
    await db
      .update(notifications)
      .set({ seriesId: id })
      .where(and(eq(notifications.id, id), isNull(notifications.seriesId)));
  },

  /** Removes the occurrences not yet started whose time the rule no longer has (the series was edited). */
  async dropStaleOccurrences(db: Executor, seriesId: string, keep: Date[]) {
    await db.delete(notifications).where(
      and(
        eq(notifications.seriesId, seriesId),
        ne(notifications.id, seriesId),
        eq(notifications.status, 'SCHEDULED'),
        keep.length
          ? notInArray(
              sql`${notifications.sendAt}`,
              keep.map((d) => sql`${d.toISOString()}::timestamptz`),
            )
          : undefined,
      ),
    );
  },

  /** Inserts the occurrences that do not exist yet (unique per series and time); answers the new ones. */
  async insertOccurrences(db: Executor, rows: NewNotification[]) {
    if (!rows.length) return [];
    return db
      .insert(notifications)
      .values(rows)
      .onConflictDoNothing({ target: [notifications.seriesId, notifications.sendAt] })
      .returning({ id: notifications.id, sendAt: notifications.sendAt });
  },

  /** Occurrences not yet started and not edited since the series' last edit take its new text and audience. */
  async syncOccurrences(db: Executor, parent: NotificationRecord) {
    await db
      .update(notifications)
      .set({
        title: parent.title,
        body: parent.body,
        audience: parent.audience,
        feedItemId: parent.feedItemId,
        kind: parent.kind,
        alertType: parent.alertType,
        localTime: parent.localTime,
        timeZone: parent.timeZone,
        reminderAfterMinutes: parent.reminderAfterMinutes,
        reminderMax: parent.reminderMax,
        updatedAt: parent.updatedAt,
      })
      .where(
        and(
          eq(notifications.seriesId, parent.id),
          ne(notifications.id, parent.id),
          eq(notifications.status, 'SCHEDULED'),
          sql`${notifications.updatedAt} <= ${parent.updatedAt.toISOString()}::timestamptz`,
        ),
      );
  },
};
