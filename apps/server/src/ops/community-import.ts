import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { executorSql, type Database, type SqlExecutor } from '../db/client';
import { existingIds, insertRows, taken, usersByEmail } from '../db/community-rows';
import { communityTables, EXCLUDED, type CommunityTable } from '../db/community-tables';
import { ArchiveError, extractArchive } from '../lib/archive';
import type { Storage } from '../lib/files/storage';
import type { DocumentSigner } from '../lib/signing';
import { attestImportedChain, continueImportedChain } from '../modules/audit';
import { EXPORT_FORMAT } from '../modules/exports';

export class ImportError extends Error {}

interface ExportManifest {
  version: number;
  createdAt: string;
  community: { id: string; name: string; slug: string };
  tables: Record<string, { rows: number; columns: { name: string; type: string }[] }>;
  files: { key: string; contentType: string; size: number }[];
}

export interface ImportResult {
  communityId: string;
  slug: string;
  /** True when the archive's ids were taken here (the community was imported before): every id was renewed. */
  remapped: boolean;
  rows: Record<string, number>;
  /** Rows left out because they collide with this server's (a device token already registered here). */
  skipped: Record<string, number>;
  /** People of the archive who already had an account here (matched by e-mail): linked, not created. */
  matchedPeople: number;
  files: number;
}

const BATCH = 500;

/**
 * Values unique across the server besides ids, renewed with them when the archive's ids are taken here: an item's
 * public key (the apps' links). A device's push token is not renewed (a phone has one): such rows are skipped.
 */
const RENEWED: Record<string, Record<string, () => string>> = {
  feed_items: { object_id: () => randomBytes(12).toString('hex') },
};

/** The rows of one table of the staged archive, a batch at a time (memory holds a batch, not the table). */
async function* batches(file: string): AsyncGenerator<Record<string, unknown>[]> {
  if (!existsSync(file)) return;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: Record<string, unknown>[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(JSON.parse(line) as Record<string, unknown>);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * `npm run community:import -- FILE`: recreates a community from its export on this server, empty or beside other
 * communities. The archive is unpacked and checked against its manifest first; the files are stored; then every
 * table is written in one transaction (parents first), so a failed import leaves nothing behind.
 *
 * Ids are kept when the community's id is free here (a first import: every id of the archive is then new to this
 * server); when it is taken (the same archive imported again), every id is renewed, consistently: each uuid value
 * of the archive that names an imported row is rewritten, in every column. People are shared between communities:
 * one whose e-mail already has an account here is linked to it. Imported people have no password (they choose one
 * with "forgot password") and are never platform administrators.
 */
export async function importCommunity(
  database: Database,
  storage: Pick<Storage, 'put'>,
  archive: string,
  opts: { stagingRoot: string; passphrase?: string; signer?: DocumentSigner },
): Promise<ImportResult> {
  const staging = await mkdtemp(join(opts.stagingRoot, '.community-import-'));
  try {
    let manifest: ExportManifest;
    try {
      manifest = (await extractArchive(
        archive,
        staging,
        opts.passphrase,
        EXPORT_FORMAT,
      )) as unknown as ExportManifest;
    } catch (err) {
      // The archive's checks speak of backups; here the file is an export.
      if (err instanceof ArchiveError)
        throw new ImportError(
          err.message.replace(/\ba backup\b/g, 'an export').replace(/\bbackup\b/g, 'export'),
        );
      throw err;
    }
    const { tables } = await communityTables(database);
    const known = new Set(tables.map((t) => t.name));
    const foreign = Object.keys(manifest.tables).filter((t) => !known.has(t) && !EXCLUDED[t]);
    if (foreign.length)
      throw new ImportError(
        `The archive holds tables this server does not have (${foreign.join(', ')}): upgrade Gathering here first.`,
      );
    for (const f of manifest.files)
      await storage.put(f.key, await readFile(join(staging, 'files', f.key)), f.contentType);
    const result = await database.db.transaction(async (tx) => {
      const written = await writeTables(executorSql(tx), tables, staging, manifest);
      // The imported trail (ids kept) goes on from its last row, verifiable here as it was there.
      if (written.rows.audit_events && !written.remapped) {
        await continueImportedChain(tx, manifest.community.id);
        // Rows its original install had purged: this install's signature says the chain arrived without them.
        if (opts.signer) await attestImportedChain(tx, manifest.community.id, opts.signer, new Date());
      }
      return written;
    });
    return { ...result, files: manifest.files.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function writeTables(
  ex: SqlExecutor,
  tables: CommunityTable[],
  staging: string,
  manifest: ExportManifest,
): Promise<Omit<ImportResult, 'files'>> {
  const remapped = (await existingIds(ex, 'communities', [manifest.community.id])).size > 0;
  const ids = new Map<string, string>();
  const fileOf = (t: CommunityTable) => join(staging, 'tables', `${t.name}.jsonl`);
  // Every row with an id of its own (a primary key, or a unique id beside a composite key: a push's delivery).
  const renewable = (t: CommunityTable) =>
    t.name !== 'users' && t.columns.some((c) => c.name === 'id' && c.type === 'uuid');
  if (remapped)
    for (const t of tables.filter(renewable))
      for await (const rows of batches(fileOf(t)))
        for (const r of rows) ids.set(r.id as string, randomUUID());

  const map = (v: unknown) => (typeof v === 'string' ? (ids.get(v) ?? v) : v);
  const exported = new Set(tables.map((t) => t.name));
  const rows: Record<string, number> = {};
  const skipped: Record<string, number> = {};
  let matchedPeople = 0;
  let slug = manifest.community.slug;

  for (const table of tables) {
    const inArchive = manifest.tables[table.name];
    if (!inArchive) continue;
    // The audit trail's hashes cover its ids: renewed, they would no longer verify, and its seqs would collide with
    // the original community's chain. It stays in the archive (and with the original), left out here.
    if (table.name === 'audit_events' && remapped) {
      for await (const batch of batches(fileOf(table)))
        skipped[table.name] = (skipped[table.name] ?? 0) + batch.length;
      continue;
    }
    const archived = new Set(inArchive.columns.map((c) => c.name));
    const columns = table.columns.map((c) => c.name).filter((c) => archived.has(c));
    // A reference to a table the export leaves out (a report's copy of its e-mail) has nothing to point at here.
    const dangling = new Set(
      table.foreignKeys.filter((fk) => !exported.has(fk.references)).map((fk) => fk.column),
    );
    const uuidColumns = table.columns.filter((c) => c.type === 'uuid').map((c) => c.name);
    const arrayColumns = table.columns.filter((c) => c.type === 'ARRAY').map((c) => c.name);
    if (table.name === 'activity_events') columns.push('xid');
    for await (const batch of batches(fileOf(table))) {
      let out = batch;
      if (table.name === 'users') out = await people(ex, batch, ids, () => matchedPeople++);
      if (table.name === 'communities') {
        if (await taken(ex, 'communities', 'slug', slug))
          slug = await freeValue(ex, 'communities', 'slug', slug);
        out = out.map((r) => ({ ...r, slug }));
      }
      for (const r of out) {
        for (const c of uuidColumns) r[c] = map(r[c]);
        for (const c of arrayColumns) if (Array.isArray(r[c])) r[c] = (r[c] as unknown[]).map(map);
        for (const c of dangling) r[c] = null;
        if (remapped)
          for (const [c, renew] of Object.entries(RENEWED[table.name] ?? {}))
            if (r[c] !== null) r[c] = renew();
        // Already rolled up into the archive's analytics_daily: below any roll-up's watermark, never counted again.
        if (table.name === 'activity_events') r.xid = '0';
      }
      const n = await insertRows(ex, table, columns, out);
      rows[table.name] = (rows[table.name] ?? 0) + n;
      if (n < out.length) skipped[table.name] = (skipped[table.name] ?? 0) + out.length - n;
    }
  }
  return { communityId: map(manifest.community.id) as string, slug, remapped, rows, skipped, matchedPeople };
}

/**
 * The archive's people: one whose e-mail has an account here is that account (their id maps to it and nothing is
 * written); a new one keeps their id when it is free, and a username taken here gets a suffix.
 */
async function people(
  ex: SqlExecutor,
  batch: Record<string, unknown>[],
  ids: Map<string, string>,
  matched: () => void,
): Promise<Record<string, unknown>[]> {
  const byEmail = await usersByEmail(
    ex,
    batch.map((r) => r.email as string),
  );
  const idsTaken = await existingIds(
    ex,
    'users',
    batch.map((r) => r.id as string),
  );
  const out: Record<string, unknown>[] = [];
  for (const r of batch) {
    const here = byEmail.get((r.email as string).toLowerCase());
    if (here) {
      ids.set(r.id as string, here);
      matched();
      continue;
    }
    if (idsTaken.has(r.id as string)) ids.set(r.id as string, randomUUID());
    let username = r.username as string;
    if (await taken(ex, 'users', 'username', username))
      username = await freeValue(ex, 'users', 'username', username);
    out.push({ ...r, id: ids.get(r.id as string) ?? r.id, username, is_platform_admin: false });
  }
  return out;
}

async function freeValue(ex: SqlExecutor, table: string, column: string, value: string): Promise<string> {
  for (let n = 2; ; n++) {
    const candidate = `${value}-${n}`;
    if (!(await taken(ex, table, column, candidate))) return candidate;
  }
}
