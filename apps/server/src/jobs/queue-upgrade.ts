import type { FastifyBaseLogger } from 'fastify';
import type { JobInsert, PgBoss } from 'pg-boss';
import { executorSql, type Database } from '../db/client';

/**
 * pg-boss 10 (Gathering up to release d3806d6) left its schema at version 24, which pg-boss 11 and later do not
 * migrate (their oldest migration starts at 25, and 11.0 shipped none: "move the jobs yourself"). So before pg-boss
 * starts, a version-10 `pgboss` schema is renamed aside to `pgboss_v10`; pg-boss then installs its own schema, the
 * queues are created, and carryOverV10Jobs() moves the jobs still to run into it and drops the old schema.
 * Both run under the queue's start-up lock, so one server of several does it.
 */
const ASIDE = 'pgboss_v10';

/** Renames a version-10 schema aside; answers whether an old schema waits to be carried over (now or from a start that stopped half way). */
export async function setAsideV10Schema(database: Database): Promise<boolean> {
  const { rows } = await database.executeSql(
    `select to_regclass('pgboss.version') is not null as installed, to_regnamespace('${ASIDE}') is not null as aside`,
  );
  const { installed, aside } = rows[0] as { installed: boolean; aside: boolean };
  if (installed) {
    const { rows: version } = await database.executeSql('select version from pgboss.version');
    if (Number(version[0]?.version) < 25) {
      if (aside)
        throw new Error(
          `Both pgboss and ${ASIDE} hold pg-boss 10's schema: keep one (rename or drop the other).`,
        );
      await database.executeSql(`alter schema pgboss rename to ${ASIDE}`);
      return true;
    }
  }
  return aside;
}

/**
 * Moves the old schema's jobs still to run (waiting, waiting for a retry, or running when the old server stopped:
 * those run again, as pg-boss 10 would have retried them once expired) into the started queue, with their ids,
 * payloads, start times and singleton keys, and the retries they had left; then drops the old schema, in the same
 * transaction. Finished jobs (pg-boss's history) are not carried over. Jobs of a queue this code no longer has are
 * logged and dropped.
 */
export async function carryOverV10Jobs(
  database: Database,
  boss: PgBoss,
  queues: ReadonlySet<string>,
  logger: FastifyBaseLogger,
): Promise<void> {
  const { rows } = await database.executeSql(
    `select id, name, priority, data, greatest(retry_limit - retry_count, 0) as "retryLimit", retry_delay as "retryDelay",
            retry_backoff as "retryBackoff", start_after as "startAfter", singleton_key as "singletonKey"
       from ${ASIDE}.job
      where state in ('created', 'retry', 'active')
      order by created_on, id`,
  );
  const byQueue = new Map<string, JobInsert[]>();
  const dropped = new Map<string, number>();
  type Row = Omit<JobInsert, 'singletonKey'> & { name: string; singletonKey: string | null };
  for (const { name, singletonKey, ...job } of rows as unknown as Row[]) {
    if (!queues.has(name)) {
      dropped.set(name, (dropped.get(name) ?? 0) + 1);
      continue;
    }
    const list = byQueue.get(name) ?? [];
    list.push({ ...job, ...(singletonKey === null ? {} : { singletonKey }) });
    byQueue.set(name, list);
  }
  await database.db.transaction(async (tx) => {
    const db = executorSql(tx);
    for (const [name, jobs] of byQueue) await boss.insert(name, jobs, { db });
    await db.executeSql(`drop schema ${ASIDE} cascade`);
  });
  const moved = Object.fromEntries([...byQueue].map(([name, jobs]) => [name, jobs.length]));
  logger.info(
    { moved, dropped: Object.fromEntries(dropped) },
    "carried pg-boss 10's waiting jobs over to pg-boss 12",
  );
}
