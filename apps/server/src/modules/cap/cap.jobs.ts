import { capPoll, capPublish } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { CapService } from './cap.service';

/** The CAP jobs: publishing an alert as it is sent, the sweeps publishing the community's alerts, and polling the sources it relays from. */
export const capJobs = (deps: { cap: CapService }) => [
  handle(capPublish, async ({ notificationId }) => {
    if (notificationId) await deps.cap.publishNow(notificationId);
    else await deps.cap.publishDue();
  }),
  handle(capPoll, async () => {
    await deps.cap.pollAll();
  }),
];
