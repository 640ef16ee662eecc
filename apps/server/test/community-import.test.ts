import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { decryptedArchive } from '../src/lib/archive';
import { createStorage } from '../src/lib/files/storage';
import { writeCommunityArchive } from '../src/modules/exports/export-archive';
import { importCommunity } from '../src/ops/community-import';
import { documentSigner } from '../src/lib/signing';
import { verifyChains } from '../src/modules/audit';
import { readTarGz, seedExportCommunity } from './export-fixtures';
import { createCommunityAdmin } from './helpers/factories';
import { useTestContext } from './helpers/context';
import { login } from './helpers/session';

const scratch = mkdtempSync(join(tmpdir(), 'gathering-import-'));
const opened: Database[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Another install: a fresh database (in memory, or a new one on the PostgreSQL server) and its own file store. */
async function otherInstall(name: string) {
  let database: Database;
  if (process.env.DATABASE_URL) {
    const db = `gathering_import_${name}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${db} with (force)`);
    await admin.query(`create database ${db}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${db}`;
    database = await openDatabase({ url: u.toString() });
  } else database = await openDatabase({ dataDir: null });
  opened.push(database);
  await migrateDatabase(database);
  const dataDir = join(scratch, name);
  const storage = createStorage({
    dataDir,
    publicUrl: 'http://other.test',
    s3: undefined,
    jwtSecret: 'x'.repeat(40),
  });
  return { database, storage, dataDir };
}

/** The tables of an export, each as its rows (parsed JSON Lines), and its files. */
async function exportOf(install: Awaited<ReturnType<typeof otherInstall>>, communityId: string) {
  const path = join(install.dataDir, `again-${communityId}.age`);
  const { rows } = await install.database.executeSql('select id, name, slug from communities where id = $1', [
    communityId,
  ]);
  await writeCommunityArchive(install, communityId, path, {
    passphrase: 'p'.repeat(64),
    community: rows[0] as { id: string; name: string; slug: string },
  });
  return contentOf(await readTarGz(await decryptedArchive(path, 'p'.repeat(64))));
}

function contentOf(entries: Map<string, Buffer>) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const files: Record<string, string> = {};
  for (const [name, body] of entries) {
    const table = /^tables\/(.+)\.jsonl$/.exec(name)?.[1];
    if (table)
      tables[table] = body
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    if (name.startsWith('files/')) files[name] = body.toString('base64');
  }
  return { tables, files };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A table's rows with their ids blanked, sorted: what "equal content, ids aside" compares. */
const aside = (v: unknown): unknown =>
  typeof v === 'string' && UUID.test(v) ? 'ID' : Array.isArray(v) ? v.map(aside) : v;
const idsAside = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, ['slug', 'object_id'].includes(k) ? 'RENEWED' : aside(v)]),
        ),
      ),
    )
    .sort();

describe('importing a community export', () => {
  const t = useTestContext();

  it('recreates the community elsewhere, and exporting it again gives the same content, table by table', async () => {
    const world = await seedExportCommunity(t.database, t.config);
    await createCommunityAdmin(t.database); // another community, left behind
    const { auth } = await login(t.app, world.admin.email);
    const id = (await t.app.inject({ method: 'POST', url: '/v1/community/exports', headers: auth })).json()
      .data.id as string;
    await t.drain();
    const link = (
      await t.app.inject({ method: 'POST', url: `/v1/community/exports/${id}/link`, headers: auth })
    ).json().data.url as string;
    const download = await t.app.inject({ method: 'GET', url: link, headers: auth });
    const archive = join(scratch, 'downloaded.tar.gz');
    writeFileSync(archive, download.rawPayload);
    const original = contentOf(await readTarGz(download.rawPayload));

    const there = await otherInstall('fresh');
    const first = await importCommunity(there.database, there.storage, archive, { stagingRoot: scratch });
    expect(first).toMatchObject({ communityId: world.community.id, remapped: false, files: 1 });
    expect(first.rows.memberships).toBe(4);
    const again = await exportOf(there, first.communityId);
    expect(Object.keys(again.tables).sort()).toEqual(Object.keys(original.tables).sort());
    for (const [table, rows] of Object.entries(original.tables)) {
      // Imported people are never platform administrators and have no password: the rest is as exported.
      expect(again.tables[table], table).toEqual(rows);
    }
    expect(again.files).toEqual(original.files);
    // The trail came with its hashes and verifies there as it did here; the community's next action follows it.
    expect(original.tables.audit_events?.length).toBeGreaterThan(0);
    const chains = await verifyChains(there.database.db, {
      checkpoints: [],
      publicKeyPem: documentSigner(t.config.certificateKey).publicKeyPem,
      now: new Date(),
    });
    expect(chains.find((c) => c.chain === world.community.id)).toMatchObject({ ok: true });

    // Beside itself: the same archive again gets new ids, consistently, and a free slug.
    const second = await importCommunity(there.database, there.storage, archive, { stagingRoot: scratch });
    expect(second.remapped).toBe(true);
    expect(second.communityId).not.toBe(world.community.id);
    expect(second.slug).toBe(`${world.community.slug}-2`);
    expect(second.matchedPeople).toBe(original.tables.users.length);
    // A phone has one push token: the copy cannot own the device too (its pushes' receipts stay).
    // Its trail is not copied under new ids (its hashes name the original's): it stays with the original.
    expect(second.skipped).toEqual({ audit_events: original.tables.audit_events.length, devices: 1 });
    const beside = await exportOf(there, second.communityId);
    for (const [table, rows] of Object.entries(original.tables))
      if (table !== 'devices' && table !== 'audit_events')
        expect(idsAside(beside.tables[table]), table).toEqual(idsAside(rows));
    // Its rows point at its own rows: the group's member is one of its memberships.
    const own = new Set(beside.tables.memberships.map((m) => m.id));
    expect(beside.tables.group_members.every((g) => own.has(g.membership_id))).toBe(true);
    expect(beside.tables.memberships.every((m) => m.community_id === second.communityId)).toBe(true);
    const comments = beside.tables.support_comments;
    const reply = comments.find((x) => (x.parents as string[]).length === 1)!;
    expect(comments.map((x) => x.id)).toContain((reply.parents as string[])[0]);

    // A damaged archive (cut short) is refused before anything is written.
    const cut = join(scratch, 'cut.tar.gz');
    writeFileSync(cut, download.rawPayload.subarray(0, Math.floor(download.rawPayload.length / 2)));
    await expect(
      importCommunity(there.database, there.storage, cut, { stagingRoot: scratch }),
    ).rejects.toThrow(/damaged or not an export/);
    const { rows } = await there.database.executeSql('select count(*)::int as n from communities');
    expect(rows[0].n).toBe(2);
  }, 120_000);

  it('refuses a file that is not an export before writing anything', async () => {
    const there = await otherInstall('refused');
    const junk = join(scratch, 'junk.tar.gz');
    writeFileSync(junk, 'not an archive');
    await expect(
      importCommunity(there.database, there.storage, junk, { stagingRoot: scratch }),
    ).rejects.toThrow(/damaged or not an export/);
    const { rows } = await there.database.executeSql('select count(*)::int as n from communities');
    expect(rows[0].n).toBe(0);
  });
});
