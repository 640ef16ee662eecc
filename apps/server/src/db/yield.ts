import { setImmediate, setTimeout } from 'node:timers/promises';
import type { Database } from './client';

/**
 * The pause long work (an import, a roll-up catching up) takes between its short transactions, given how long the
 * last one held the database: interactive requests get their turn in between.
 *
 * PGlite has one connection: a request waiting for it runs only when the work lets go, and a request runs several
 * statements (its session, then its page and count), each queued behind the work's next transaction unless the
 * work stays away for a moment. So on PGlite the work waits a share of the time it just held the connection
 * (it keeps about two thirds of the connection while requests arrive, all of it when none do: their statements
 * are done within the pause). On PostgreSQL each request has a connection of the pool; the work only gives way
 * on the event loop, so the requests' callbacks are not starved by its JavaScript.
 */
export async function yieldToRequests(database: Pick<Database, 'kind'>, heldMs: number): Promise<void> {
  if (database.kind === 'pglite') await setTimeout(Math.min(100, Math.max(2, heldMs / 2)));
  else await setImmediate();
}
