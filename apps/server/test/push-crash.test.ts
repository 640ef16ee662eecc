import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { devices, notifications } from '../src/db/schema';
import { generatePushCredentials, startPushSimulator } from '../src/dev/push-simulator';
import { addMembership, createUser } from './helpers/factories';
import { pushCommunity } from './helpers/push-community';

const DEVICES = 5000;
// One session per origin: a crash may repeat at most the messages out unrecorded, which the composition root sets
// to one pool's streams (PUSH_CONNECTIONS × 200 per session).
const CONNECTIONS = 1;
const BOUND = CONNECTIONS * 200;
const KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * The database the worker shares with the test: a PGlite data dir, or on the PostgreSQL run (DATABASE_URL) a fresh
 * database of its own on that server. Answers its URL for the worker ('' = the PGlite dir in DATA_DIR).
 */
async function crashDatabaseUrl(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) return '';
  const name = `gathering_crash_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** `node --import tsx test/fixtures/push-worker.ts`: the server's worker in a process of its own. */
function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/push-worker.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

const t0 = performance.now();
const step = (text: string) =>
  process.stderr.write(`[push crash +${((performance.now() - t0) / 1000).toFixed(1)} s] ${text}\n`);

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('push delivery survives a killed worker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-push-crash-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGKILL mid-send, restart: 0 lost, 0 shown twice, raw repeats no more than the streams in flight', async () => {
    const sim = await startPushSimulator({ latencyMs: 15 });
    try {
      const creds = generatePushCredentials({ tokenUri: sim.tokenUrl, topic: 'ca.gathering.test' });
      sim.trust(creds);
      const caFile = join(dir, 'simulator-ca.pem');
      writeFileSync(caFile, sim.ca);

      // The database the worker will use: a community with credentials, 5,000 devices, one send under way.
      const databaseUrl = await crashDatabaseUrl();
      const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: defaultPgliteDir(dir) });
      await migrateDatabase(db);
      const community = await pushCommunity(db, KEY, creds);
      const user = await createUser(db);
      const membership = await addMembership(db, user.id, community.id);
      const tokens = Array.from({ length: DEVICES }, (_, i) => `${i % 2 ? 'fcm' : 'apns'}-crash-${i}`);
      for (let i = 0; i < DEVICES; i += 1000)
        await db.db.insert(devices).values(
          tokens.slice(i, i + 1000).map((token, j) => ({
            communityId: community.id,
            membershipId: membership.id,
            platform: (i + j) % 2 ? 'android' : 'ios',
            token,
          })),
        );
      const [n] = await db.db
        .insert(notifications)
        .values({
          communityId: community.id,
          title: 'Boil-water advisory',
          body: 'Boil tap water until further notice.',
          status: 'SENDING',
          audience: { open: false, groups: [], recipients: [] },
        })
        .returning();
      await db.close();
      step('database ready');

      const env = {
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        PUSH_CREDENTIALS_KEY: KEY,
        JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
        LOG_LEVEL: 'silent',
        DEMO: '0',
        APNS_URL: sim.url,
        FCM_URL: sim.url,
        FCM_TOKEN_URL: sim.tokenUrl,
        NODE_EXTRA_CA_CERTS: caFile,
        NOTIFICATION_ID: n.id,
        PUSH_LEASE_MS: '2000',
        // Production's claims: 4 batches of 1,000 rows in flight, 4,000 devices claimed at once, far above the
        // bound; the kill lands with more than one batch unanswered.
        PUSH_IN_FLIGHT: '4',
        PUSH_PAGE_SIZE: '1000',
        PUSH_CONNECTIONS: String(CONNECTIONS),
      };
      // Every receipt in this simulator is for this one notification: distinct pairs = devices reached.
      const shown = () => sim.receipts.pairs;

      const first = startWorker(env);
      step('first worker started');
      child = first.child;
      await until(() => shown() >= 1000, 150_000, 'first deliveries').catch((err) => {
        throw new Error(`${(err as Error).message}: ${first.output()}`);
      });
      step(`killing the worker after ${shown()} devices`);
      first.child.kill('SIGKILL');
      await first.exited;
      const atKill = shown();
      expect(atKill).toBeLessThan(DEVICES);

      const second = startWorker(env);
      child = second.child;
      const code = await second.exited;
      step(`second worker exited ${code}: ${second.output().trim()}`);
      expect(code).toBe(0);
      expect(second.output()).toContain('SENT');

      const counts = tokens.map((tk) => sim.receipts.count(tk, n.id));
      const lost = counts.filter((c) => c === 0).length;
      // What a phone shows: one notification per collapse id, whatever the raw requests.
      const shownTwice = tokens.filter((tk) => sim.receipts.shown(tk) !== 1).length;
      const duplicates = sim.receipts.duplicates;
      console.log(
        `push crash test: ${DEVICES} devices, killed after ${atKill}; lost ${lost}, shown twice ${shownTwice}, ` +
          `duplicates ${duplicates} (bound ${BOUND}: the messages out unrecorded at the kill, replaced on the phone by their collapse id)`,
      );
      expect(lost).toBe(0);
      expect(shownTwice).toBe(0);
      // Sent again after the restart: only what was answered (or on its way) but not yet recorded at the kill.
      expect(duplicates).toBeLessThanOrEqual(BOUND);
      expect(sim.receipts.pairs).toBe(DEVICES);
    } finally {
      await sim.close();
    }
  }, 400_000);
});
