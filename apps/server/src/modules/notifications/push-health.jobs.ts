import { z } from 'zod';
import { defineJob } from '../../jobs/queue';
import type { PushHealthService } from './push-health';

export const PUSH_HEALTH_JOB = 'notifications.push-health';

/** Every day at 06:00 UTC (before the working day across Canada): every community's credentials are checked. */
export const pushHealthJobs = (deps: { health: PushHealthService }) => [
  defineJob({
    name: PUSH_HEALTH_JOB,
    schema: z.object({}),
    cron: '0 6 * * *',
    // A missed day is caught up by the next one; retrying a whole sweep at once would only repeat requests.
    retryLimit: 1,
    async handler() {
      await deps.health.checkAll();
    },
  }),
];
