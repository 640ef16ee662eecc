import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { ArchiveError, createArchive, extractArchive } from '../src/lib/archive';
import { emptyDatabaseOn, postgresCluster } from './helpers/processes';

// The operator's commands (dist/ops.js, as `npm run backup` runs it) pointed at something that holds no Gathering
// data: each says so in a sentence on stderr and exits non-zero, and leaves the folder as it found it: no secret
// made up, no `.partial`, no staging folder, no database created. A backup that fails must never look like one that
// succeeded (it once exited 0, silently, with new secrets in the folder and a 10-byte F.partial beside F).
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'gathering-ops-refusals-'));
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const cluster = engine === 'PostgreSQL' ? await postgresCluster() : null;
afterAll(() => {
  cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}
const ops = (args: string[], env: Record<string, string>) =>
  new Promise<Outcome>((resolve) => {
    execFile(
      process.execPath,
      ['dist/ops.js', ...args],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env } },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

// Each command is a node process of its own, a few seconds each on a busy machine (more under faketime).
const SPAWNS = 180_000;

let folders = 0;
/** A new empty folder under the scratch folder (or only its path, `made: false`). */
function folder(made = true): string {
  const dir = join(scratch, `f${++folders}`);
  if (made) mkdirSync(dir);
  return dir;
}
/** Every name under `dir`, recursively (empty when it does not exist). */
const contents = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).sort() : []);

/** The refusal: non-zero, one sentence on stderr matching `said`, nothing on stdout. */
function refused(outcome: Outcome, said: RegExp) {
  expect(outcome.code, outcome.stdout + outcome.stderr).not.toBe(0);
  expect(outcome.stderr.trim()).toMatch(said);
  expect(outcome.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack
  expect(outcome.stdout).toBe('');
}

const junk = () => {
  const dir = folder();
  const files = {
    random: join(dir, 'random.bin'),
    empty: join(dir, 'empty.backup'),
    gzipped: join(dir, 'text.gz'),
    folder: dir,
  };
  writeFileSync(files.random, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  writeFileSync(files.empty, '');
  writeFileSync(files.gzipped, gzipSync('not a tar at all\n'));
  return files;
};

// Each engine's cases in its own run of the suite (the PGlite run, and the PostgreSQL run with DATABASE_URL).
if (engine === 'PGlite')
  describe('operator commands refuse a folder with no Gathering data (embedded)', () => {
    it(
      'backup, audit:verify and community:import refuse an empty folder and one that does not exist',
      async () => {
        for (const made of [true, false]) {
          const dataDir = folder(made);
          const out = join(scratch, `backup-${folders}.tar.gz`);
          refused(
            await ops(['backup', '--out', out], { DATA_DIR: dataDir }),
            /^There is no Gathering database in /,
          );
          expect(existsSync(out)).toBe(false);
          expect(existsSync(`${out}.partial`)).toBe(false);
          refused(await ops(['audit-verify'], { DATA_DIR: dataDir }), /^There is no Gathering database in /);
          const archive = join(scratch, 'some-export.tar.gz');
          writeFileSync(archive, 'anything');
          refused(
            await ops(['community-import', archive], { DATA_DIR: dataDir }),
            /^There is no Gathering database in /,
          );
          // Not a secret, not a database folder, not the folder itself when it was not there.
          expect(contents(dataDir)).toEqual([]);
          expect(existsSync(dataDir)).toBe(made);
        }
      },
      SPAWNS,
    );

    it(
      'refuses a database in which the server never ran, and a backup without the secrets it must carry',
      async () => {
        // PGlite's own empty database: a folder someone else's program made, or a server that never finished starting.
        const foreign = folder();
        await (await openDatabase({ dataDir: defaultPgliteDir(foreign) })).close();
        const before = contents(foreign);
        const out = join(scratch, 'foreign.backup');
        refused(
          await ops(['backup', '--out', out], { DATA_DIR: foreign }),
          /^The embedded database in .* holds no Gathering data \(the server never ran on it\): check DATA_DIR\.$/,
        );
        refused(await ops(['audit-verify'], { DATA_DIR: foreign }), /holds no Gathering data/);
        expect(contents(foreign)).toEqual(before);
        expect(existsSync(`${out}.partial`)).toBe(false);

        // Gathering's database without the secrets beside it (a copy of db/ alone): no backup, and none made up.
        const bare = folder();
        const database = await openDatabase({ dataDir: defaultPgliteDir(bare) });
        await migrateDatabase(database);
        await database.close();
        const kept = contents(bare);
        const missing = await ops(['backup', '--out', out], { DATA_DIR: bare });
        refused(
          missing,
          /holds no jwt-secret, push-credentials-key, certificate-signing-key\.pem, and the environment does not set JWT_SECRET, PUSH_CREDENTIALS_KEY, CERTIFICATE_SIGNING_KEY: run the backup with the server's own DATA_DIR and environment\.$/,
        );
        expect(contents(bare)).toEqual(kept);
        expect(existsSync(out) || existsSync(`${out}.partial`)).toBe(false);
        // 3 openings of a data folder and the migrations: slow on a busy machine.
      },
      SPAWNS,
    );

    it(
      'restore refuses a missing, empty, foreign or unreadable file and leaves DATA_DIR as it was',
      async () => {
        const files = junk();
        const fresh = folder(false);
        const empty = folder();
        for (const [name, file] of Object.entries(files))
          for (const dataDir of [fresh, empty]) {
            const outcome = await ops(['restore', file], { DATA_DIR: dataDir });
            refused(
              outcome,
              name === 'folder'
                ? /^There is no file .* \(it is a folder\)\.$/
                : /^The backup could not be read \(.*\): it is damaged or not a backup\.$|^The backup has no manifest/,
            );
            expect(existsSync(fresh), `${name}: a DATA_DIR the restore made stays`).toBe(false);
            expect(contents(empty), name).toEqual([]);
          }
        refused(
          await ops(['restore', join(scratch, 'nothing-here')], { DATA_DIR: fresh }),
          /^There is no file /,
        );
        expect(existsSync(fresh)).toBe(false);
      },
      SPAWNS,
    );
  });

if (engine === 'PostgreSQL')
  describe('operator commands refuse a database with no Gathering data', () => {
    it(
      'backup, audit:verify and community:import refuse an empty database, and one out of reach',
      async () => {
        const url = await emptyDatabaseOn(cluster!.url, `gathering_refusals_${process.pid}`);
        const dataDir = folder();
        const env = { DATA_DIR: dataDir, DATABASE_URL: url };
        const out = join(scratch, 'empty-postgres.backup');
        const noData =
          /^The database DATABASE_URL names \(.+\) holds no Gathering data \(the server never ran on it\): check DATABASE_URL\.$/;
        refused(await ops(['backup', '--out', out], env), noData);
        refused(await ops(['audit-verify'], env), noData);
        const archive = join(scratch, 'some-export.tar.gz');
        writeFileSync(archive, 'anything');
        refused(await ops(['community-import', archive], env), noData);
        expect(existsSync(out) || existsSync(`${out}.partial`)).toBe(false);
        expect(contents(dataDir)).toEqual([]);
        // Nothing was made in the database either: no migration ran there.
        const database = await openDatabase({ url });
        try {
          const { rows } = await database.executeSql(
            `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
          );
          expect(rows[0].n).toBe(0);
        } finally {
          await database.close();
        }

        // A server that does not answer: a sentence naming it, never the password.
        const away = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://gathering:s3cret@127.0.0.1:1/gathering' };
        const unreachable = await ops(['backup', '--out', out], away);
        refused(
          unreachable,
          /^Could not read the database DATABASE_URL names \(127\.0\.0\.1:1\/gathering\): .*ECONNREFUSED/,
        );
        expect(unreachable.stderr).not.toContain('s3cret');
        refused(await ops(['audit-verify'], away), /^Could not read the database DATABASE_URL names/);
        expect(contents(dataDir)).toEqual([]);
      },
      SPAWNS,
    );

    it(
      "refuses a backup of Gathering's database without the secrets it must carry",
      async () => {
        const url = await emptyDatabaseOn(cluster!.url, `gathering_refusals_bare_${process.pid}`);
        const database = await openDatabase({ url });
        await migrateDatabase(database);
        await database.close();
        const dataDir = folder();
        const out = join(scratch, 'bare-postgres.backup');
        refused(
          await ops(['backup', '--out', out], {
            DATA_DIR: dataDir,
            DATABASE_URL: url,
            JWT_SECRET: 'x'.repeat(40),
          }),
          /holds no push-credentials-key, certificate-signing-key\.pem, and the environment does not set PUSH_CREDENTIALS_KEY, CERTIFICATE_SIGNING_KEY/,
        );
        expect(contents(dataDir)).toEqual([]);
        expect(existsSync(out) || existsSync(`${out}.partial`)).toBe(false);
      },
      SPAWNS,
    );

    it(
      'restore refuses a foreign file and leaves the empty database empty and DATA_DIR as it was',
      async () => {
        const url = await emptyDatabaseOn(cluster!.url, `gathering_refusals_restore_${process.pid}`);
        const fresh = folder(false);
        for (const file of Object.values(junk())) {
          refused(
            await ops(['restore', file], { DATA_DIR: fresh, DATABASE_URL: url }),
            /^The backup |^There is no file/,
          );
          expect(existsSync(fresh)).toBe(false);
        }
        refused(
          await ops(['restore', junk().random], {
            DATA_DIR: fresh,
            DATABASE_URL: 'postgres://gathering:s3cret@127.0.0.1:1/gathering',
          }),
          /^The backup could not be read/,
        );
      },
      SPAWNS,
    );
  });

describe('only an encrypted backup is authenticated', () => {
  it('refuses an encrypted archive changed anywhere, or opened with another passphrase', async () => {
    const dir = folder();
    const file = join(dir, 'sealed.backup');
    const archive = await createArchive(file, 'the right passphrase', { scryptWorkFactor: 10 });
    await archive.add('files/a.txt', Buffer.from('first'), 5);
    await archive.finish({ format: 'gathering-backup' });
    const sealed = readFileSync(file);
    // A byte of the payload (past age's header) flipped: the MAC no longer holds.
    const changed = Buffer.from(sealed);
    changed[changed.length - 40] ^= 1;
    writeFileSync(join(dir, 'changed.backup'), changed);
    await expect(
      extractArchive(join(dir, 'changed.backup'), folder(), 'the right passphrase'),
    ).rejects.toBeInstanceOf(ArchiveError);
    await expect(extractArchive(file, folder(), 'another passphrase')).rejects.toThrow(
      'The passphrase does not open this backup.',
    );
    expect(await extractArchive(file, folder(), 'the right passphrase')).toMatchObject({
      format: 'gathering-backup',
    });
  });
});

describe('an archive that fails half way', () => {
  it('is removed, .partial included, and the failure is reported rather than hanging', async () => {
    const dir = folder();
    const out = join(dir, 'half.tar.gz');
    for (const passphrase of [undefined, 'a passphrase']) {
      const archive = await createArchive(out, passphrase);
      await archive.add('README.txt', Buffer.from('hello'), 5);
      // Before the fix, abort() waited for a stream that never ended: the process then ran out of work and exited 0.
      await archive.abort();
      expect(contents(dir)).toEqual([]);
    }
  });
});
