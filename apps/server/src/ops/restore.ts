import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { sessionUrl, type Config } from '../config';
import { tableCounts } from '../db/backup-queries';
import { defaultPgliteDir, migrateDatabase, openDatabase, type Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { settleJobsAfterRestore, type SettledJobs } from '../jobs/restored-jobs';
import { createStorage } from '../lib/files/storage';
import { failNotificationsDueAfterRestore } from '../modules/push-delivery';
import { extractArchive, isEncrypted } from './archive';
import { unreachable } from './gathering-data';
import { runTool } from './postgres-tools';
import { CAP_SIGNING_FILE } from '../modules/cap';

export class RestoreError extends Error {}

export interface RestoreResult {
  engine: 'pglite' | 'postgres';
  /** An encrypted backup is authenticated by its passphrase; a plain one only checked whole (lib/archive.ts). */
  encrypted: boolean;
  takenAt: string;
  files: number;
  counts: Record<string, number>;
  jobs: SettledJobs;
  notificationsNotSent: number;
  seconds: number;
}

interface Manifest {
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  database: string;
  files: { key: string; contentType: string; size: number }[];
}

/**
 * `npm run restore -- FILE`: onto a machine with no Gathering data (or with `force`, over it), with the server
 * stopped. The archive is unpacked and checked entirely before anything is written; then the secrets, the
 * database (migrated to this code), the files; then what must not happen twice is settled (jobs/restored-jobs.ts,
 * the notifications due meanwhile). File addresses are stored relative to the public base, so the restored server
 * serves its logos and covers under its own PUBLIC_URL.
 */
export async function restore(
  config: Config,
  file: string,
  opts: { passphrase?: string; force?: boolean; now?: () => Date } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  // A fresh machine's DATA_DIR is made here; a restore that fails takes it away again, with what it staged.
  const made = !existsSync(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
  const staging = await mkdtemp(join(config.dataDir, '.restore-'));
  let restored = false;
  try {
    const manifest = (await extractArchive(file, staging, opts.passphrase)) as unknown as Manifest;
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== engine)
      throw new RestoreError(
        manifest.engine === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    // Before anything is written: a server still running on this DATA_DIR stops the restore here.
    const pgliteDir = defaultPgliteDir(config.dataDir);
    if (!config.databaseUrl && existsSync(pgliteDir)) await (await lockDataDir(pgliteDir)).release();
    // Refused or set aside before the secrets are written: a refused restore leaves the target as it was.
    await clearTarget(config, opts.force);
    await restoreSecrets(config, staging);
    const database = await restoreDatabase(config, staging, manifest);
    try {
      await migrateDatabase(database);
      const now = opts.now?.() ?? new Date();
      const jobs = await settleJobsAfterRestore(database, now);
      const notificationsNotSent = await failNotificationsDueAfterRestore(database, now);
      const storage = createStorage(config);
      for (const f of manifest.files)
        await storage.put(f.key, await readFile(join(staging, 'files', f.key)), f.contentType);
      restored = true;
      return {
        engine,
        encrypted: await isEncrypted(file),
        takenAt: manifest.createdAt,
        files: manifest.files.length,
        counts: await tableCounts(database),
        jobs,
        notificationsNotSent,
        seconds: (performance.now() - started) / 1000,
      };
    } finally {
      await database.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (made && !restored) await rm(config.dataDir, { recursive: true, force: true });
  }
}

/**
 * The backup's secrets become this DATA_DIR's: sessions stay valid and stored push credentials open. A secret the
 * environment sets instead wins over the file, so one that differs from the backup's stops the restore.
 */
async function restoreSecrets(config: Config, staging: string) {
  const secrets = [
    { file: 'jwt-secret', env: 'JWT_SECRET' },
    { file: 'push-credentials-key', env: 'PUSH_CREDENTIALS_KEY' },
  ];
  for (const s of secrets) {
    const value = (await readFile(join(staging, 'secrets', s.file), 'utf8')).trim();
    if (process.env[s.env] && process.env[s.env] !== value)
      throw new RestoreError(
        `${s.env} is set in the environment to another value than the backup's: unset it (the restore writes the backup's into DATA_DIR) or set it to the backup's.`,
      );
    await writeFile(join(config.dataDir, s.file), value + '\n', { mode: 0o600 });
  }
  // The deletion certificates' key (backups from before it existed have none: the server then makes its own).
  const cert = await readFile(join(staging, 'secrets', 'certificate-signing-key.pem'), 'utf8').catch(
    () => null,
  );
  if (cert) {
    const env = process.env.CERTIFICATE_SIGNING_KEY;
    if (env && env.trim() !== cert.trim())
      throw new RestoreError(
        "CERTIFICATE_SIGNING_KEY is set in the environment to another key than the backup's: unset it (the restore writes the backup's into DATA_DIR) or set it to the backup's.",
      );
    await writeFile(join(config.dataDir, 'certificate-signing-key.pem'), cert, { mode: 0o600 });
  }
  // Web Push's VAPID key (backups from before it existed have none: the server then makes its own).
  const vapid = await readFile(join(staging, 'secrets', 'web-push-vapid-key'), 'utf8').catch(() => null);
  if (vapid) {
    const env = process.env.WEB_PUSH_VAPID_PRIVATE_KEY;
    if (env && env.trim() !== vapid.trim())
      throw new RestoreError(
        "WEB_PUSH_VAPID_PRIVATE_KEY is set in the environment to another key than the backup's: unset it (the restore writes the backup's into DATA_DIR) or set it to the backup's.",
      );
    await writeFile(join(config.dataDir, 'web-push-vapid-key'), vapid.trim() + '\n', { mode: 0o600 });
  }
  const capKey = await readFile(join(staging, 'secrets', CAP_SIGNING_FILE)).catch(() => null);
  if (capKey) await writeFile(join(config.dataDir, CAP_SIGNING_FILE), capKey, { mode: 0o600 });
  const demo = await readFile(join(staging, 'secrets', 'demo-password')).catch(() => null);
  if (demo) await writeFile(join(config.dataDir, 'demo-password'), demo, { mode: 0o600 });
}

/** The target must hold no Gathering database; `force` sets the embedded one aside or drops PostgreSQL's schemas. */
async function clearTarget(config: Config, force?: boolean) {
  if (!config.databaseUrl) {
    const dir = defaultPgliteDir(config.dataDir);
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      if (!force)
        throw new RestoreError(
          `${dir} already holds a database. Restore onto an empty DATA_DIR, or give --force to set the current one aside (it is kept as ${dir}.before-restore-<time>).`,
        );
      await rename(dir, `${dir}.before-restore-${Date.now()}`);
    }
    return;
  }
  const client = new pg.Client({ connectionString: sessionUrl(config) });
  client.on('error', () => {});
  await client.connect().catch(async (err: unknown) => {
    await client.end().catch(() => {});
    throw unreachable(sessionUrl(config)!, err);
  });
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss')`,
    );
    if (rows[0].n > 0) {
      if (!force)
        throw new RestoreError(
          'The database DATABASE_URL names is not empty. Restore into an empty database, or give --force to drop its Gathering schemas first (public, drizzle, pgboss).',
        );
      await client.query('drop schema if exists pgboss cascade; drop schema if exists drizzle cascade');
      await client.query('drop schema public cascade; create schema public');
    }
  } finally {
    await client.end();
  }
}

async function restoreDatabase(config: Config, staging: string, manifest: Manifest): Promise<Database> {
  if (!config.databaseUrl) {
    const tarball = new Blob([await readFile(join(staging, manifest.database))]);
    // openDatabase takes the folder's lock: a server started on this DATA_DIR meanwhile stops the restore here.
    return openDatabase({ dataDir: defaultPgliteDir(config.dataDir), loadSnapshot: tarball });
  }
  // One transaction: a dump that fails half way leaves the database as empty as it was.
  await runTool(
    'psql',
    [
      '-X',
      '--quiet',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '-f',
      join(staging, manifest.database),
    ],
    sessionUrl(config)!,
  );
  return openDatabase({ url: sessionUrl(config) });
}
