import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { preparedPglite, type PreparedQuery } from './prepared';

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

/** PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL when a URL is given. */
export async function openDatabase(opts: { url?: string; dataDir?: string | null }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs member search (migration 0003); PostgreSQL ships it in its contrib modules.
  const options = { extensions: { pg_trgm } };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      // PGlite's extended protocol takes one statement; pg-boss sends multi-statement scripts without values.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return (results[results.length - 1] as SqlResult | undefined) ?? { rows: [] };
      }
      return (await client.query(text, values)) as SqlResult;
    },
    prepared: (name, sql) => preparedPglite(client, name, sql),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values as unknown[]) as Promise<SqlResult>,
    // node-postgres prepares a named statement once per connection and reuses it by name.
    prepared: (name, text) => async (values) => (await pool.query({ name, text, values: [...values] })).rows,
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

export function defaultPgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}
