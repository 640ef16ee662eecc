import { messages } from '@gathering/contract';
import { sql } from 'drizzle-orm';
import { tooManyRequests } from '../lib/errors';
import type { Executor } from './client';

/**
 * The request limits' one counter, in the database (table rate_limits), so that every server on it counts the same
 * hits and a restart forgets none: a limit kept in a process's memory let two servers take twice the figure. A
 * window opens with a caller's first hit and lasts `windowMs`; the hit that finds it closed opens the next one.
 * Counting is one upsert, atomic under any number of servers and parallel requests: the row lock of ON CONFLICT
 * hands out each count once, so the (max+1)th hit of a window is refused however the requests interleave.
 */

export interface Limit {
  /** Which limit: a counter name of its own ('support.ticket', 'guests.session'…). */
  scope: string;
  max: number;
  windowMs: number;
  /** What a refused caller reads (a contract message: translated on the way out). */
  message?: string;
}

/** Counts one hit of `key` against `limit` at `now`: the window's count so far (this hit included) and its end. */
export async function countHit(
  db: Executor,
  limit: Pick<Limit, 'scope' | 'windowMs'>,
  key: string,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const at = now.toISOString();
  const end = new Date(now.getTime() + limit.windowMs).toISOString();
  const result = await db.execute(sql`
    insert into rate_limits as r (scope, key, count, expires_at)
    values (${limit.scope}, ${key}, 1, ${end}::timestamptz)
    on conflict (scope, key) do update set
      count = case when r.expires_at <= ${at}::timestamptz then 1 else r.count + 1 end,
      expires_at = case when r.expires_at <= ${at}::timestamptz then excluded.expires_at else r.expires_at end
    returning count, (extract(epoch from expires_at) * 1000)::float8 as "resetMs"`);
  const [row] = (result as unknown as { rows: { count: number; resetMs: number }[] }).rows;
  const count = Number(row.count);
  // A window opened: a good moment to drop the windows that closed (few rows each time, never waiting on a
  // counter another request holds, so it cannot deadlock with a caller's transaction).
  if (count === 1) await pruneClosedWindows(db, now);
  return { count, resetAt: new Date(Number(row.resetMs)) };
}

/** Deletes up to `batch` counters whose window closed before `now`. */
export async function pruneClosedWindows(db: Executor, now: Date, batch = 500): Promise<void> {
  await db.execute(sql`
    delete from rate_limits where ctid = any(array(
      select ctid from rate_limits where expires_at <= ${now.toISOString()}::timestamptz
      limit ${batch} for update skip locked))`);
}

/**
 * Counts a hit and refuses it (429 with Retry-After: when the window closes) past `limit.max`. Inside a
 * transaction the hit commits or rolls back with the work it allows, so a refused or failed request counts nothing.
 */
export async function takeLimit(db: Executor, limit: Limit, key: string, now: Date): Promise<void> {
  const { count, resetAt } = await countHit(db, limit, key, now);
  if (count > limit.max)
    throw tooManyRequests(
      limit.message ?? messages.tooManyRequests,
      (resetAt.getTime() - now.getTime()) / 1000,
    );
}
