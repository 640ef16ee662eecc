import { z } from 'zod';
import { defineJob } from '../../jobs/queue';
import { SUPPORT_AUTO_CLOSE_JOB, type SupportService } from './support.service';

/**
 * The auto-close sweep: queued for the day a resolved ticket may close (support.service.ts), it closes every
 * ticket due by then. Safe to run twice or on two servers: each ticket closes once (a conditional UPDATE).
 */
export const supportJobs = (deps: { service: SupportService }) => [
  defineJob({
    name: SUPPORT_AUTO_CLOSE_JOB,
    schema: z.object({}),
    handler: async () => {
      await deps.service.autoClose();
    },
  }),
];
