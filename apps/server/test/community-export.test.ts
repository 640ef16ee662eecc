import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { communityTables, EXCLUDED, PLATFORM } from '../src/db/community-tables';
import { exportsExpirySweep } from '../src/jobs/catalog';
import { decryptedArchive } from '../src/lib/archive';
import { createStorage } from '../src/lib/files/storage';
import { exportPassphrase } from '../src/modules/exports';
import { createExportsService } from '../src/modules/exports/exports.service';
import { seedExportCommunity, readTarGz, sha256 } from './export-fixtures';
import { useTestContext } from './helpers/context';
import { createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';

describe('the tables of a community', () => {
  const t = useTestContext();

  it('exports or excludes, with a reason, every table with a path to communities', async () => {
    const { tables, unclassified } = await communityTables(t.database);
    // A new table must be exported (it has a path to communities) or named in EXCLUDED/PLATFORM with its reason.
    expect(unclassified).toEqual([]);
    const names = tables.map((x) => x.name);
    for (const listed of [...Object.keys(EXCLUDED), ...Object.keys(PLATFORM)]) {
      expect(names, listed).not.toContain(listed);
      const { rows } = await t.database.executeSql(`select to_regclass($1) as r`, [`public.${listed}`]);
      expect(rows[0].r, `${listed} is no table`).not.toBeNull();
    }
    for (const wanted of [
      'communities',
      'memberships',
      'users',
      'guests',
      'groups',
      'group_members',
      'feed_items',
      'attachments',
      'document_approvals',
      'notifications',
      'notification_deliveries',
      'analytics_daily',
      'support_tickets',
      'support_comments',
      'support_attachments',
      'devices',
    ])
      expect(names).toContain(wanted);
    // Through a required key: a comment belongs through its ticket, not through the guest who may have written it.
    expect(tables.find((x) => x.name === 'support_comments')!.path).toMatch(/^ticket_id → support_tickets/);
    // Parents come before their children (an import inserts in this order).
    expect(names.indexOf('communities')).toBeLessThan(names.indexOf('memberships'));
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('memberships'));
    expect(names.indexOf('feed_items')).toBeLessThan(names.indexOf('feed_item_groups'));
  });

  it('takes a table added later without new code, and refuses an unclassified one', async () => {
    await t.database.executeSql(
      `create table zz_language_versions (id uuid primary key, community_id uuid not null references communities(id) on delete cascade, title text)`,
    );
    await t.database.executeSql(`create table zz_orphan (id int primary key)`);
    try {
      const { tables, unclassified } = await communityTables(t.database);
      expect(tables.map((x) => x.name)).toContain('zz_language_versions');
      expect(unclassified).toEqual(['zz_orphan']);
    } finally {
      await t.database.executeSql(`drop table zz_language_versions; drop table zz_orphan`);
    }
  });
});

describe('a community export', () => {
  const t = useTestContext();

  async function seeded() {
    const world = await seedExportCommunity(t.database, t.config);
    const s = await login(t.app, world.admin.email);
    return { ...world, auth: s.auth };
  }
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers });

  it('is made by a job, once at a time, e-mailed, and downloaded once through a link', async () => {
    const { auth, admin, community, fileKey, fileBytes } = await seeded();
    const first = await call('POST', '/v1/community/exports', auth);
    expect(first.statusCode).toBe(202);
    const again = await call('POST', '/v1/community/exports', auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const id = first.json().data.id as string;

    await t.drain();
    const [listed] = (await call('GET', '/v1/community/exports', auth)).json().data;
    expect(listed).toMatchObject({ id, status: 'READY' });
    expect(listed.rowsDone).toBe(listed.rowsTotal);
    expect(listed.rowsTotal).toBeGreaterThan(10);
    expect(listed.filesDone).toBe(1);
    const mails = (await t.outbox()).filter((m) => m.subject.includes('export is ready'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('/admin/settings/export');

    // At rest, the archive is encrypted (age) with the server's key.
    const stored = readFileSync(join(t.config.dataDir, 'exports', `${id}.tar.gz.age`));
    expect(stored.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect(stored.includes(Buffer.from('Ceremony at the lake'))).toBe(false);

    const link = await call('POST', `/v1/community/exports/${id}/link`, auth);
    expect(link.statusCode).toBe(200);
    const url = link.json().data.url as string;
    const res = await call('GET', url, auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(sha256(res.rawPayload)).toBe(listed.archiveSha256);
    const entries = await readTarGz(res.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    expect(manifest.format).toBe('gathering-community-export');
    // Every entry checks out against the manifest, and the manifest names every entry.
    expect(Object.keys(manifest.sha256).sort()).toEqual(
      [...entries.keys()].filter((n) => n !== 'manifest.json').sort(),
    );
    for (const [name, sum] of Object.entries(manifest.sha256))
      expect(sha256(entries.get(name)!), name).toBe(sum);
    expect(entries.get(`files/${fileKey}`)).toEqual(fileBytes);
    const members = entries
      .get('tables/memberships.jsonl')!
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(members).toHaveLength(4);
    expect(members.every((m) => m.community_id === community.id)).toBe(true);
    const users = entries.get('tables/users.jsonl')!.toString();
    expect(users).not.toContain('password_hash');
    // CSV quotes what needs it; the JSON Lines keep JSON columns as JSON.
    expect(entries.get('tables/feed_items.csv')!.toString()).toContain(
      '"Minutes, =SUM(1) ""quoted"", with a comma"',
    );
    const [item] = entries
      .get('tables/feed_items.jsonl')!
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(item.data).toEqual({ body: 'Ceremony at the lake', languages: ['en', 'cr'] });
    expect(entries.get('README.md')!.toString()).toContain('push_credentials');
    expect(entries.has('tables/sessions.jsonl')).toBe(false);

    // Asking for the export and taking the archive away are both in the community's audit trail.
    const trail = (await call('GET', '/v1/audit?action=exports.&limit=100', auth)).json().data as {
      action: string;
    }[];
    expect(trail.map((r) => r.action).sort()).toEqual(['exports.download', 'exports.request']);

    // Once per link.
    expect((await call('GET', url, auth)).statusCode).toBe(404);
    // A new link, past its 24 hours: nothing.
    const late = (await call('POST', `/v1/community/exports/${id}/link`, auth)).json().data.url as string;
    t.clock.set(new Date(t.clock.now().getTime() + 25 * 3600_000));
    // The hourly sweep takes the archive off the disk without anyone opening the list.
    const archive = join(t.config.dataDir, 'exports', `${id}.tar.gz.age`);
    expect(existsSync(archive)).toBe(true);
    await t.app.queue.send(exportsExpirySweep, {});
    await t.drain();
    expect(existsSync(archive)).toBe(false);
    const fresh = (await login(t.app, admin.email)).auth;
    expect((await call('GET', late, fresh)).statusCode).toBe(404);
    expect((await call('GET', '/v1/community/exports', fresh)).json().data[0].status).toBe('EXPIRED');
  });

  it('whose run died elsewhere is started over by the next request; the sweep clears what dead runs left', async () => {
    const { auth } = await seeded();
    const id = (await call('POST', '/v1/community/exports', auth)).json().data.id as string;
    // Its server was killed mid-way and is not back: RUNNING, its lease lapsed, its files half written.
    await t.database.executeSql(
      `update community_exports set status = 'RUNNING', runner = $2, lease_until = now() - interval '1 minute',
       rows_done = 7 where id = $1`,
      [id, randomUUID()],
    );
    const dir = join(t.config.dataDir, 'exports');
    mkdirSync(join(dir, `${id}.tar.gz.age.scratch-dead`), { recursive: true });
    writeFileSync(join(dir, `${id}.tar.gz.age.scratch-dead`, 'users.csv'), 'half');
    writeFileSync(join(dir, `${id}.tar.gz.age.partial`), 'half');
    // Another server's live run (its lease holds) and a ready archive are left alone; an orphan of no export goes.
    const elsewhere = await seedExportCommunity(t.database, t.config);
    const other = (
      await t.database.executeSql(
        `insert into community_exports (community_id, status, runner, lease_until)
         values ($1, 'RUNNING', $2, now() + interval '1 minute') returning id`,
        [elsewhere.community.id, randomUUID()],
      )
    ).rows[0] as { id: string };
    writeFileSync(join(dir, `${other.id}.tar.gz.age.partial`), 'being written');
    const orphan = `${randomUUID()}.tar.gz.age.partial`;
    writeFileSync(join(dir, orphan), 'left by a final export that was killed');

    const again = await call('POST', '/v1/community/exports', auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(id);
    await t.drain();
    const [listed] = (await call('GET', '/v1/community/exports', auth)).json().data;
    expect(listed).toMatchObject({ id, status: 'READY' });
    expect(listed.rowsDone).toBe(listed.rowsTotal);
    expect(readdirSync(dir).filter((n) => n.startsWith(id))).toEqual([`${id}.tar.gz.age`]);

    await t.app.queue.send(exportsExpirySweep, {});
    await t.drain();
    const left = readdirSync(dir);
    expect(left).toContain(`${id}.tar.gz.age`);
    expect(left).toContain(`${other.id}.tar.gz.age.partial`);
    expect(left).not.toContain(orphan);
  });

  it("is another community's administrator's to neither see, link nor download", async () => {
    const { auth, community } = await seeded();
    const id = (await call('POST', '/v1/community/exports', auth)).json().data.id as string;
    await t.drain();
    const url = (await call('POST', `/v1/community/exports/${id}/link`, auth)).json().data.url as string;
    const other = await seedExportCommunity(t.database, t.config);
    const theirs = (await login(t.app, other.admin.email)).auth;
    expect((await call('GET', '/v1/community/exports', theirs)).json().data).toEqual([]);
    expect((await call('POST', `/v1/community/exports/${id}/link`, theirs)).statusCode).toBe(404);
    expect((await call('GET', url, theirs)).statusCode).toBe(404);
    // Nor a member, nor a platform route without the platform role.
    expect((await call('GET', `/v1/community/${community.id}/exports`, theirs)).statusCode).toBe(403);
    // The link was not spent by those tries: its owner still downloads.
    expect((await call('GET', url, auth)).statusCode).toBe(200);
  });

  it('answers a platform administrator 404 for a community that does not exist, and queues nothing', async () => {
    await createPlatformAdmin(t.database, { username: 'platform' });
    const platform = (await login(t.app, 'platform')).auth;
    const res = await call('POST', `/v1/community/${randomUUID()}/exports`, platform);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: messages.communityNotFound });
    const { rows } = await t.database.executeSql('select count(*)::int as n from community_exports');
    expect(rows[0].n).toBe(0);
  });

  it('makes the final export another module asks for, and answers its checksums', async () => {
    const { community } = await seedExportCommunity(t.database, t.config);
    const service = createExportsService({
      database: t.database,
      queue: t.app.queue,
      // The final export e-mails no one: the closing of the community tells its people itself.
      mail: { store: () => Promise.reject(new Error('no e-mail expected')) },
      storage: createStorage(t.config),
      clock: t.clock,
      config: t.config,
      audit: { record: async () => {} },
    });
    const { archiveSha256, manifest } = await service.finalExport(community.id);
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['README.md', 'tables/memberships.jsonl']));
    const [row] = (
      await t.database.executeSql(
        'select id, status, archive_sha256 from community_exports where community_id = $1',
        [community.id],
      )
    ).rows as { id: string; status: string; archive_sha256: string }[];
    expect(row).toMatchObject({ status: 'READY', archive_sha256: archiveSha256 });
    const archive = join(t.config.dataDir, 'exports', `${row.id}.tar.gz.age`);
    const chunks: Buffer[] = [];
    for await (const c of await decryptedArchive(archive, exportPassphrase(t.config.pushCredentialsKey)))
      chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    expect(sha256(body)).toBe(archiveSha256);
    const entries = await readTarGz(body);
    for (const [name, sum] of Object.entries(manifest)) expect(sha256(entries.get(name)!), name).toBe(sum);
  });
});
