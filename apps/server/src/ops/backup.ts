import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import pg from 'pg';
import { SECRETS, sessionUrl, type Config } from '../config';
import { fileKeys, tableCounts } from '../db/backup-queries';
import { openDatabase, type SqlExecutor } from '../db/client';
import { createStorage } from '../lib/files/storage';
import { createArchive, type ArchiveWriter } from './archive';
import {
  describeUrl,
  embeddedDatabaseIn,
  noEmbeddedDatabase,
  NoGatheringDataError,
  openGatheringSnapshot,
  requireGatheringSchema,
  unreachable,
} from './gathering-data';
import { runTool } from './postgres-tools';
import { snapshotFromServer } from './socket';
import { CAP_SIGNING_FILE } from '../modules/cap';

export const BACKUP_FORMAT_VERSION = 1;

/** A backup that cannot be taken, in a sentence the operator acts on. */
export class BackupError extends Error {}

const README = `A Gathering backup (the project's docs/operations.md, "Backups and restores", says more).

  manifest.json           what is inside, when it was taken, and the SHA-256 of every entry
  database/pgdata.tar.gz  the embedded database's data folder (PGlite's dumpDataDir), or
  database/dump.sql       the PostgreSQL database (pg_dump, plain SQL)
  files/<key>             every uploaded file the database names (logos, covers, documents, screenshots)
  secrets/                the session-signing secret, the key that opens stored push credentials and the key
                          that signs deletion certificates

Restore with: npm run restore -- <this file>   (or: node apps/server/dist/ops.js restore <this file>)
Keep it as safe as the server itself: it holds every member's data and both secrets.
`;

export interface BackupResult {
  path: string;
  engine: Database['kind'];
  files: number;
  missingFiles: string[];
  bytes: number;
  seconds: number;
}
type Database = Awaited<ReturnType<typeof openDatabase>>;

/**
 * `npm run backup -- --out FILE`: database, uploaded files and both secrets in one archive, taken while the server
 * serves. The files are the ones the database snapshot names, read after it: a file removed meanwhile (a logo
 * replaced during the backup) is listed in the manifest as missing rather than failing the backup.
 *
 * Refused before the archive is begun, in a sentence: a secret neither set nor in DATA_DIR (`missing`: the backup
 * would lack it, or, as once, carry one made up on the spot), a database in which the server never ran, a file name
 * that is a folder. A backup that fails leaves no file behind, not even its `.partial`.
 */
export async function backup(
  config: Config,
  out: string,
  passphrase?: string,
  missing: string[] = [],
): Promise<BackupResult> {
  const started = performance.now();
  if ((await stat(out).catch(() => null))?.isDirectory())
    throw new BackupError(`${out} is a folder: give the backup's file name (--out FILE).`);
  // pg_dump holds one snapshot for its whole run: straight to PostgreSQL, never through a transaction pooler.
  const source = config.databaseUrl
    ? await postgresSource(sessionUrl(config)!)
    : await pgliteSource(config.dataDir);
  try {
    if (missing.length)
      throw new BackupError(
        `${config.dataDir} holds no ${missing.join(', ')}, and the environment does not set ${missing.map((m) => SECRET_VARIABLES[m] ?? m).join(', ')}: run the backup with the server's own DATA_DIR and environment.`,
      );
    const archive = await createArchive(out, passphrase);
    try {
      await archive.add('README.txt', Buffer.from(README), Buffer.byteLength(README));
      await archive.add(
        'secrets/jwt-secret',
        Buffer.from(config.jwtSecret),
        Buffer.byteLength(config.jwtSecret),
      );
      const key = config.pushCredentialsKey;
      await archive.add('secrets/push-credentials-key', Buffer.from(key), Buffer.byteLength(key));
      // The key that signs deletion certificates: a restored server keeps publishing the key they were signed with.
      const cert = config.certificateKey;
      await archive.add('secrets/certificate-signing-key.pem', Buffer.from(cert), Buffer.byteLength(cert));
      // Web Push's VAPID key: browsers subscribed with its public key, so a restored server reaches them still. (An
      // install whose server has not started since Web Push came has none yet, and no browser subscribed.)
      const vapid = config.webPush.privateKey;
      if (vapid)
        await archive.add('secrets/web-push-vapid-key', Buffer.from(vapid), Buffer.byteLength(vapid));
      // The key that signs published CAP documents, when the server made one (CAP_SIGNING_KEY unset): partners who
      // pinned its certificate keep checking a restored server's alerts.
      const capKey = await readFile(join(config.dataDir, CAP_SIGNING_FILE)).catch(() => null);
      if (capKey) await archive.add(`secrets/${CAP_SIGNING_FILE}`, capKey, capKey.length);
      // The demo accounts' password, when the demo made one: a restored demo keeps answering to it.
      const demo = await readFile(join(config.dataDir, 'demo-password')).catch(() => null);
      if (demo) await archive.add('secrets/demo-password', demo, demo.length);
      const db = await source.dump(archive);

      const storage = createStorage(config);
      const files: { key: string; contentType: string; size: number }[] = [];
      const missingFiles: string[] = [];
      for (const fileKey of db.keys) {
        const file = await storage.get(fileKey);
        if (!file) {
          missingFiles.push(fileKey);
          continue;
        }
        const body = file.size === undefined ? await toBuffer(file.body) : file.body;
        const size = Buffer.isBuffer(body) ? body.length : file.size!;
        await archive.add(`files/${fileKey}`, body, size);
        files.push({ key: fileKey, contentType: file.contentType, size });
      }
      await archive.finish({
        format: 'gathering-backup',
        version: BACKUP_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        engine: config.databaseUrl ? 'postgres' : 'pglite',
        database: db.entry,
        migrations: db.migrations,
        counts: db.counts,
        files,
        missingFiles,
      });
      return {
        path: out,
        engine: config.databaseUrl ? 'postgres' : 'pglite',
        files: files.length,
        missingFiles,
        bytes: (await stat(out)).size,
        seconds: (performance.now() - started) / 1000,
      };
    } catch (err) {
      await archive.abort();
      throw err;
    }
  } finally {
    await source.close();
  }
}

/** The variable that sets each secret kept in DATA_DIR. */
const SECRET_VARIABLES: Record<string, string> = Object.fromEntries(SECRETS.map((s) => [s.file, s.variable]));

interface Dumped {
  entry: string;
  keys: string[];
  counts: Record<string, number>;
  migrations: number;
}

/** The database, checked to be Gathering's before the archive is begun; `dump` writes it into the archive. */
interface Source {
  dump(archive: ArchiveWriter): Promise<Dumped>;
  close(): Promise<void>;
}

async function readFacts(ex: SqlExecutor) {
  const { rows } = await ex.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  return { keys: await fileKeys(ex), counts: await tableCounts(ex), migrations: rows[0].n as number };
}

/**
 * The embedded database: the running server's snapshot through its socket, or, with no server on the folder, one
 * taken here (holding the folder's lock meanwhile) of a folder that holds a database. The snapshot is opened in
 * memory to list its files: that also proves it opens, and that it is Gathering's.
 */
async function pgliteSource(dataDir: string): Promise<Source> {
  let snapshot = await snapshotFromServer(dataDir);
  if (!snapshot) {
    const pgliteDir = embeddedDatabaseIn(dataDir);
    if (!pgliteDir) throw noEmbeddedDatabase(dataDir);
    const own = await openDatabase({ dataDir: pgliteDir });
    try {
      snapshot = await own.snapshot!();
    } finally {
      await own.close();
    }
  }
  const copy = await openGatheringSnapshot(snapshot, dataDir);
  try {
    const facts = await readFacts(copy);
    const entry = 'database/pgdata.tar.gz';
    return {
      async dump(archive) {
        await archive.add(entry, Readable.fromWeb(snapshot.stream() as WebStream<Uint8Array>), snapshot.size);
        return { entry, ...facts };
      },
      close: async () => {},
    };
  } finally {
    await copy.close();
  }
}

/**
 * PostgreSQL: pg_dump reads the snapshot of a transaction held open here, and the file list is read in that same
 * transaction, so the dump and the files agree to the row.
 */
async function postgresSource(databaseUrl: string): Promise<Source> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost while the dump runs fails the query under way; it must not also crash the process.
  client.on('error', () => {});
  const ex: SqlExecutor = { executeSql: (text, values) => client.query(text, values) };
  try {
    await client.connect();
    await requireGatheringSchema(ex, `The database DATABASE_URL names (${describeUrl(databaseUrl)})`);
  } catch (err) {
    await client.end().catch(() => {});
    throw err instanceof NoGatheringDataError ? err : unreachable(databaseUrl, err);
  }
  return {
    async dump(archive) {
      const scratch = await mkdtemp(join(tmpdir(), 'gathering-backup-'));
      try {
        await client.query('begin isolation level repeatable read read only');
        const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
        const file = join(scratch, 'dump.sql');
        await runTool(
          'pg_dump',
          ['--format=plain', '--no-owner', '--no-privileges', `--snapshot=${rows[0].id}`, `--file=${file}`],
          databaseUrl,
        );
        const facts = await readFacts(ex);
        await client.query('commit');
        const entry = 'database/dump.sql';
        await archive.add(entry, createReadStream(file), (await stat(file)).size);
        return { entry, ...facts };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
    close: () => client.end().catch(() => {}),
  };
}

async function toBuffer(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
