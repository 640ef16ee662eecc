import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { createCommunityAdmin, PASSWORD } from './helpers/factories';
import { emptyDatabaseOn, ready, spawnServer, type Server } from './helpers/processes';

// Issue 33, item 8, on a real full disk: the server runs in a mount namespace of its own (unshare, no privilege
// needed) whose DATA_DIR/uploads is a 1 MB tmpfs, so its writes meet the kernel's ENOSPC. The database stays on
// the ordinary disk (DATA_DIR, or PostgreSQL).
const TMPFS = '1m';

describe('a full disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-full-disk-'));
  const uploads = join(dir, 'uploads');
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) s.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses uploads with 507 and a sentence, leaves no partial file nor row, and /readyz and /metrics say so', async () => {
    // The machine must allow a mount namespace (CI's and every developer's do): said plainly when it does not.
    execFileSync('unshare', ['-rm', 'true']);
    const url = process.env.DATABASE_URL
      ? await emptyDatabaseOn(process.env.DATABASE_URL, `gathering_full_disk_${process.pid}`)
      : '';
    let db = await openDatabase(url ? { url } : { dataDir: defaultPgliteDir(dir) });
    await migrateDatabase(db);
    const { community } = await createCommunityAdmin(db, { username: 'uploader' });
    await db.close();
    mkdirSync(uploads);

    const server = await spawnServer(
      { DATA_DIR: dir, DATABASE_URL: url },
      {
        wrap: (argv) => [
          'unshare',
          '-rm',
          'sh',
          '-c',
          `mount -t tmpfs -o size=${TMPFS} tmpfs "$0" && exec "$@"`,
          uploads,
          ...argv,
        ],
      },
    );
    servers.push(server);
    await ready(server);
    // What the server sees in its uploads folder (its own mount), read through its view of the file system.
    const stored = (sub: string) => {
      const at = join(`/proc/${server.child.pid}/root`, uploads, sub);
      return readdirSync(at, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort();
    };
    const login = await fetch(`${server.base}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: 'uploader', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const upload = async (
      path: string,
      field: string,
      file: Buffer,
      name: string,
      type: string,
      language = 'en',
    ) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(file)], { type }), name);
      const res = await fetch(`${server.base}/v1/upload/feedItem/${path}`, {
        method: 'POST',
        headers: { ...auth, 'accept-language': language },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { message?: string; code?: string } };
    };
    const text = (kb: number) => Buffer.from('Minutes of the council meeting.\n'.repeat(kb * 32));
    // Noise does not compress: a photo-sized PNG of about 750 KB, within every image bound.
    const photo = await sharp(randomBytes(500 * 500 * 3), { raw: { width: 500, height: 500, channels: 3 } })
      .png()
      .toBuffer();

    // Two documents fit; the third meets the full disk halfway through its write.
    for (const n of [1, 2])
      expect((await upload('document', 'document', text(400), `minutes-${n}.txt`, 'text/plain')).status).toBe(
        200,
      );
    const feed = `communities/${community.id}/feed`;
    const kept = stored(feed);
    expect(kept).toHaveLength(2);
    const refused = [
      await upload('document', 'document', text(400), 'minutes-3.txt', 'text/plain'),
      await upload('cover', 'cover', photo, 'cover.png', 'image/png'),
      await upload('image', 'image', photo, 'inside.png', 'image/png'),
    ];
    for (const r of refused)
      expect(r).toEqual({ status: 507, body: { code: 'STORAGE_FULL', message: messages.storageFull } });
    const fr = await upload('cover', 'cover', photo, 'cover.png', 'image/png', 'fr');
    expect(fr.body.message).toBe(
      "Le serveur n'a plus de place pour garder ceci : rien n'a été enregistré. Veuillez réessayer plus tard, ou prévenir l'administrateur de la plateforme.",
    );
    // Nothing of the refused files stays, neither the file cut short nor its content type beside it.
    expect(stored(feed)).toEqual(kept);
    expect(stored(join('.meta', feed))).toEqual(kept.map((k) => `${k}.json`));

    // Still ready (it serves), with a warning naming the folder and its free space; /metrics gives the bytes.
    const readyz = await fetch(`${server.base}/readyz`);
    expect(readyz.status).toBe(200);
    const disk = ((await readyz.json()) as { checks: Record<string, { status: string; detail?: string }> })
      .checks.disk;
    expect(disk.status).toBe('warning');
    expect(disk.detail).toMatch(
      /^DATA_DIR\/uploads has \d+(\.\d)? KB free of 1\.0 MB \(under DISK_LOW_MB, 1\.0 GB\)/,
    );
    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    const free = Number(/^gathering_disk_free_bytes\{volume="uploads"\} (\d+)$/m.exec(metrics)?.[1]);
    expect(free).toBeLessThan(400 * 1024);
    expect(metrics).toMatch(/^gathering_disk_size_bytes\{volume="uploads"\} 1048576$/m);
    expect(metrics).toMatch(/^gathering_disk_free_bytes\{volume="data"\} \d+$/m);

    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    // No row for a refused upload: the two kept files are the community's only attachments.
    db = await openDatabase(url ? { url } : { dataDir: defaultPgliteDir(dir) });
    const { rows } = await db.executeSql('select file_name from attachments where community_id = $1', [
      community.id,
    ]);
    await db.close();
    expect((rows as { file_name: string }[]).map((r) => r.file_name).sort()).toEqual(kept);
  }, 300_000);
});
