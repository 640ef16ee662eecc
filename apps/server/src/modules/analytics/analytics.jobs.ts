import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { rollupAll } from './rollup.repository';

export const ROLLUP_JOB = 'analytics.rollup';

/** The analytics roll-up, every minute; a run loops batches until caught up (rollup.ts says why it is safe). */
export function analyticsJobs(deps: { database: Database }): JobDefinition[] {
  return [
    defineJob({
      name: ROLLUP_JOB,
      schema: z.object({}),
      cron: '* * * * *',
      // A retry is harmless (the watermark moves with the counts); the next minute's run catches up anyway.
      retryLimit: 1,
      async handler() {
        await rollupAll(deps.database);
      },
    }),
  ];
}
