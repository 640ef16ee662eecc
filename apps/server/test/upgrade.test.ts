import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, pendingMigrations, type Database } from '../src/db/client';

// A database made by the last release (commit d3806d6: its migrations, its demo seeding, its job queue), dumped
// with PGlite's pg_dump (scripts/make-upgrade-fixture.sh says how). The current code must upgrade it with every row
// of every table intact.
const FIXTURE = new URL('./fixtures/upgrade/release-d3806d6.sql.gz', import.meta.url);
const dump = gunzipSync(readFileSync(FIXTURE))
  .toString()
  // PostgreSQL 17's pg_dump (PGlite's) sets a parameter older servers do not know.
  .replace(/^SET transaction_timeout = 0;$/m, '');

/** PostgreSQL: DATABASE_URL, else a throwaway cluster (scripts/with-postgres.mjs). */
async function postgres(): Promise<{ url: string; stop(): void }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  const script = new URL('../../../scripts/with-postgres.mjs', import.meta.url).href;
  const { startCluster } = (await import(script)) as {
    startCluster(): Promise<{ url: string; stop(): void }>;
  };
  return startCluster();
}
const cluster = await postgres();
afterAll(() => cluster.stop());

async function emptyPostgres(): Promise<Database> {
  const name = `gathering_upgrade_${process.pid}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
}

/**
 * Every table's rows, each table as its row count and a digest of its rows over the columns it had in the release
 * (a migration may add columns; it must not change or lose what was there).
 */
async function contents(database: Database, columns?: Map<string, string[]>) {
  const { rows: tables } = await database.executeSql(
    `select table_schema || '.' || table_name as name, array_agg(quote_ident(column_name::text) order by column_name) as cols
       from information_schema.columns
      where table_schema in ('public', 'drizzle') and table_name not like 'pg\\_%'
      group by 1 order by 1`,
  );
  const found = new Map<string, string[]>();
  const digest = new Map<string, string>();
  for (const t of tables as { name: string; cols: string[] }[]) {
    const cols = columns?.get(t.name) ?? t.cols;
    found.set(t.name, cols);
    const [schema, table] = t.name.split('.');
    const row = `row(${cols.join(', ')})::text`;
    const { rows } = await database.executeSql(
      `select count(*)::int as n, coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as digest
         from ${schema}."${table}"`,
    );
    digest.set(t.name, `${rows[0].n} rows ${rows[0].digest}`);
  }
  return { columns: found, digest };
}

describe('upgrading a database made by the last release', () => {
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    it(`keeps every row of every table (${engine})`, async () => {
      const database = engine === 'PGlite' ? await openDatabase({ dataDir: null }) : await emptyPostgres();
      try {
        await database.executeSql(dump);
        await database.executeSql('set search_path to public');
        const before = await contents(database);
        expect(before.digest.get('public.users')).toMatch(/^[1-9]\d* rows/);

        await migrateDatabase(database);
        expect(await pendingMigrations(database)).toEqual([]);

        const after = await contents(database, before.columns);
        for (const [table, was] of before.digest) {
          // drizzle's bookkeeping gains a row per new migration; every other table keeps exactly what it had.
          if (table === 'drizzle.__drizzle_migrations') continue;
          expect(after.digest.get(table), table).toBe(was);
        }
      } finally {
        await database.close();
      }
    }, 300_000);
  }
});
