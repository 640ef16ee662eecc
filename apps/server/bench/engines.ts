import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';

/**
 * Runs a benchmark on the embedded database, then on PostgreSQL: DATABASE_URL when set, else a throwaway cluster
 * (scripts/with-postgres.mjs); without PostgreSQL's binaries that half is skipped with a line saying why.
 */
export async function onBothEngines(
  run: (label: string, database: Database) => Promise<void>,
  /** One engine only, when iterating on a change. */
  only: 'both' | 'pglite' | 'pg' = 'both',
): Promise<void> {
  if (only !== 'pg') {
    // In a data folder, as deployed: an in-memory database pays for growing its files by copying them (Emscripten's
    // MEMFS) and a deployment never does, so it measured a cost no one has.
    const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-pglite-'));
    try {
      await run('embedded (PGlite)', await openDatabase({ dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'pglite') return;

  let url = process.env.DATABASE_URL;
  let stop: (() => void) | undefined;
  if (!url) {
    try {
      const script = '../../../scripts/with-postgres.mjs';
      const { startCluster } = (await import(script)) as {
        startCluster(): Promise<{ url: string; stop(): void }>;
      };
      ({ url, stop } = await startCluster());
    } catch (err) {
      console.log(`PostgreSQL: skipped (${(err as Error).message})`);
    }
  }
  if (!url) return;
  try {
    await run('PostgreSQL', await openDatabase({ url }));
  } finally {
    stop?.();
  }
}

/**
 * A PostgreSQL database of the bench's own for `run`, for benches that start server processes on it: in DATABASE_URL's
 * server a database made for it and dropped at the end (existing data is never touched), else a throwaway cluster
 * (scripts/with-postgres.mjs); without PostgreSQL's binaries it is skipped with a line saying why. `run` cleans up
 * its own processes (in its `finally`) before the database goes.
 */
export async function onOwnPostgres(name: string, run: (url: string) => Promise<void>): Promise<void> {
  let url = process.env.DATABASE_URL;
  let stop: (() => void) | undefined;
  let own: { admin: string; name: string } | undefined;
  if (url) {
    const database = `gathering_bench_${name}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    own = { admin: url, name: database };
    const u = new URL(url);
    u.pathname = `/${database}`;
    url = u.toString();
  } else {
    try {
      const script = '../../../scripts/with-postgres.mjs';
      const { startCluster } = (await import(script)) as {
        startCluster(): Promise<{ url: string; stop(): void }>;
      };
      ({ url, stop } = await startCluster());
    } catch (err) {
      console.log(`PostgreSQL: skipped (${(err as Error).message})`);
    }
  }
  try {
    if (url) await run(url);
  } finally {
    stop?.();
    if (own) {
      const admin = new pg.Client({ connectionString: own.admin });
      await admin.connect();
      await admin.query(`drop database if exists ${own.name} with (force)`);
      await admin.end();
    }
  }
}

/** The real app over a migrated database, its own DATA_DIR, jobs not worked unless asked; `close` removes it all. */
export async function startBenchApp(
  database: Database,
  dirPrefix: string,
  /** More environment and buildApp dependencies (push providers pointed at a simulator, delivery tuning). */
  more: {
    env?: Record<string, string>;
    /** Start the queue's workers, as a server does (default: jobs run only when the bench calls drain()). */
    work?: boolean;
  } & Pick<AppDeps, 'pushProviders' | 'deliveryTuning'> = {},
) {
  await migrateDatabase(database);
  const dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://gathering.bench',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    ...more.env,
  });
  const { env: _env, work = false, ...deps } = more;
  const app = await buildApp({ config, database, logger: false, ...deps });
  await app.ready();
  await app.queue.start({ work });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A console session as the console opens one (POST /v1/users/login): the headers of its requests. */
export async function consoleHeaders(app: FastifyInstance, credential: string, password: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { credential, password },
  });
  if (login.statusCode !== 200) throw new Error(`${credential} could not sign in: ${login.body}`);
  return { authorization: `Bearer ${login.json().accessToken}` };
}
