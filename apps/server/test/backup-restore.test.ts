import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { seedDemo } from '../src/demo/demo';
import { createSecretBox } from '../src/lib/secrets';
import { pushSecretContext } from '../src/modules/communities/push-credentials';
import { emptyDatabaseOn, postgresCluster, ready, spawnServer, type Server } from './helpers/processes';

// `npm run backup` / `npm run restore` end to end, as an operator runs them: the built commands (dist/ops.js) beside
// the built server, a backup taken while the server serves, restored onto another data folder (and database) under
// another public address, and the restored server answering what the first one did.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'gathering-backup-'));
// Each engine once: the PGlite run of the suite backs up the embedded engine, the PostgreSQL run (DATABASE_URL set)
// the server one, each taking about a minute.
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const cluster = engine === 'PostgreSQL' ? await postgresCluster() : null;
afterAll(() => {
  cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const run = promisify(execFile);
const ops = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['dist/ops.js', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  });

const SOURCE = 'http://source.example:8080';
const RESTORED = 'https://gathering.restored.example';
const PASSWORD = 'demo-password-for-backups';

/** A data folder (and, on PostgreSQL, a database) with the demo platform in it: its server's environment. */
async function seeded(name: string): Promise<Record<string, string>> {
  const dataDir = join(scratch, name);
  const url =
    engine === 'PostgreSQL' ? await emptyDatabaseOn(cluster!.url, `gathering_${name}_${process.pid}`) : '';
  const env = { DATA_DIR: dataDir, DATABASE_URL: url, PUBLIC_URL: SOURCE };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', WEB_DIST: join(scratch, 'no-web') });
  const database = await openDatabase({ url: url || undefined, dataDir: defaultPgliteDir(dataDir) });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logger: false });
  await app.queue.start({ work: false });
  await seedDemo(database, { password: PASSWORD, logger: app.log, config, queue: app.queue });
  await app.close();
  await database.close();
  return env;
}

async function login(server: Server, credential: string) {
  const res = await fetch(`${server.base}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/** What a set of reads answers, with the server's own public address written as BASE. */
async function answers(server: Server, base: string, reads: [string, Record<string, string>][]) {
  const out: Record<string, unknown> = {};
  for (const [path, headers] of reads) {
    const res = await fetch(`${server.base}${path}`, { headers });
    expect(res.status, path).toBe(200);
    // Private files' addresses are signed for a half-hour window: the two reads may fall in different ones.
    const text = (await res.text())
      .replaceAll(base, 'BASE')
      .replace(/expires=\d+&signature=[\w-]+/g, 'SIGNED');
    out[path] = JSON.parse(text);
  }
  return out;
}

describe('backup and restore', () => {
  it(`a backup taken while serving restores elsewhere with the same answers, files and secrets (${engine})`, async () => {
    const sourceEnv = await seeded(`source_${engine.toLowerCase()}`);
    const source = await spawnServer(sourceEnv);
    let restored: Server | undefined;
    try {
      await ready(source, '/readyz');
      const admin = await login(source, 'demo-admin');
      const platform = await login(source, 'demo-platform');
      const me = (await fetch(`${source.base}/v1/users/me`, { headers: admin }).then((r) => r.json())) as {
        community: { slug: string };
      };
      const reads: [string, Record<string, string>][] = [
        ['/v1/users/me', admin],
        // The member web app's face, its VAPID public key among it.
        [`/app/v1/communities/${me.community.slug}`, {}],
        ['/v1/members?limit=100', admin],
        ['/v1/base/news', admin],
        ['/v1/base/documents', admin],
        ['/v1/groups', admin],
        [`/v1/community/profile/${me.community.slug}`, {}],
        ['/v1/community', admin],
        ['/v1/community/admin', platform],
      ];

      // The CAP signing certificate partners pin (its key made on first use in DATA_DIR) must survive a restore.
      const capCert = await fetch(`${source.base}/v1/public/cap/certificate.pem`).then((r) => r.text());
      expect(capCert).toContain('BEGIN CERTIFICATE');

      // Online: the server keeps answering while the backup is taken.
      const file = join(scratch, `${engine}.backup`);
      const passphraseFile = join(scratch, 'passphrase');
      writeFileSync(passphraseFile, 'correct horse battery staple\n');
      const during = fetch(`${source.base}/health`).then((r) => r.status);
      const made = await ops(['backup', '--out', file, '--passphrase-file', passphraseFile], sourceEnv);
      expect(made.stdout).toMatch(/^Backup written to .*, encrypted\.$/m);
      expect(await during).toBe(200);
      expect(readFileSync(file).subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      const before = await answers(source, SOURCE, reads);
      if (engine === 'PGlite') {
        // Restoring onto the folder of a server that runs is refused before anything is written, even forced.
        const secret = readFileSync(join(sourceEnv.DATA_DIR, 'jwt-secret'), 'utf8');
        await expect(
          ops(['restore', file, '--force', '--passphrase-file', passphraseFile], sourceEnv),
        ).rejects.toMatchObject({
          stderr: expect.stringContaining('Another Gathering server is already using'),
        });
        expect(readFileSync(join(sourceEnv.DATA_DIR, 'jwt-secret'), 'utf8')).toBe(secret);
      }
      source.child.kill('SIGTERM');
      expect(await source.exit).toBe(0);

      // Elsewhere: another data folder (and database), another public address; without the passphrase, nothing.
      const targetEnv = {
        DATA_DIR: join(scratch, `target_${engine.toLowerCase()}`),
        DATABASE_URL:
          engine === 'PostgreSQL'
            ? await emptyDatabaseOn(cluster!.url, `gathering_target_${process.pid}`)
            : '',
        PUBLIC_URL: RESTORED,
      };
      await expect(ops(['restore', file], targetEnv)).rejects.toMatchObject({
        stderr: expect.stringContaining('This backup is encrypted'),
      });
      const done = await ops(['restore', file, '--passphrase-file', passphraseFile], targetEnv);
      expect(done.stdout).toContain('Restored the backup of');
      // The deletion certificates' key came along: certificates signed before stay checkable after.
      expect(readFileSync(join(targetEnv.DATA_DIR, 'certificate-signing-key.pem'), 'utf8')).toBe(
        readFileSync(join(sourceEnv.DATA_DIR, 'certificate-signing-key.pem'), 'utf8'),
      );
      // So did Web Push's VAPID key: browsers subscribed to the source keep receiving from the restored server.
      expect(readFileSync(join(targetEnv.DATA_DIR, 'web-push-vapid-key'), 'utf8')).toBe(
        readFileSync(join(sourceEnv.DATA_DIR, 'web-push-vapid-key'), 'utf8'),
      );
      expect(readFileSync(join(targetEnv.DATA_DIR, 'cap-signing.pem'), 'utf8')).toContain(capCert.trim());
      // A second restore onto what is now a restored platform is refused rather than mixed in, and writes nothing:
      // the target's own secret stays (were it the backup's, a platform's sessions and push keys would change).
      const targetSecret = join(targetEnv.DATA_DIR, 'jwt-secret');
      const restoredSecret = readFileSync(targetSecret, 'utf8');
      writeFileSync(targetSecret, 'the target platform own secret\n');
      await expect(
        ops(['restore', file, '--passphrase-file', passphraseFile], targetEnv),
      ).rejects.toMatchObject({
        stderr: expect.stringMatching(/already holds a database|is not empty/),
      });
      expect(readFileSync(targetSecret, 'utf8')).toBe('the target platform own secret\n');
      writeFileSync(targetSecret, restoredSecret);

      restored = await spawnServer(targetEnv);
      await ready(restored, '/readyz');
      // The same tokens still open sessions (the signing secret came along), and every read answers the same.
      const after = await answers(restored, RESTORED, reads);
      expect(after).toEqual(before);

      // Logos and covers load from the restored server, under its own address, byte for byte.
      const communities = after['/v1/community/admin'] as { data: { logo: string | null }[] };
      const logos = communities.data.map((c) => c.logo).filter((l): l is string => !!l);
      expect((after['/v1/community'] as { data: { logo: string } }).data.logo).toMatch(/^BASE\/files\//);
      expect(logos.length).toBeGreaterThan(0);
      for (const logo of logos) {
        expect(logo.startsWith('BASE/files/')).toBe(true);
        const res = await fetch(logo.replace('BASE', restored.base));
        expect(res.status).toBe(200);
        const original = readFileSync(join(sourceEnv.DATA_DIR, 'uploads', logo.slice('BASE/files/'.length)));
        expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
      }
      restored.child.kill('SIGTERM');
      expect(await restored.exit).toBe(0);
      restored = undefined;

      // Stored push credentials open with the restored key.
      const database = await openDatabase({
        url: targetEnv.DATABASE_URL || undefined,
        dataDir: defaultPgliteDir(targetEnv.DATA_DIR),
      });
      try {
        const box = createSecretBox(
          readFileSync(join(targetEnv.DATA_DIR, 'push-credentials-key'), 'utf8').trim(),
        );
        const { rows } = await database.executeSql(
          'select community_id, provider, secret from push_credentials',
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows)
          expect(() =>
            box.open(
              r.secret as string,
              pushSecretContext(r.community_id as string, r.provider as 'APN' | 'GCM'),
            ),
          ).not.toThrow();
      } finally {
        await database.close();
      }
    } finally {
      source.child.kill('SIGKILL');
      restored?.child.kill('SIGKILL');
    }
  }, 240_000);
});
