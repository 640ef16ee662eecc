import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, type JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { deliveriesRepository } from './deliveries.repository';
import type { Delivery } from './delivery';
import { publishRequestsRepository } from './publish-requests.repository';

export const DELIVER_NOTIFICATION_JOB = 'notifications.deliver';
export const PUBLISH_REQUESTS_JOB = 'notifications.publish-requests';

/**
 * Queues a notification's next delivery turn: now, or once the injected clock would reach `at` (a scheduled send,
 * a retry). The queue waits in real time, so the wait is the clock's distance to `at` added to the real now —
 * the same thing in production, and in tests (fixed clock) it keeps a future turn from running in a loop.
 */
export async function queueDelivery(queue: JobQueue, notificationId: string, at?: Date, now?: Date) {
  const waitMs = at && now ? at.getTime() - now.getTime() : 0;
  await queue.send(
    DELIVER_NOTIFICATION_JOB,
    { notificationId },
    waitMs > 500 ? { startAfter: new Date(Date.now() + waitMs) } : {},
  );
}

export function notificationsJobs(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  delivery: Delivery;
}) {
  const { database, clock, queue, delivery } = deps;
  const db = database.db;

  /** Items published with `notification: true` become notifications (source PUBLISH) and start sending. */
  async function convertPublishRequests() {
    for (;;) {
      const ids = await db.transaction((tx) => publishRequestsRepository.convert(tx, 100));
      for (const id of ids) await queueDelivery(queue, id);
      if (ids.length < 100) return;
    }
  }

  return {
    jobs: [
      defineJob({
        name: DELIVER_NOTIFICATION_JOB,
        schema: z.object({ notificationId: z.uuid() }),
        retryLimit: 10,
        retryDelaySeconds: 5,
        async handler({ notificationId }) {
          const result = await delivery.turn(notificationId);
          if (!result.done) await queueDelivery(queue, notificationId, result.at, clock.now());
        },
      }),
      defineJob({
        name: PUBLISH_REQUESTS_JOB,
        schema: z.object({}),
        retryLimit: 10,
        retryDelaySeconds: 5,
        handler: convertPublishRequests,
      }),
    ],

    /**
     * After a start (or a crash): picks up what a dead worker left — sends under way, scheduled sends now due
     * and publish requests not yet turned into notifications. Idempotent; the delivery rows decide what is left.
     */
    async resume() {
      await convertPublishRequests();
      for (const n of await deliveriesRepository.resumable(db, clock.now())) await queueDelivery(queue, n.id);
    },

    /** Publishing's port: a request row was committed. */
    async publishRequested() {
      await queue.send(PUBLISH_REQUESTS_JOB, {});
    },
  };
}
