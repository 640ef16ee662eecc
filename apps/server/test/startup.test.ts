import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, MigrationError, openDatabase, type Database } from '../src/db/client';
import { startBanner } from '../src/lib/start-banner';
import { VERSION } from '../src/lib/version';
import { emptyDatabaseOn, postgresCluster, ready, sharedSecrets, spawnServer } from './helpers/processes';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'gathering-startup-'));

const cluster = await postgresCluster();
let databases = 0;
/** A new empty database on the cluster: its URL. */
async function emptyDatabase(): Promise<string> {
  return emptyDatabaseOn(cluster.url, `gathering_startup_${process.pid}_${databases++}`);
}
afterAll(() => {
  cluster.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('one writer per embedded data folder', () => {
  it('refuses a second server on the same DATA_DIR, and a crashed server leaves no lock behind', async () => {
    const dataDir = join(scratch, 'data');
    const first = await spawnServer({ DATA_DIR: dataDir });
    await ready(first);
    // The start ends with what a person needs: the address, the first administrator's login, the data, how to stop.
    const port = new URL(first.base).port;
    expect(first.output()).toContain(`Gathering ${VERSION} is running: http://localhost:${port}\n`);
    expect(first.output()).toMatch(/Platform administrator: admin@gathering\.local \/ \S{12,}\n/);
    expect(first.output()).toContain(`Data: ${dataDir} (embedded database`);
    expect(first.output()).toContain('Stop: Ctrl+C');

    const second = await spawnServer({ DATA_DIR: dataDir });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `Another Gathering server is already using the data folder ${join(dataDir, 'db')}`,
    );
    // The first one never noticed.
    expect((await fetch(`${first.base}/health`)).status).toBe(200);

    // A crash (no cleanup at all) releases the lock with the process.
    first.child.kill('SIGKILL');
    await first.exit;
    const third = await spawnServer({ DATA_DIR: dataDir });
    await ready(third);
    // The generated password was shown once.
    expect(third.output()).toContain('is running');
    expect(third.output()).not.toContain('Platform administrator:');
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
  }, 180_000);
});

describe('migrations', () => {
  /** The committed migrations plus two new ones: one that works, then one that fails halfway. */
  function foldersWithABrokenMigration() {
    const folder = join(scratch, `migrations-${databases}-${Date.now()}`);
    cpSync(join(serverDir, 'src/db/migrations'), folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const last = journal.entries.at(-1);
    const add = (tag: string, sql: string) => {
      writeFileSync(join(folder, `${tag}.sql`), sql);
      journal.entries.push({
        ...last,
        idx: journal.entries.length,
        when: last.when + journal.entries.length,
        tag,
      });
    };
    add('9998_fine', 'CREATE TABLE "upgrade_probe" ("id" integer);');
    add(
      '9999_broken',
      'ALTER TABLE "users" ADD COLUMN "probe" integer;--> statement-breakpoint\nSELECT 1 / 0;',
    );
    writeFileSync(journalFile, JSON.stringify(journal));
    return folder;
  }

  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    it(`names a failing migration and leaves the database as it was (${engine})`, async () => {
      const database: Database =
        engine === 'PGlite'
          ? await openDatabase({ dataDir: null })
          : await openDatabase({ url: await emptyDatabase() });
      try {
        await migrateDatabase(database);
        const count = async () =>
          Number(
            (await database.executeSql('select count(*) as n from drizzle.__drizzle_migrations')).rows[0].n,
          );
        const before = await count();

        const err = await migrateDatabase(database, foldersWithABrokenMigration()).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(MigrationError);
        expect((err as MigrationError).migration).toBe('9999_broken');
        expect((err as Error).message).toMatch(/^Migration 9999_broken failed: .*division by zero/);

        // Nothing of that start is kept: not the migration that worked, not the first half of the broken one.
        expect(await count()).toBe(before);
        const probe = await database.executeSql(
          `select (to_regclass('public.upgrade_probe') is not null) as "table",
                  exists (select 1 from information_schema.columns where table_name = 'users' and column_name = 'probe') as "column"`,
        );
        expect(probe.rows[0]).toEqual({ table: false, column: false });
      } finally {
        await database.close();
      }
    }, 120_000);
  }

  it('three servers starting together on an empty PostgreSQL database all come up', async () => {
    const url = await emptyDatabase();
    // One machine's three processes: one folder for their uploads, the secrets in their environment.
    const env = { DATABASE_URL: url, DATA_DIR: join(scratch, 'pg-three'), ...(await sharedSecrets()) };
    const servers = await Promise.all([1, 2, 3].map(() => spawnServer(env)));
    try {
      await Promise.all(servers.map((s) => ready(s)));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const applied = await admin.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await admin.end();
      const journal = JSON.parse(
        readFileSync(join(serverDir, 'src/db/migrations/meta/_journal.json'), 'utf8'),
      );
      // Each migration applied once, by whichever server took the lock first.
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exit));
    }
  }, 180_000);
});

describe('the start banner', () => {
  it('names a PostgreSQL database without its password, and the demo logins', () => {
    const text = startBanner({
      version: '1.2.3',
      address: 'https://gathering.example.org',
      data: {
        dataDir: '/var/lib/gathering',
        databaseUrl: 'postgres://app:s3cret@db.internal:5432/gathering',
      },
      demo: { password: 'demo-pass-1', fromEnvironment: false },
    });
    expect(text).toContain('Gathering 1.2.3 is running: https://gathering.example.org');
    expect(text).toContain(
      'Data: PostgreSQL db.internal:5432/gathering (files and keys: /var/lib/gathering)',
    );
    expect(text).toContain('Demo accounts: demo-platform, demo-admin, demo-member / demo-pass-1');
    expect(text).not.toContain('s3cret');
    expect(text.trim().split('\n')).toHaveLength(5);
  });
});
