import type { Database, Executor } from '../../db/client';
import {
  convertPublishRequests as convertPublishRequestsJob,
  deliverNotification,
  pushToMember,
} from '../../jobs/catalog';
import { handle, type JobPayload, type JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { publishRequestsRepository } from './publish-requests.repository';
import { sendingRepository } from './sending.repository';

/**
 * Queues a notification's next delivery turn: now, or once the injected clock would reach `at` (a scheduled send,
 * a retry). The queue waits in real time, so the wait is the clock's distance to `at` added to the real now —
 * the same thing in production, and in tests (fixed clock) it keeps a future turn from running in a loop.
 * Given `tx`, the turn is queued inside that transaction (it commits with the notification). A send starts here;
 * the delivery (push-delivery) queues its own next turns with it.
 */
export async function queueDelivery(
  queue: JobQueue,
  notificationId: string,
  at?: Date,
  now?: Date,
  tx?: Executor,
) {
  const waitMs = at && now ? at.getTime() - now.getTime() : 0;
  await queue.send(
    deliverNotification,
    { notificationId },
    { ...(waitMs > 500 ? { startAfter: new Date(Date.now() + waitMs) } : {}), ...(tx ? { tx } : {}) },
  );
}

export function notificationsJobs(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  /** notifications.service's sendToMember (the service imports this file, so not its type). */
  sendToMember(request: JobPayload<typeof pushToMember>): Promise<void>;
}) {
  const { database, clock, queue } = deps;
  const db = database.db;

  /** Items published with `notification: true` become notifications (source PUBLISH) and start sending. */
  async function convertPublishRequests() {
    for (;;) {
      // Each notification and its first delivery turn commit together.
      const ids = await db.transaction(async (tx) => {
        const made = await publishRequestsRepository.convert(tx, 100);
        for (const id of made) await queueDelivery(queue, id, undefined, undefined, tx);
        return made;
      });
      if (ids.length < 100) return;
    }
  }

  return {
    jobs: [
      handle(convertPublishRequestsJob, convertPublishRequests),
      // Another module's push to one member (support's answer), queued in that module's transaction.
      handle(pushToMember, (request) => deps.sendToMember(request)),
    ],

    /**
     * After a start (or a crash): picks up what a dead worker left — sends under way, scheduled sends now due
     * and publish requests not yet turned into notifications. Idempotent; the delivery rows decide what is left.
     */
    async resume() {
      await convertPublishRequests();
      for (const n of await sendingRepository.resumable(db, clock.now())) await queueDelivery(queue, n.id);
    },
  };
}
