import { deliverNotification } from '../../jobs/catalog';
import { handle, type JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { queueDelivery } from '../push-compose';
import type { Delivery } from './delivery';

/** A notification's delivery turns: each turn queues the next one until nothing is left to send. */
export const deliveryJobs = (deps: { clock: Clock; queue: JobQueue; delivery: Delivery }) => [
  handle(deliverNotification, async ({ notificationId }) => {
    const result = await deps.delivery.turn(notificationId);
    if (!result.done) await queueDelivery(deps.queue, notificationId, result.at, deps.clock.now());
  }),
];
