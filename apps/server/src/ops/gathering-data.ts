import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sessionUrl, type Config } from '../config';
import { defaultPgliteDir, openDatabase, type Database, type SqlExecutor } from '../db/client';

/**
 * What an operator's command works on must be Gathering's: a folder or a database where the server never ran holds
 * nothing to back up, verify or import into, and opening it would make an empty database there. Each command
 * checks before it writes anything and refuses in a sentence.
 */
export class NoGatheringDataError extends Error {}

/** The database's address without its password, for messages: host:port/name. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    const host = u.searchParams.get('host') ?? u.hostname;
    return `${host}:${u.port || u.searchParams.get('port') || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The embedded database's folder when one was made there (PostgreSQL, PGlite too, writes PG_VERSION first). */
export function embeddedDatabaseIn(dataDir: string): string | null {
  const dir = defaultPgliteDir(dataDir);
  return existsSync(join(dir, 'PG_VERSION')) ? dir : null;
}

export function noEmbeddedDatabase(dataDir: string): NoGatheringDataError {
  return new NoGatheringDataError(
    `There is no Gathering database in ${defaultPgliteDir(dataDir)}: DATA_DIR must be the folder the server runs on (it makes its database there on its first start).`,
  );
}

/** Refuses a database in which the server never ran: no migration applied. */
export async function requireGatheringSchema(ex: SqlExecutor, where: string): Promise<void> {
  // Two statements: a statement naming a table that does not exist fails as it is parsed, whatever its CASE says.
  const table = await ex.executeSql(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  const applied = table.rows[0]?.found
    ? (await ex.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n
    : 0;
  if (Number(applied ?? 0) === 0)
    throw new NoGatheringDataError(
      `${where} holds no Gathering data (the server never ran on it): check ${where.startsWith('The database') ? 'DATABASE_URL' : 'DATA_DIR'}.`,
    );
}

/** The configured database, answering, when it holds Gathering's data; else a sentence naming what to check. */
export async function openGatheringDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl) {
    const dir = embeddedDatabaseIn(config.dataDir);
    if (!dir) throw noEmbeddedDatabase(config.dataDir);
    const database = await openDatabase({ dataDir: dir });
    return checked(database, `The embedded database in ${dir}`);
  }
  // An operator's command: straight to PostgreSQL when a pooler is in front (DATABASE_DIRECT_URL).
  const database = await openDatabase({ url: sessionUrl(config) });
  return checked(database, `The database DATABASE_URL names (${describeUrl(config.databaseUrl)})`, config);
}

/** A snapshot of the embedded database, opened in memory, when it holds Gathering's data. */
export async function openGatheringSnapshot(snapshot: Blob, dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir: null, loadSnapshot: snapshot });
  return checked(database, `The embedded database in ${defaultPgliteDir(dataDir)}`);
}

async function checked(database: Database, where: string, config?: Config): Promise<Database> {
  try {
    await requireGatheringSchema(database, where);
    return database;
  } catch (err) {
    await database.close().catch(() => {});
    if (err instanceof NoGatheringDataError || !config?.databaseUrl) throw err;
    throw unreachable(config.databaseUrl, err);
  }
}

/** A PostgreSQL that cannot be reached or read, in a sentence (never with the password). */
export function unreachable(url: string, err: unknown): NoGatheringDataError {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] } | undefined;
  // node's happy-eyeballs connect fails with an AggregateError whose own message is empty.
  const message = e?.message || e?.errors?.[0]?.message || e?.code || String(err);
  return new NoGatheringDataError(
    `Could not read the database DATABASE_URL names (${describeUrl(url)}): ${message}. Check that it runs and that DATABASE_URL is right.`,
  );
}
