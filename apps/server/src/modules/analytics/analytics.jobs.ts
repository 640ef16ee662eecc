import type { Database } from '../../db/client';
import { pacedBatches } from '../../db/yield';
import { analyticsRollup } from '../../jobs/catalog';
import { handle, type JobHandler } from '../../jobs/queue';
import type { RequestsInFlight } from '../../lib/requests-in-flight';
import { ROLLUP_BATCH_SIZE, rollupBatch } from './rollup.repository';

/**
 * Events per roll-up transaction on a running server: fitted to the batches' times (db/yield.ts). A catch-up of
 * 50,000 events in one transaction held the embedded engine's one connection for seconds.
 */
const ROLLUP_BATCH_EVENTS = { first: 2_000, min: 500, max: ROLLUP_BATCH_SIZE };

/** The analytics roll-up (every minute, jobs/catalog.ts), in short transactions that leave room for requests. */
export function analyticsJobs(deps: {
  database: Database;
  requests?: Pick<RequestsInFlight, 'quiet'>;
}): JobHandler[] {
  return [
    handle(analyticsRollup, async () => {
      const pace = pacedBatches(deps.database, ROLLUP_BATCH_EVENTS, deps.requests);
      for (;;) {
        const t0 = performance.now();
        const { events, done } = await rollupBatch(deps.database, pace.size);
        if (done) return;
        await pace.after(events, performance.now() - t0);
      }
    }),
  ];
}
