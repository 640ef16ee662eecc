import type { SqlExecutor } from '../db/client';
import * as catalog from './catalog';

export interface SettledJobs {
  /** Jobs that were running when the backup was taken: not run again (they may have finished there). */
  running: number;
  /** Jobs that reach people (e-mail, push) and were already due: not sent (they may have been sent there). */
  due: Record<string, number>;
  /** Jobs still to run, by queue: they run when a server starts on the restored database. */
  waiting: Record<string, number>;
}

/**
 * The job queue of a restored database (ops/restore.ts), before any server starts on it. A backup is a moment of a
 * server that went on working: what it was running then, and what reaches people and was already due, may well
 * have been done since, so those jobs are cancelled (state 'cancelled', the reason in `output`), never run twice.
 * Work that only changes the database (scheduled publishing, roll-ups, auto-close) and later sends keep their turn.
 */
export async function settleJobsAfterRestore(ex: SqlExecutor, now: Date): Promise<SettledJobs> {
  const outward = Object.values(catalog).flatMap((v) =>
    typeof v === 'object' && 'outward' in v && v.outward ? [v.name] : [],
  );
  // A database no server ever started the queue on has no queue yet: nothing to settle.
  const { rows: queue } = await ex.executeSql(`select to_regclass('pgboss.job') is not null as present`);
  if (!queue[0].present) return { running: 0, due: {}, waiting: {} };
  const { rows: running } = await ex.executeSql(
    `update pgboss.job set state = 'cancelled', completed_on = now(),
            output = jsonb_build_object('restore', 'running when the backup was taken')
      where state = 'active' returning name`,
  );
  const { rows: due } = await ex.executeSql(
    `update pgboss.job set state = 'cancelled', completed_on = now(),
            output = jsonb_build_object('restore', 'due before the restore: the original server may have sent it')
      where state in ('created', 'retry') and name = any($1::text[]) and start_after <= $2::timestamptz
      returning name`,
    [outward, now.toISOString()],
  );
  const { rows: waiting } = await ex.executeSql(
    `select name, count(*)::int as n from pgboss.job where state in ('created', 'retry') group by name order by name`,
  );
  const byName = (rows: Record<string, unknown>[]) =>
    rows.reduce<Record<string, number>>((acc, r) => {
      const name = r.name as string;
      acc[name] = (acc[name] ?? 0) + 1;
      return acc;
    }, {});
  return {
    running: running.length,
    due: byName(due),
    waiting: Object.fromEntries(waiting.map((r) => [r.name as string, r.n as number])),
  };
}
