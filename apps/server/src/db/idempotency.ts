import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from './client';

/**
 * The stored first answers of changes sent with an Idempotency-Key (table idempotency_keys, issue 21): a console
 * whose link dropped before the answer came sends the same change again with the same key, and must not create a
 * second record. Below every module, like the request limits, because the plugin that reads it sits under them all.
 */

/** How long a key's answer is kept: a save retried after a day is a new one. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer after this long belongs to a request that died (a restart): the next one takes it over. */
export const ABANDONED_AFTER_MS = 60 * 1000;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'pending' }
  /** The first request's change committed, and its process died before its answer was kept. */
  | { kind: 'answer-lost' }
  | { kind: 'other-request' }
  | { kind: 'other-payload' };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims (user, key) for `request` (method and address) with a body of `fingerprint` (its hash) at `now`: claimed
 * when this is the first use (or the last one expired or was abandoned), else the stored answer, or pending while
 * the first is still being handled. The same key on another request, or on the same one with another body, is the
 * caller's mistake: its first answer is not the answer to this.
 */
export async function claimKey(
  db: Executor,
  userId: string,
  key: string,
  request: string,
  fingerprint: string,
  now: Date,
): Promise<Claim> {
  // The body's fingerprint rides in the request column, after the address (which holds no space).
  const stored = `${request} #${fingerprint}`;
  const at = now.toISOString();
  const stale = new Date(now.getTime() - KEY_LIFETIME_MS).toISOString();
  const abandoned = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
  // One statement: a second server handling the same retry at the same moment meets the row lock, not a race.
  const claimed = rowsOf<{ key: string }>(
    await db.execute(sql`
      insert into idempotency_keys as k (user_id, key, request, created_at)
      values (${userId}, ${key}, ${stored}, ${at}::timestamptz)
      on conflict (user_id, key) do update set
        request = excluded.request, status = null, body = null, changed_at = null, created_at = excluded.created_at
        where k.created_at <= ${stale}::timestamptz
          or (k.status is null and k.changed_at is null and k.created_at <= ${abandoned}::timestamptz
            and k.request = excluded.request)
      returning key`),
  );
  if (claimed.length) {
    // A cheap indexed delete (usually of nothing): the table never keeps more than a day of saves.
    await pruneExpiredKeys(db, now);
    return { kind: 'claimed' };
  }
  const [row] = rowsOf<{
    request: string;
    status: number | null;
    body: string | null;
    changed: boolean;
    abandoned: boolean;
  }>(
    await db.execute(sql`
      select request, status, body, changed_at is not null as changed,
             created_at <= ${abandoned}::timestamptz as abandoned
        from idempotency_keys where user_id = ${userId} and key = ${key}`),
  );
  if (!row) return claimKey(db, userId, key, request, fingerprint, now);
  // A key stored before bodies were fingerprinted matches on its request alone.
  const [storedRequest, storedFingerprint] = row.request.split(' #');
  if (storedRequest !== request) return { kind: 'other-request' };
  if (storedFingerprint !== undefined && storedFingerprint !== fingerprint) return { kind: 'other-payload' };
  // Committed, with no answer after a request's lifetime: its process died between the two. The change is made;
  // running it again would make it twice.
  if (row.status === null)
    return row.changed && row.abandoned ? { kind: 'answer-lost' } : { kind: 'pending' };
  return { kind: 'answered', status: Number(row.status), body: row.body ?? '' };
}

/** Keeps the first answer of a claimed key. */
export async function storeAnswer(db: Executor, userId: string, key: string, status: number, body: string) {
  await db.execute(sql`
    update idempotency_keys set status = ${status}, body = ${body} where user_id = ${userId} and key = ${key}`);
}

/**
 * Lets the key go: the server failed, so the same change sent again must be tried again. Not when the change
 * committed before the failure: then the failure is its answer, kept like any other (false).
 */
export async function releaseKey(db: Executor, userId: string, key: string): Promise<boolean> {
  const released = rowsOf<{ key: string }>(
    await db.execute(sql`
      delete from idempotency_keys
       where user_id = ${userId} and key = ${key} and status is null and changed_at is null
      returning key`),
  );
  return released.length > 0;
}

/** The key a request claimed, while the request runs (set by the plugin, read by every transaction it opens). */
interface KeyScope {
  claimed: { userId: string; key: string; at: string } | null;
}
const scopes = new AsyncLocalStorage<KeyScope>();

/** Runs `fn` (the rest of a request's handling) in a scope of its own, empty until a key is claimed. */
export function inKeyScope(fn: () => void) {
  scopes.run({ claimed: null }, fn);
}

/** The request's claimed key from here on (null: no key, or the answer is kept and later work is not the change). */
export function setScopeKey(claimed: KeyScope['claimed']) {
  const scope = scopes.getStore();
  if (scope) scope.claimed = claimed;
}

const BOUND = Symbol('idempotency keys bound');

/**
 * Makes every transaction of `db` that a request with a claimed key opens mark the key as changed before it commits,
 * in the same transaction: a process killed after the commit and before the answer is kept leaves a key that says
 * "made", and a retry is answered so instead of making the change again (a rollback takes the mark with it). Every
 * service writes a change in one `db.transaction`, so this covers them without each one knowing of keys.
 */
export function markChangesUnderKeys(db: Db) {
  const target = db as Db & { [BOUND]?: true };
  if (target[BOUND]) return;
  target[BOUND] = true;
  const open = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    open(async (tx) => {
      const result = await fn(tx);
      const claimed = scopes.getStore()?.claimed;
      if (claimed)
        await tx.execute(sql`
          update idempotency_keys set changed_at = ${claimed.at}::timestamptz
           where user_id = ${claimed.userId} and key = ${claimed.key} and changed_at is null`);
      return result;
    }, config)) as Db['transaction'];
}

/** Deletes up to `batch` keys older than their lifetime. */
export async function pruneExpiredKeys(db: Executor, now: Date, batch = 500) {
  const stale = new Date(now.getTime() - KEY_LIFETIME_MS).toISOString();
  await db.execute(sql`
    delete from idempotency_keys where ctid = any(array(
      select ctid from idempotency_keys where created_at <= ${stale}::timestamptz
      limit ${batch} for update skip locked))`);
}
