import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { analyticsRepository as repo, type Slice } from '../src/modules/analytics/analytics.repository';
import { rollupAll } from '../src/modules/analytics/rollup.repository';
import { rollupSettled } from './helpers/rollup';
import { createCommunity } from './helpers/factories';

/**
 * Concurrency needs a server with several connections: PostgreSQL (DATABASE_URL, else a throwaway cluster from
 * scripts/with-postgres.mjs, so the PGlite run checks it too). The test gets a database of its own on it.
 */
async function postgresForConcurrency(): Promise<{ url: string; stop(): void }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  // An absolute file URL: vite resolves a bare relative specifier against its own root.
  const script = new URL('../../../scripts/with-postgres.mjs', import.meta.url).href;
  const { startCluster } = (await import(script)) as {
    startCluster(): Promise<{ url: string; stop(): void }>;
  };
  return startCluster();
}

describe('analytics roll-up with concurrent transactions (PostgreSQL)', () => {
  let cluster: { url: string; stop(): void };
  let pgDatabase: Database;
  let client: pg.Client;
  let admin: pg.Client;
  const name = `rollup_concurrency_${process.pid}`;
  beforeAll(async () => {
    cluster = await postgresForConcurrency();
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    pgDatabase = await openDatabase({ url: url.toString() });
    await migrateDatabase(pgDatabase);
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await pgDatabase?.close();
    await admin?.query(`drop database if exists ${name}`);
    await admin?.end();
    cluster?.stop();
  });

  it('does not skip an event whose transaction commits after a later one was rolled up', async () => {
    const c = await createCommunity(pgDatabase);
    const insert = `insert into activity_events (community_id, type, at) values ($1, 'PUBLISH', '2026-03-07T15:00:00Z')`;
    // A slow request: its transaction started (xid taken) before the next event's, and commits after the roll-up.
    await client.query('begin');
    await client.query(insert, [c.id]);
    await pgDatabase.executeSql(insert, [c.id]);
    const slice: Slice = { communityId: c.id, metric: 'PUBLISH', from: '2026-03-07', to: '2026-03-07' };
    expect(await rollupAll(pgDatabase)).toBe(0);
    expect(await repo.total(pgDatabase.db, slice)).toBe(1);
    await client.query('commit');
    expect(await repo.total(pgDatabase.db, slice)).toBe(2);
    expect(await rollupSettled(pgDatabase)).toBe(2);
    expect(await repo.total(pgDatabase.db, slice)).toBe(2);
    const { rows } = await pgDatabase.executeSql(
      `select count from analytics_daily where community_id = $1`,
      [c.id],
    );
    expect(rows.map((r) => Number(r.count))).toEqual([2]);
  });
});
