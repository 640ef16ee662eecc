import { setImmediate } from 'node:timers/promises';
import type { RequestsInFlight } from '../lib/requests-in-flight';
import type { Database } from './client';

/**
 * Long work (an import, a roll-up catching up) in short transactions that leave room for interactive requests:
 * `size` is the next batch's size, `after(rows, ms)` adjusts it to how long the last batch took, then gives way.
 *
 * PGlite has one connection: a request waits for it as long as a transaction holds it, and a request runs several
 * statements (its session, then its page and its count), each queued behind the work's next transaction unless
 * the work stands aside. So there a batch aims at ~15 ms (25 ms left /health at 52 ms p95 during a 20,000-row
 * import, issue 25's target is 50), and between batches the work waits while requests are in
 * flight (up to twice the batch's time, so it still advances under a steady stream). On PostgreSQL each request has
 * a connection of the pool: batches aim at ~100 ms (fewer round trips, but the event loop never held for long by
 * the work's own JavaScript), and the work only yields the event loop.
 */
export function pacedBatches(
  database: Pick<Database, 'kind'>,
  rows: { first: number; min: number; max: number },
  requests?: Pick<RequestsInFlight, 'quiet'>,
) {
  const embedded = database.kind === 'pglite';
  const targetMs = embedded ? 15 : 100;
  let size = rows.first;
  return {
    get size() {
      return size;
    },
    async after(done: number, ms: number): Promise<void> {
      // Rows per millisecond of the last batch, damped (halfway to the new estimate) against one slow batch.
      const fit = ms > 0 ? (done / ms) * targetMs : rows.max;
      size = Math.round(Math.min(rows.max, Math.max(rows.min, (size + fit) / 2)));
      await setImmediate();
      if (embedded && requests) await requests.quiet(Math.min(200, Math.max(10, ms * 2)));
    },
  };
}
