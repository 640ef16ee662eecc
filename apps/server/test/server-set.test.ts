import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  emptyDatabaseOn,
  postgresCluster,
  ready,
  sharedSecrets,
  spawnServer,
  type Server,
} from './helpers/processes';

// Two servers on one PostgreSQL once ran side by side with their own certificate-signing keys and their own
// uploads folders (issue 38). The built server now refuses to start beside a running one that holds another
// secret or keeps its files elsewhere, naming what differs; a crashed server's claim goes with its session.
const scratch = mkdtempSync(join(tmpdir(), 'gathering-server-set-'));
const cluster = await postgresCluster();
afterAll(() => {
  cluster.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const stop = async (server: Server, signal: NodeJS.Signals = 'SIGTERM') => {
  server.child.kill(signal);
  await server.exit;
};

describe('servers sharing one PostgreSQL', () => {
  it('refuses a second server with secrets of its own folder, and starts it once the first is gone', async () => {
    const url = await emptyDatabaseOn(cluster.url, `gathering_set_${process.pid}_a`);
    const first = await spawnServer({ DATABASE_URL: url, DATA_DIR: join(scratch, 'a1') });
    await ready(first);
    const second = await spawnServer({ DATABASE_URL: url, DATA_DIR: join(scratch, 'a2') });
    expect(await second.exit).toBe(1);
    // Each secret it made for itself is named, and so is its own uploads folder.
    const refusal = second.output();
    expect(refusal).toContain(
      `Another Gathering server is running on this database with another JWT_SECRET (this one took its own from ${join(scratch, 'a2', 'jwt-secret')}): every server sharing a database must hold the same JWT_SECRET, set in the environment of each.`,
    );
    for (const name of [
      'PUSH_CREDENTIALS_KEY',
      'CERTIFICATE_SIGNING_KEY',
      'WEB_PUSH_VAPID_PRIVATE_KEY',
      'CAP_SIGNING_KEY',
    ])
      expect(refusal).toContain(`with another ${name} (this one took its own from ${scratch}`);
    expect(refusal).toContain('with its uploaded files elsewhere');
    expect(refusal).toContain('This server did not start.');
    // The first one never noticed.
    expect((await fetch(`${first.base}/health`)).status).toBe(200);
    // Killed outright, it leaves no claim behind: its session's locks went with it.
    await stop(first, 'SIGKILL');
    const third = await spawnServer({ DATABASE_URL: url, DATA_DIR: join(scratch, 'a2') });
    await ready(third);
    await stop(third);
  }, 120_000);

  it('names the one secret that differs, and a file store that is not shared', async () => {
    const url = await emptyDatabaseOn(cluster.url, `gathering_set_${process.pid}_b`);
    const secrets = await sharedSecrets();
    const env = { DATABASE_URL: url, DATA_DIR: join(scratch, 'b1'), ...secrets };
    const first = await spawnServer(env);
    await ready(first);
    try {
      // Other keys: a certificate this one signed would not verify against the first one's key; a browser
      // subscribed with the first one's VAPID key would be refused by its push service when this one sent; a
      // partner would find published alerts signed with another certificate.
      const others = await sharedSecrets();
      const otherKeys = await spawnServer({
        ...env,
        CERTIFICATE_SIGNING_KEY: others.CERTIFICATE_SIGNING_KEY,
        WEB_PUSH_VAPID_PRIVATE_KEY: others.WEB_PUSH_VAPID_PRIVATE_KEY,
        CAP_SIGNING_KEY: others.CAP_SIGNING_KEY,
      });
      expect(await otherKeys.exit).toBe(1);
      for (const name of ['CERTIFICATE_SIGNING_KEY', 'WEB_PUSH_VAPID_PRIVATE_KEY', 'CAP_SIGNING_KEY'])
        expect(otherKeys.output()).toContain(
          `with another ${name} (this one took its own from its environment)`,
        );
      expect(otherKeys.output()).not.toContain('another JWT_SECRET');
      // The same secrets, but uploads on a folder of its own: a logo stored by one would be a 404 on the other.
      const ownFiles = await spawnServer({ ...env, DATA_DIR: join(scratch, 'b2') });
      expect(await ownFiles.exit).toBe(1);
      expect(ownFiles.output()).toContain(
        `Another Gathering server is running on this database with its uploaded files elsewhere (this one keeps them in ${hostname()}:${join(scratch, 'b2', 'uploads')})`,
      );
      // Alike in all: a second process of the same machine and folder joins.
      const alike = await spawnServer(env);
      await ready(alike);
      await stop(alike);
    } finally {
      await stop(first);
    }
  }, 120_000);

  it('refuses ROLE=worker without the shared secrets and file store, naming them', async () => {
    const worker = await spawnServer({ ROLE: 'worker', DATA_DIR: join(scratch, 'c') });
    expect(await worker.exit).toBe(1);
    expect(worker.output()).toContain(
      'ROLE=worker runs beside other Gathering processes on one PostgreSQL, sharing their secrets and their file store, so it needs DATABASE_URL, JWT_SECRET, PUSH_CREDENTIALS_KEY, CERTIFICATE_SIGNING_KEY, WEB_PUSH_VAPID_PRIVATE_KEY, CAP_SIGNING_KEY, S3_BUCKET in its environment',
    );
  }, 60_000);
});
