import type { Database } from '../db/client';

/**
 * The job queue's depth per queue, read from pg-boss's own table for /metrics: jobs due and waiting (created or
 * waiting for a retry, their start time passed), jobs running, and how long the oldest due job has waited. A job
 * scheduled for later is not waiting yet, so a calendar full of future pushes does not read as a backlog.
 */
export async function queueStats(database: Pick<Database, 'executeSql'>) {
  const { rows } = await database.executeSql(
    `select name as queue,
            count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
            count(*) filter (where state = 'active')::int as active,
            coalesce(extract(epoch from now() - min(start_after) filter (
              where state in ('created', 'retry') and start_after <= now())), 0)::float8 as "oldestSeconds"
       from pgboss.job
      where state in ('created', 'retry', 'active')
      group by name`,
  );
  return rows as { queue: string; waiting: number; active: number; oldestSeconds: number }[];
}
