import { createHmac } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import {
  communityFileCount,
  communityFileKeys,
  communityRowCount,
  communityRowsPage,
  communityTables,
  EXCLUDED,
  OMITTED_COLUMNS,
  SHARED,
  type CommunityTable,
} from '../../db/community-tables';
import { pacedBatches } from '../../db/yield';
import { createArchive } from '../../lib/archive';
import { neutralizeCell } from '../../lib/csv';
import type { Storage } from '../../lib/files/storage';
import type { RequestsInFlight } from '../../lib/requests-in-flight';
import { exportReadme } from './export-readme';

export const EXPORT_FORMAT = 'gathering-community-export';
export const EXPORT_FORMAT_VERSION = 1;

/** The key an export archive is encrypted with on this server: derived from the server's own secret key. */
export function exportPassphrase(pushCredentialsKey: string): string {
  return createHmac('sha256', pushCredentialsKey).update('gathering community export v1').digest('hex');
}

export interface ExportProgress {
  rowsTotal: number;
  rowsDone: number;
  filesTotal: number;
  filesDone: number;
  bytes: number;
}

export interface WrittenExport {
  archiveSha256: string;
  manifestSha256: string;
  /** Every entry's SHA-256, by its name in the archive. */
  sha256: Record<string, string>;
  rows: number;
  files: number;
  /** Bytes of the entries before compression. */
  bytes: number;
}

export interface ExportArchiveDeps {
  database: Pick<Database, 'kind' | 'executeSql'>;
  storage: Pick<Storage, 'get'>;
  requests?: Pick<RequestsInFlight, 'quiet'>;
}

/** A value as a spreadsheet cell: objects and arrays as JSON, formulas neutralised (lib/csv.ts). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return neutralizeCell(text);
}

async function write(out: WriteStream, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes the community's archive to `path`, streamed: each table is read a page at a time in primary-key order
 * (keyset, never an offset) into a JSON Lines and a CSV file in a scratch folder, each then added to the archive
 * and removed; each file is copied from storage as a stream. Memory holds a page of rows and the manifest's list
 * of entries, whatever the community's size. `progress` is called after every page and every file.
 */
export async function writeCommunityArchive(
  deps: ExportArchiveDeps,
  communityId: string,
  path: string,
  opts: {
    passphrase: string;
    community: { id: string; name: string; slug: string };
    progress?: (p: ExportProgress) => Promise<void> | void;
    now?: Date;
    /** The audit trail's signed checkpoint taken for this export (audit-checkpoint.json). */
    checkpoint?: unknown;
  },
): Promise<WrittenExport> {
  const { database } = deps;
  const { tables } = await communityTables(database);
  const counts = new Map<string, number>();
  for (const t of tables) counts.set(t.name, await communityRowCount(database, t, communityId));
  const p: ExportProgress = {
    rowsTotal: [...counts.values()].reduce((a, b) => a + b, 0),
    rowsDone: 0,
    filesTotal: await communityFileCount(database, communityId),
    filesDone: 0,
    bytes: 0,
  };
  const scratch = await mkdtemp(`${path}.scratch-`);
  const archive = await createArchive(path, opts.passphrase, { scryptWorkFactor: 10 });
  const sha256: Record<string, string> = {};
  const add = async (name: string, body: Buffer | Readable, size: number) => {
    sha256[name] = await archive.add(name, body, size);
    p.bytes += size;
  };
  try {
    const readme = exportReadme(tables, opts.community);
    await add('README.md', Buffer.from(readme), Buffer.byteLength(readme));
    if (opts.checkpoint) {
      const checkpoint = JSON.stringify(opts.checkpoint, null, 2) + '\n';
      await add('audit-checkpoint.json', Buffer.from(checkpoint), Buffer.byteLength(checkpoint));
    }
    for (const table of tables) {
      // A page of a shared table (the people) costs mostly its fixed part: finding who the community's rows name.
      // Pacing it towards short statements would only multiply that part, so its pages stay large.
      const paced = pacedBatches(
        database,
        SHARED.has(table.name) ? { first: 5000, min: 5000, max: 5000 } : { first: 1000, min: 500, max: 5000 },
        deps.requests,
      );
      await exportTable(deps, table, communityId, scratch, paced, async (n) => {
        p.rowsDone += n;
        await opts.progress?.(p);
      });
      for (const ext of ['jsonl', 'csv']) {
        const file = join(scratch, `${table.name}.${ext}`);
        await add(`tables/${table.name}.${ext}`, createReadStream(file), (await stat(file)).size);
        await rm(file);
      }
    }
    const files = await exportFiles(deps, communityId, p, add, opts.progress);
    const manifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      createdAt: (opts.now ?? new Date()).toISOString(),
      community: opts.community,
      tables: Object.fromEntries(
        tables.map((t) => [
          t.name,
          {
            rows: counts.get(t.name),
            primaryKey: t.primaryKey,
            columns: t.columns.map((c) => ({ name: c.name, type: c.type, nullable: c.nullable })),
            references: Object.fromEntries(t.foreignKeys.map((fk) => [fk.column, fk.references])),
            belongsThrough: t.path,
          },
        ]),
      ),
      files: files.list,
      missingFiles: files.missing,
      excludedTables: EXCLUDED,
      omittedColumns: OMITTED_COLUMNS,
    };
    const done = await archive.finish(manifest);
    return { ...done, sha256, rows: p.rowsDone, files: p.filesDone, bytes: p.bytes };
  } catch (err) {
    await archive.abort();
    throw err;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function exportTable(
  deps: ExportArchiveDeps,
  table: CommunityTable,
  communityId: string,
  scratch: string,
  paced: ReturnType<typeof pacedBatches>,
  progress: (rows: number) => Promise<void>,
) {
  await mkdir(scratch, { recursive: true });
  const jsonl = createWriteStream(join(scratch, `${table.name}.jsonl`));
  const csv = createWriteStream(join(scratch, `${table.name}.csv`));
  try {
    const names = table.columns.map((c) => c.name);
    await write(csv, stringify([names]));
    let after: unknown[] | null = null;
    for (;;) {
      const started = performance.now();
      const page = await communityRowsPage(deps.database, table, communityId, after, paced.size);
      if (page.length === 0) break;
      await write(jsonl, page.map((r) => r.json).join('\n') + '\n');
      await write(csv, stringify(page.map((r) => names.map((n) => cell(r.row[n])))));
      after = page[page.length - 1].key;
      await progress(page.length);
      await paced.after(page.length, performance.now() - started);
    }
  } finally {
    jsonl.end();
    csv.end();
    await Promise.all([once(jsonl, 'close'), once(csv, 'close')]);
  }
}

async function exportFiles(
  deps: ExportArchiveDeps,
  communityId: string,
  p: ExportProgress,
  add: (name: string, body: Buffer | Readable, size: number) => Promise<void>,
  progress?: (p: ExportProgress) => Promise<void> | void,
) {
  const list: { key: string; contentType: string; size: number }[] = [];
  const missing: string[] = [];
  let after: string | null = null;
  for (;;) {
    const keys = await communityFileKeys(deps.database, communityId, after, 500);
    if (keys.length === 0) break;
    for (const key of keys) {
      const file = await deps.storage.get(key);
      if (!file) {
        // A file removed while the export ran (a replaced logo): named in the manifest rather than failing it.
        missing.push(key);
      } else {
        const body = file.size === undefined ? await toBuffer(file.body) : file.body;
        const size = Buffer.isBuffer(body) ? body.length : file.size!;
        await add(`files/${key}`, body, size);
        list.push({ key, contentType: file.contentType, size });
      }
      p.filesDone++;
      await progress?.(p);
    }
    after = keys[keys.length - 1];
  }
  return { list, missing };
}

async function toBuffer(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
