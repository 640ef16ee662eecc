import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../src/db/client';

let shared: Promise<Database> | undefined;

/**
 * The worker's database: in-memory PGlite, or (with DATABASE_URL) a fresh database of its own on that server,
 * named after the worker so two workers never share rows.
 */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    await migrateDatabase(database);
    return database;
  }
  const name = `gathering_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  await migrateDatabase(database);
  return database;
}

/**
 * Empties every table (and the job queue) between tests: cheaper than a new database, just as isolated. A small table
 * is emptied with DELETE, the foreign-key triggers off (replica role, for this transaction only): a TRUNCATE gives
 * each of the ~50 tables new files, ~150 ms a reset on PGlite, while a test leaves a few rows in a few tables. A table
 * past 256 kB (a bulk test's, or dead rows piling up: PGlite never vacuums) is truncated, so none grows for good.
 */
export async function resetDatabase(database: Database): Promise<void> {
  const { rows } = await database.executeSql(
    `with t as (
       select format('%I.%I', schemaname, tablename) as name,
              pg_relation_size(format('%I.%I', schemaname, tablename)::regclass) > 262144 as big
       from pg_tables where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'schedule')))
     select string_agg(name, ', ') filter (where big) as big,
            string_agg(format('delete from %s;', name), ' ') filter (where not big) as small
     from t`,
  );
  const { big, small } = (rows[0] ?? {}) as { big: string | null; small: string | null };
  if (!big && !small) return;
  await database.executeSql(
    `begin; set local session_replication_role = replica; ${big ? `truncate ${big} cascade;` : ''} ${small ?? ''} commit;`,
  );
}
