import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { notifications } from '../src/db/schema';
import { memberWithDevices, pushCommunity } from './helpers/push-community';
import { startPushRig } from './helpers/push';

const KEY = Buffer.alloc(32, 9).toString('base64');
const DEVICES = 600;

/** PostgreSQL: DATABASE_URL, else a throwaway cluster (scripts/with-postgres.mjs); null when neither exists. */
async function postgres(): Promise<{ url: string; stop(): void } | null> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  try {
    // An absolute file URL: vite resolves a bare relative specifier against its own root.
    const script = new URL('../../../scripts/with-postgres.mjs', import.meta.url).href;
    const { startCluster } = (await import(script)) as {
      startCluster(): Promise<{ url: string; stop(): void }>;
    };
    return await startCluster();
  } catch (err) {
    console.warn(`PostgreSQL push test skipped: ${(err as Error).message}`);
    return null;
  }
}

const cluster = await postgres();

describe.skipIf(!cluster)('push delivery on PostgreSQL with two servers', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  const databases: Database[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'gathering-push-pg-'));

  beforeAll(async () => {
    rig = await startPushRig();
  });
  afterAll(async () => {
    for (const d of databases) await d.close();
    await rig.close();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('two app instances draining the same send deliver to every device once', async () => {
    const url = new URL(cluster!.url);
    const first = await openDatabase({ url: url.toString() });
    databases.push(first);
    await first.executeSql('drop schema if exists public cascade; create schema public;');
    await first.executeSql('drop schema if exists pgboss cascade; drop schema if exists drizzle cascade;');
    await migrateDatabase(first);
    const second = await openDatabase({ url: url.toString() });
    databases.push(second);

    const community = await pushCommunity(first, KEY, rig.newCreds());
    const m = await memberWithDevices(first, community.id, DEVICES);
    const [n] = await first.db
      .insert(notifications)
      .values({
        communityId: community.id,
        title: 'Road closure',
        body: 'Main street is closed today.',
        status: 'SENDING',
        audience: { open: false, groups: [], recipients: [] },
      })
      .returning();

    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'postgres-push-test-secret-long-enough-for-hs256',
      PUSH_CREDENTIALS_KEY: KEY,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dir, 'no-web'),
    });
    // Small pages and short turns, so the two servers' claims interleave many times over the one send.
    const tuning = { pageSize: 25, inFlight: 2, pagesPerTurn: 2 };
    const apps = await Promise.all(
      [first, second].map((database) =>
        buildApp({ config, database, logger: false, pushProviders: rig.providers, deliveryTuning: tuning }),
      ),
    );
    try {
      for (const app of apps) {
        await app.ready();
        await app.queue.start({ work: false });
      }
      // Each server queues the send (as both would after a restart) and both drain at once.
      await Promise.all(apps.map((app) => app.notifications.resume()));
      for (let i = 0; i < 20; i++) {
        await Promise.all(apps.map((app) => app.queue.drain()));
        const [row] = await first.db.select().from(notifications).where(eq(notifications.id, n.id));
        if (row.status === 'SENT') break;
        await Promise.all(apps.map((app) => app.notifications.resume()));
      }
      const counts = m.devices.map((d) => rig.sim.receipts.count(d.token, n.id));
      expect(counts.filter((c) => c !== 1)).toEqual([]);
      expect(rig.sim.receipts.delivered).toBe(DEVICES);
      const [row] = await first.db.select().from(notifications).where(eq(notifications.id, n.id));
      expect(row.status).toBe('SENT');
    } finally {
      for (const app of apps) await app.close();
    }
  }, 120_000);
});
