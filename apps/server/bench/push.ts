/**
 * Push delivery benchmark: one notification to 50,000 devices (half iOS, half Android) through the real delivery
 * job (fan-out, leased claims, outcomes) and the real APNs / FCM senders, to the provider simulator with 20 ms of
 * latency per request. The simulator runs in its own process, as Apple and Google do: its CPU is not ours. Prints
 * devices per second and peak RSS (and RSS before the send: memory must not grow with the audience), on the
 * embedded database and on PostgreSQL. Target: >= 10,000 devices/s.
 * languages=3 (issue 23): the notification has Plains Cree and French versions beside English, and the members'
 * languages are a third each, so every batch looks its devices up and sends three texts.
 * Usage: npm run bench:push [-- devices=50000 latencyMs=20 pageSize=… inFlight=… engine=both|pglite|pg languages=1|3]
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  communities,
  devices,
  memberships,
  notificationTranslations,
  notifications,
  pushCredentials,
  users,
} from '../src/db/schema';
import { DEFAULT_TUNING } from '../src/modules/push-delivery/delivery';
import { generatePushCredentials } from '../src/dev/push-simulator';
import { onBothEngines, startBenchApp } from './engines';
import { simulatedProviders, simulatorCredentialRows, spawnSimulator } from './push-simulator';

const argOf = (name: string) => process.argv.find((a) => a.startsWith(`${name}=`))?.split('=')[1];
const arg = (name: string, fallback: number) => Number(argOf(name) ?? fallback);
const DEVICES = arg('devices', 50_000);
const LATENCY_MS = arg('latencyMs', 20);
const LANGUAGES = arg('languages', 1);
// The job's own defaults unless told otherwise: the bench measures what production runs.
const TUNING = {
  pageSize: arg('pageSize', DEFAULT_TUNING.pageSize),
  inFlight: arg('inFlight', DEFAULT_TUNING.inFlight),
  pagesPerTurn: arg('pagesPerTurn', DEFAULT_TUNING.pagesPerTurn),
};
// Two sessions per origin: on this 2-core machine they cost less CPU per device than four (bench:push-senders:
// 206 against 257 µs per message for the sender, 90 against 132 µs per request for the simulator).
const CONNECTIONS = arg('connections', 2);
const ENGINE = argOf('engine') ?? 'both';
if (!['both', 'pglite', 'pg'].includes(ENGINE)) {
  console.error(`engine is both, pglite or pg (not ${ENGINE})`);
  process.exit(2);
}
const TARGET = 10_000;
// A full collection before and after the send: peak heap counts garbage not yet collected (it rises with the
// allocation rate), the heap left after a collection is what the send kept.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const KEY = Buffer.alloc(32, 3).toString('base64');
const creds = generatePushCredentials({ topic: 'ca.gathering.bench' });

async function seed(database: Database) {
  const db = database.db;
  const [community] = await db
    .insert(communities)
    .values({ name: 'Bench Nation', slug: 'bench-nation', iosBundleId: 'ca.gathering.bench' })
    .returning();
  await db.insert(pushCredentials).values(simulatorCredentialRows(community.id, KEY, creds));
  // One member per two devices (a phone and a tablet, one of each platform).
  for (let i = 0; i < DEVICES / 2; i += 2500) {
    const n = Math.min(2500, DEVICES / 2 - i);
    const us = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, j) => ({
          username: `bench${i + j}`,
          email: `bench${i + j}@bench.example`,
        })),
      )
      .returning({ id: users.id });
    const ms = await db
      .insert(memberships)
      .values(
        us.map((u, j) => ({
          userId: u.id,
          communityId: community.id,
          languages: LANGUAGES > 1 ? [['en', 'crk', 'fr'][(i + j) % 3]] : [],
        })),
      )
      .returning({ id: memberships.id });
    await db.insert(devices).values(
      ms.flatMap((m, j) => [
        { communityId: community.id, membershipId: m.id, platform: 'ios', token: `apns-${i + j}` },
        { communityId: community.id, membershipId: m.id, platform: 'android', token: `fcm-${i + j}` },
      ]),
    );
  }
  return community.id;
}

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  const sim = await spawnSimulator(LATENCY_MS, creds);
  const providers = simulatedProviders(sim, CONNECTIONS);
  const { app, close } = await startBenchApp(database, 'gathering-bench-push-', {
    env: { PUSH_CREDENTIALS_KEY: KEY },
    pushProviders: providers,
    deliveryTuning: TUNING,
  });
  try {
    step(`seeding ${DEVICES} devices`);
    const communityId = await seed(database);
    gc();
    const before = process.memoryUsage();
    const rssBefore = before.rss;
    let peak = rssBefore;
    // The JS heap apart: PGlite keeps the whole database in this process (its RSS grows with the data written),
    // while the job's and the senders' own memory is JS heap and must stay flat whatever the audience.
    let heapPeak = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
    }, 25);
    const [n] = await database.db
      .insert(notifications)
      .values({
        communityId,
        title: 'Community meeting tonight',
        body: 'The band office hall opens at 18:30. Soup and bannock served.',
        status: 'SENDING',
        audience: { open: false, groups: [], recipients: [] },
      })
      .returning();
    if (LANGUAGES > 1)
      await database.db.insert(notificationTranslations).values([
        {
          notificationId: n.id,
          communityId,
          language: 'crk',
          title: 'ᐊᔭᐦᐃᐤ ᐊᓄᐦᐨ ᑲ ᑎᐱᐢᑳᐠ',
          body: 'ᐊᔭᒥᐦᐊᐧᐃᑲᒥᑯᐦᒡ ᐊᔭᐦᐃᐤ᙮',
        },
        {
          notificationId: n.id,
          communityId,
          language: 'fr',
          title: 'Réunion ce soir',
          body: 'La salle ouvre à 18 h 30. Soupe et bannique servies.',
        },
      ]);
    step('sending');
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await app.notifications.resume();
    for (;;) {
      await app.queue.drain();
      const [row] = await database.db.select().from(notifications).where(eq(notifications.id, n.id));
      if (row.status !== 'SENDING') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    // On a shared machine the wall clock mostly measures the neighbours: CPU time says what one core does
    // (database, job and senders here; the simulator's own CPU is reported apart).
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    gc();
    const heapAfter = process.memoryUsage().heapUsed;
    await close();
    await providers.close();
    const report = await sim.stop();
    const perSecond = Math.round(DEVICES / seconds);
    console.log(
      `${label}: ${DEVICES} devices in ${seconds.toFixed(2)} s = ${perSecond} devices/s ` +
        `(target ${TARGET}: ${perSecond >= TARGET ? 'met' : 'NOT met'}); delivered at the simulator ${report.pairs}, ` +
        `duplicates ${report.duplicates}; RSS ${Math.round(rssBefore / 1e6)} MB before, peak ${Math.round(peak / 1e6)} MB, ` +
        `JS heap ${Math.round(before.heapUsed / 1e6)} MB before, peak ${Math.round(heapPeak / 1e6)} MB, ` +
        `${Math.round(heapAfter / 1e6)} MB after a full collection ` +
        `(page ${TUNING.pageSize}, ${TUNING.inFlight} in flight, ${CONNECTIONS} connections, latency ${LATENCY_MS} ms); ` +
        `CPU ${cpuSeconds.toFixed(2)} s = ${Math.round(DEVICES / cpuSeconds)} devices per CPU second; ` +
        `simulator out of process (${report.cpuSeconds.toFixed(2)} s CPU, ${report.stats.maxInFlight} streams at most)`,
    );
  } catch (err) {
    await close();
    await providers.close();
    await sim.stop().catch(() => undefined);
    throw err;
  }
}

await onBothEngines(run, ENGINE as 'both' | 'pglite' | 'pg');
