import { capPoll, capPublish } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { CapService } from './cap.service';

/** The CAP sweeps: publishing the community's alerts, and polling the sources it relays from. */
export const capJobs = (deps: { cap: CapService }) => [
  handle(capPublish, async () => {
    await deps.cap.publishDue();
  }),
  handle(capPoll, async () => {
    await deps.cap.pollAll();
  }),
];
