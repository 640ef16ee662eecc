import type { Database } from '../../src/db/client';
import { rollupAll } from '../../src/modules/analytics/rollup.repository';

/**
 * Waits until every recorded event is older than the oldest transaction still running on the server. The roll-up
 * only folds such events, and xids are server-wide: on the shared PostgreSQL of the test run another file's open
 * transaction holds them back for a moment (figures stay exact meanwhile, read from the tail). A test that checks
 * what the roll-up itself did waits for that first.
 */
export async function settle(database: Database): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const { rows } = await database.executeSql(
      `select coalesce((select max(xid) from activity_events) < pg_snapshot_xmin(pg_current_snapshot()), true) as ok`,
    );
    if (rows[0].ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('events still newer than a running transaction after 20 s');
}

/** `rollupAll` once every event can be rolled up (see `settle`): answers the events it counted. */
export async function rollupSettled(database: Database): Promise<number> {
  await settle(database);
  return rollupAll(database);
}
