import { pushHealthCheck } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { PushHealthService } from './push-health';

/** The daily check of every community's credentials (its rhythm is in jobs/catalog.ts). */
export const pushHealthJobs = (deps: { health: PushHealthService }) => [
  handle(pushHealthCheck, async () => {
    await deps.health.checkAll();
  }),
];
