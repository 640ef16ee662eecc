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

/** Empties every table (and the job queue) between tests: cheaper than a new database, just as isolated. */
export async function resetDatabase(database: Database): Promise<void> {
  const { rows } = await database.executeSql(
    `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables
     where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'schedule'))`,
  );
  const tables = rows[0]?.tables as string | null;
  if (tables) await database.executeSql(`truncate ${tables} cascade`);
}
