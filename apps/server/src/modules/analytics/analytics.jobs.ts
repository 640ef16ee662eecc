import type { Database } from '../../db/client';
import { analyticsRollup } from '../../jobs/catalog';
import { handle, type JobHandler } from '../../jobs/queue';
import { rollupAll } from './rollup.repository';

/** The analytics roll-up (every minute, jobs/catalog.ts). */
export function analyticsJobs(deps: { database: Database }): JobHandler[] {
  return [
    handle(analyticsRollup, async () => {
      await rollupAll(deps.database);
    }),
  ];
}
