import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import * as schema from './schema';
import { preparedPglite, type PreparedQuery } from './prepared';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL for pg-boss and the few places drizzle has no word for. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * A named statement, parsed once and then only executed: for hot single-statement reads (the caller lookup
   * of every request). Not for use inside a transaction: on PGlite it waits for transactions to end.
   */
  prepared(name: string, sql: string): PreparedQuery;
  /**
   * Resolves when the database answers. On PostgreSQL a `select 1` on the pool. On PGlite a statement that
   * completed within the last second already proves it: the one in-process connection may be held by long work's
   * transaction, and a health probe queued behind it would report the work, not the database (issue 25).
   */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections (for /metrics); null on PGlite, which has one connection in process. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Runs `fn` while this process holds a PostgreSQL session advisory lock on `key` (on one pooled connection kept
   * aside for it; `fn` itself uses the other connections), so servers sharing the database do it one at a time.
   * On PGlite `fn` just runs: one process owns an embedded data folder (see data-dir-lock.ts).
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * The embedded engine's data folder as a gzipped tarball (PGlite's own dumpDataDir, taken between two
   * statements: a crash-consistent copy that PostgreSQL's recovery opens); absent on PostgreSQL (pg_dump there).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Raw SQL over one executor, in the shape pg-boss takes (`{ executeSql }`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

/**
 * Raw SQL on the connection an executor uses: an open transaction's own connection (PGlite's transaction, the
 * pool client holding a PostgreSQL transaction), so what is written through it commits or rolls back with the
 * caller's work. The queue sends a job inside the acting transaction this way.
 */
export function executorSql(ex: Executor): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const query = ex._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false);
      return (await query.execute()) as SqlResult;
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL when a URL is given. `loadSnapshot`
 * (PGlite only) fills an empty data folder from a snapshot() tarball first: what a restore does.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  loadSnapshot?: Blob;
  /** PostgreSQL: the most connections this process opens (DATABASE_POOL_SIZE; the job queue shares them). */
  poolSize?: number;
  /**
   * PostgreSQL straight, when `url` is a pooler in transaction mode (DATABASE_DIRECT_URL): the advisory locks are
   * taken on a connection of their own here, and the pool prepares no named statement.
   */
  directUrl?: string;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10, opts.directUrl);
  return openPglite(opts.dataDir ?? null, opts.loadSnapshot);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches a page: a second server on this folder stops here (DataDirLockedError).
  const lock = dataDir ? await lockDataDir(dataDir) : null;
  // pg_trgm backs member search (migration 0003); PostgreSQL ships it in its contrib modules.
  const options = { extensions: { pg_trgm }, loadDataDir };
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const answers = trackAnswers(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      // PGlite's extended protocol takes one statement; pg-boss sends multi-statement scripts without values.
      if (!values || values.length === 0) {
        // pg-boss's locked blocks ("BEGIN; … RETURNING …; COMMIT") leave the one connection in an aborted transaction
        // when a statement fails, and every later query would fail too: such a block runs inside PGlite's own
        // transaction, which rolls it back before anyone else gets the connection. (Other scripts run as they are:
        // CREATE INDEX CONCURRENTLY refuses a transaction block.)
        const results = /^\s*begin\b/i.test(text)
          ? await client.transaction((tx) => tx.exec(text))
          : await client.exec(text);
        // Every statement's rows, as node-postgres hands pg-boss a multi-statement result (a RETURNING in the
        // middle of a block must not be lost behind its COMMIT).
        return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
      }
      return (await client.query(text, values)) as SqlResult;
    },
    prepared: (name, sql) => answers.track(preparedPglite(client, name, sql)),
    async ping() {
      if (client.closed || !answers.within(1000)) await client.query('select 1');
    },
    poolStats: () => null,
    withAdvisoryLock: (_key, fn) => fn(),
    snapshot: () => client.dumpDataDir('gzip'),
    async close() {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

/**
 * When the embedded database last completed a statement: its public entry points (query, exec, transaction) and
 * the prepared statements are timed as they resolve. A failed statement is an answer too (the engine ran it).
 */
function trackAnswers(client: PGlite) {
  let last = -Infinity;
  const mark = () => {
    last = performance.now();
  };
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      const out = fn(...args);
      out.then(mark, mark);
      return out;
    };
  client.query = wrap(client.query.bind(client)) as PGlite['query'];
  client.exec = wrap(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = wrap(client.transaction.bind(client)) as PGlite['transaction'];
  return {
    within: (ms: number) => performance.now() - last <= ms,
    track: <F extends (...args: never[]) => Promise<unknown>>(fn: F) => wrap(fn) as F,
  };
}

async function openPostgres(url: string, max: number, directUrl?: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Through a pooler in transaction mode, each transaction may run on another server connection: a statement
  // prepared on one is unknown to the next (PgBouncer before 1.21 keeps none), and a session's lock would stay with
  // whichever client the connection goes to next.
  const pooled = !!directUrl && directUrl !== url;
  // A connection for a session lock: the pool's own, or one straight to PostgreSQL (closed after).
  const lockClient = async (): Promise<{ client: pg.ClientBase; release(broken: boolean): void }> => {
    if (!pooled) {
      const client = await pool.connect();
      return { client, release: (broken) => client.release(broken) };
    }
    const client = new pg.Client({ connectionString: directUrl });
    await client.connect();
    return { client, release: () => void client.end().catch(() => {}) };
  };
  return {
    kind: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values as unknown[]) as Promise<SqlResult>,
    // node-postgres prepares a named statement once per connection and reuses it by name; through a pooler the
    // statement is sent unnamed (parsed each time), as every other query is.
    prepared: (name, text) =>
      pooled
        ? async (values) => (await pool.query(text, [...values])).rows
        : async (values) => (await pool.query({ name, text, values: [...values] })).rows,
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withAdvisoryLock(key, fn) {
      const { client, release } = await lockClient();
      // A checked-out client has no listener of the pool's: the server going away while this one waits for `fn`
      // (a PostgreSQL stop during start-up: 57P01) would be an unhandled 'error' and end the process. The loss
      // shows as the failure of `fn`'s statements, or of the unlock; this client is then discarded below.
      const lost = () => {};
      client.on('error', lost);
      let unlocked = false;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
          unlocked = true;
        }
      } finally {
        // A connection whose lock is in doubt is discarded: closing its session releases the lock.
        // (A discarded one keeps its listener: its closing may still report the loss.)
        if (unlocked) client.removeListener('error', lost);
        release(!unlocked);
      }
    },
    close: () => pool.end(),
  };
}

/** A pending migration failed: nothing of this start's migrations is kept. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    // drizzle wraps the database's error ("Failed query: …"): the database's own sentence is the useful one.
    let reason = cause;
    while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
    super(
      `Migration ${migration} failed: ${reason instanceof Error ? reason.message : String(reason)}. The database is ` +
        `unchanged (every pending migration runs in one transaction); the server does not start.`,
      { cause },
    );
  }
}

// Any constant: every Gathering server takes the same advisory lock around its migrations.
const MIGRATION_LOCK = 7_362_901_115;

/**
 * Applies the pending migrations (drizzle-kit's files and its bookkeeping table, drizzle.__drizzle_migrations, so
 * drizzle-kit still reads the state), all in ONE transaction: a migration that fails leaves the database as it was
 * and is named in the error. On PostgreSQL the transaction first takes an advisory lock, so servers starting
 * together migrate one after the other: the first applies, the others then find nothing pending. (drizzle's own
 * migrator creates its table and reads the last migration outside its transaction: two servers raced there.)
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  const files = readMigrationFiles({ migrationsFolder: folder });
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const last = (await tx.execute(
      sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { at: string | number | null }[];
    };
    const appliedUpTo = Number(last.rows[0]?.at ?? 0);
    for (const [i, migration] of files.entries()) {
      if (migration.folderMillis <= appliedUpTo) continue;
      const name = journal.entries[i]?.tag ?? String(i);
      try {
        for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      } catch (err) {
        throw new MigrationError(name, err);
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

/** The migrations this code has that the database has not applied (for /readyz: a server never serves on them). */
export async function pendingMigrations(database: Database, folder = migrationsFolder): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const { rows } = await database.executeSql(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then null
            else (select max(created_at) from drizzle.__drizzle_migrations) end as at`,
  );
  const appliedUpTo = Number(rows[0]?.at ?? 0);
  return journal.entries.filter((e) => e.when > appliedUpTo).map((e) => e.tag);
}

export function defaultPgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}
