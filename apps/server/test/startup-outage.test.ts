import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { emptyDatabaseOn, ownPostgresCluster, sleep, spawnServer } from './helpers/processes';

// PostgreSQL stopping while the built server starts (pg_ctl's fast shutdown: every session ends with 57P01). The
// server used to die of an unhandled 'error' event: a connection it held idle under an advisory lock (the first
// platform administrator's, the job queue's) lost its server with no listener. Now the start fails with a sentence
// and exit 1, which the unit and compose restart from.
describe('a PostgreSQL stop during start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-startup-outage-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends the start with a sentence and exit 1, never an unhandled error', async () => {
    const cluster = await ownPostgresCluster();
    let stopped = false;
    try {
      const url = await emptyDatabaseOn(cluster.url, 'gathering_startup_outage');
      const database = await openDatabase({ url });
      await migrateDatabase(database);
      await database.close();
      // Held in the middle of its start: writing the first platform administrator ("admin") waits for this
      // uncommitted row of the same name to commit or not, while the server's connection holding the bootstrap
      // advisory lock sits idle (the one that had no listener).
      const holder = new pg.Client({ connectionString: url });
      holder.on('error', () => {});
      await holder.connect();
      await holder.query('begin');
      await holder.query(`insert into users (username, email) values ('admin', 'holder@example.org')`);
      // Another session watches: inside a transaction, pg_stat_activity keeps the picture of its first read.
      const watcher = new pg.Client({ connectionString: url });
      watcher.on('error', () => {});
      await watcher.connect();
      const server = await spawnServer({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      try {
        const deadline = Date.now() + 90_000;
        for (;;) {
          const { rows } = await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and query ilike 'insert into "users"%'`,
          );
          if (rows[0].n > 0) break;
          if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
          if (Date.now() > deadline)
            throw new Error(`the server never reached its first administrator:\n${server.output()}`);
          await sleep(100);
        }
        cluster.stop();
        stopped = true;
        expect(await server.exit, server.output()).toBe(1);
        expect(server.output()).not.toContain('Unhandled');
        expect(server.output()).toMatch(
          // The reason is the first statement's to fail: the administrator's command, or the connection it ended.
          /The database did not answer while the server was starting \(.+\): it serves nothing\./,
        );
      } finally {
        server.child.kill('SIGKILL');
      }
    } finally {
      if (!stopped) cluster.stop();
    }
  }, 180_000);
});
