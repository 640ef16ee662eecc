import type { Database } from '../../db/client';
import { materializeSeries } from '../../jobs/catalog';
import { handle, type JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { queueDelivery } from './notifications.jobs';
import type { NewNotification } from './notifications.repository';
import { notificationsRepository } from './notifications.repository';
import { scheduleRepository as repo } from './schedule.repository';
import { localStartAt, pickZone } from '../../lib/zoned-time';
import { occurrencesBetween } from './recurrence';

/**
 * A recurring notification is its first send (the series; its series id is its own id) plus one notification
 * per later occurrence, created here ahead of time — all of them: the contract caps a series at two years, so a
 * daily one is at most 731 rows, and the calendar and the scheduled list show every one with its own figures.
 * Runs after the series is created or edited; safe to run twice (one row per series and time).
 */
export function createSeries(deps: { database: Database; clock: Clock; queue: JobQueue }) {
  const db = deps.database.db;

  async function materialize(seriesId: string): Promise<number> {
    const parent = await notificationsRepository.findById(db, seriesId);
    if (!parent?.recurrence || !parent.sendAt || parent.deletedAt || parent.status === 'DRAFT') return 0;
    const zone = pickZone(parent.timeZone);
    const now = deps.clock.now();
    const until = new Date((parent.recurrenceUntil ?? parent.sendAt).getTime() + 60_000);
    const times = occurrencesBetween(
      parent.recurrence,
      parent.sendAt,
      zone,
      new Date(parent.sendAt.getTime() + 1),
      until,
    ).filter((t) => t > now);
    const created = await db.transaction(async (tx) => {
      await repo.markSeries(tx, parent.id);
      await repo.dropStaleOccurrences(tx, parent.id, times);
      await repo.syncOccurrences(tx, parent);
      const rows: NewNotification[] = times.map((sendAt) => ({
        communityId: parent.communityId,
        title: parent.title,
        body: parent.body,
        status: 'SCHEDULED',
        kind: parent.kind,
        alertType: parent.alertType,
        audience: parent.audience,
        feedItemId: parent.feedItemId,
        sendAt,
        timeZone: parent.timeZone,
        localTime: parent.localTime,
        seriesId: parent.id,
        reminderAfterMinutes: parent.reminderAfterMinutes,
        reminderMax: parent.reminderMax,
        source: parent.source,
        createdBy: parent.createdBy,
        createdAt: now,
        updatedAt: parent.updatedAt,
      }));
      const made = await repo.insertOccurrences(tx, rows);
      // Each occurrence's delivery turn commits with it.
      for (const o of made)
        await queueDelivery(deps.queue, o.id, localStartAt(parent.localTime, o.sendAt!, zone), now, tx);
      return made;
    });
    return created.length;
  }

  return {
    materialize,
    jobs: [
      handle(materializeSeries, async ({ seriesId }) => {
        await materialize(seriesId);
      }),
    ],
  };
}
