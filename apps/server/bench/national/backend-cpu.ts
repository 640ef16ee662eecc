/**
 * The CPU of the PostgreSQL backends that serve the bench's app: on one 2-core machine the database's work and the
 * server's share the cores, so a send's cost is both. Read from /proc, the cluster being on this machine; the
 * app's connections carry an application_name of their own to be told from the neighbours'.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in seconds; null when it is gone or not on this machine. */
function cpuOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's ")" (it may hold spaces): state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Each backend of `applicationName` and its CPU seconds so far. */
export async function backendCpu(client: pg.Client, applicationName: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    const cpu = cpuOf(pid);
    if (cpu !== null) out.set(pid, cpu);
  }
  return out;
}

/**
 * CPU seconds the backends spent between two readings: a backend opened meanwhile counts whole. One closed
 * meanwhile is not counted (the pool keeps its connections for 10 s idle, longer than a turn's pause).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}
