import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, pendingMigrations, type Database } from '../src/db/client';
import { emptyDatabaseOn, postgresCluster } from './helpers/processes';

// A database made by the last release (commit d3806d6: its migrations, its demo seeding, its job queue), dumped
// with PGlite's pg_dump (scripts/make-upgrade-fixture.sh says how). The current code must upgrade it with every row
// of every table intact.
const FIXTURE = new URL('./fixtures/upgrade/release-d3806d6.sql.gz', import.meta.url);
const dump = gunzipSync(readFileSync(FIXTURE))
  .toString()
  // PostgreSQL 17's pg_dump (PGlite's) sets a parameter older servers do not know.
  .replace(/^SET transaction_timeout = 0;$/m, '');

const cluster = await postgresCluster();
afterAll(() => cluster.stop());

async function emptyPostgres(): Promise<Database> {
  return openDatabase({ url: await emptyDatabaseOn(cluster.url, `gathering_upgrade_${process.pid}`) });
}

// The release stored file addresses absolute under the PUBLIC_URL it ran with; migration 0020 stores them relative
// to the public base ("files/<key>"). Read under the release's base, they are the same addresses.
const RELEASE_BASE = 'http://localhost:18140/';
const ADDRESS_COLUMNS = new Set([
  'public.attachments.file_url',
  'public.support_attachments.url',
  'public.communities.logo',
]);
const asReleaseAddress = (col: string) =>
  `case when ${col} like 'files/%' then '${RELEASE_BASE}' || ${col} else ${col} end`;

/**
 * Every table's rows, each table as its row count and a digest of its rows over the columns it had in the release
 * (a migration may add columns; it must not change or lose what was there). `readAddresses` reads the file
 * address columns as the release's absolute addresses.
 */
async function contents(database: Database, columns?: Map<string, string[]>, readAddresses = false) {
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
    const exprs = cols.map((c) =>
      readAddresses && ADDRESS_COLUMNS.has(`${t.name}.${c.replaceAll('"', '')}`) ? asReleaseAddress(c) : c,
    );
    const row = `row(${exprs.join(', ')})::text`;
    const { rows } = await database.executeSql(
      `select count(*)::int as n, coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as digest
         from ${schema}."${table}"`,
    );
    digest.set(t.name, `${rows[0].n} rows ${rows[0].digest}`);
  }
  return { columns: found, digest };
}

/** The job queue's jobs still to run (waiting or waiting for a retry): per queue, their ids in order. */
async function waitingJobs(database: Database, schema: string) {
  const { rows } = await database.executeSql(
    `select name, string_agg(id::text, ',' order by id) as ids from ${schema}.job
      where state in ('created', 'retry') group by name order by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name as string, (r.ids as string).split(',')]));
}

/**
 * The fixture as it was when it was made, whatever today's date: every time of its job queue moves by (now − the
 * fixture's own making, the last job it created), so the same jobs wait and the same jobs fall due on any date. Left
 * on the calendar, each week made more of its scheduled pushes due (27 instead of 15 on 2026-12-05) and, from
 * 2026-12-14, pg-boss 10's keep_until began to expire them.
 */
async function replayAtItsMaking(database: Database) {
  await database.executeSql(
    `with made as (select now() - max(created_on) as shift from pgboss.job)
     update pgboss.job
        set created_on = created_on + shift, start_after = start_after + shift, keep_until = keep_until + shift,
            started_on = started_on + shift, completed_on = completed_on + shift, singleton_on = singleton_on + shift
       from made`,
  );
}

/**
 * The release ran pg-boss 10 (schema version 24), which pg-boss 12 does not migrate: the queue's start sets it
 * aside and carries its waiting jobs over (jobs/queue-upgrade.ts). They are all still there, with their ids, and run.
 */
async function startQueueAndRunJobs(database: Database) {
  const before = await waitingJobs(database, 'pgboss');
  expect(Object.values(before).flat().length).toBeGreaterThan(0);
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-upgrade-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'upgrade-test-secret-upgrade-test-secret',
    PUBLIC_URL: 'http://gathering.test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.queue.start({ work: false });
    expect(await app.queue.health()).toBeNull();
    const { rows } = await database.executeSql(
      `select (select version from pgboss.version) as version, to_regnamespace('pgboss_v10') is null as gone`,
    );
    expect(Number(rows[0].version)).toBeGreaterThan(24);
    expect(rows[0].gone).toBe(true);
    expect(await waitingJobs(database, 'pgboss')).toEqual(before);

    // They run: the scheduled publishing and the support auto-closes of the demo data fall due now.
    const due = ['feed.publish-scheduled', 'support.auto-close'];
    await database.executeSql(`update pgboss.job set start_after = now() where name = any($1)`, [due]);
    const dueCount = due.reduce((n, name) => n + (before[name]?.length ?? 0), 0);
    expect(dueCount).toBeGreaterThan(0);
    expect(await app.queue.drain()).toBe(dueCount);
    const { rows: states } = await database.executeSql(
      `select state, count(*)::int as n from pgboss.job where name = any($1) group by state`,
      [due],
    );
    expect(states).toEqual([{ state: 'completed', n: dueCount }]);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('upgrading a database made by the last release', () => {
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    it(`keeps every row of every table and every job still to run (${engine})`, async () => {
      const database = engine === 'PGlite' ? await openDatabase({ dataDir: null }) : await emptyPostgres();
      try {
        await database.executeSql(dump);
        await database.executeSql('set search_path to public');
        await replayAtItsMaking(database);
        const before = await contents(database);
        expect(before.digest.get('public.users')).toMatch(/^[1-9]\d* rows/);

        await migrateDatabase(database);
        expect(await pendingMigrations(database)).toEqual([]);

        const after = await contents(database, before.columns, true);
        // Every uploaded file's address is now relative to the public base, so a restore under another host works.
        const { rows: absolute } = await database.executeSql(
          `select (select count(*) from attachments where file_url not like 'files/%')
                + (select count(*) from communities where logo not like 'files/%') as n`,
        );
        expect(Number(absolute[0].n)).toBe(0);
        for (const [table, was] of before.digest) {
          // drizzle's bookkeeping gains a row per new migration; every other table keeps exactly what it had.
          if (table === 'drizzle.__drizzle_migrations') continue;
          // The feed caches' version counters: migration 0020's address rewrite bumps them (their triggers), so
          // renderings cached before it are rebuilt. Same communities, higher versions.
          if (table === 'public.community_feed_versions') {
            expect(after.digest.get(table)?.split(' ')[0]).toBe(was.split(' ')[0]);
            continue;
          }
          expect(after.digest.get(table), table).toBe(was);
        }

        await startQueueAndRunJobs(database);
      } finally {
        await database.close();
      }
    }, 300_000);
  }
});
