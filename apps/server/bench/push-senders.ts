// Throughput of the APNs and FCM senders alone against the local simulator (no database): how far above the
// issue's 10,000 devices/s end-to-end target the provider side sits. `npx tsx bench/push-senders.ts [count]
// [latencyMs] [connections]`.
import { randomUUID } from 'node:crypto';
import { systemClock } from '../src/lib/clock';
import { createPushProviders } from '../src/modules/notifications/providers';
import type { PushMessage } from '../src/modules/notifications/providers/types';
import { generatePushCredentials, startPushSimulator } from '../src/modules/notifications/simulator';

const count = Number(process.argv[2] ?? 20_000);
const latencyMs = Number(process.argv[3] ?? 20);
const connections = Number(process.argv[4] ?? 4);
const page = Number(process.argv[5] ?? 1000);

const sim = await startPushSimulator({ latencyMs });
const creds = generatePushCredentials({ tokenUri: sim.tokenUrl });
sim.trust(creds);
const providers = createPushProviders({
  config: { apnsUrl: sim.url, fcmUrl: sim.url, connections },
  clock: systemClock,
  ca: sim.ca,
});
const sender = providers.senderFor('bench', creds);
const message = (i: number): PushMessage => ({
  deliveryId: randomUUID(),
  token: `${i % 2 ? 'ios' : 'android'}-${i}`,
  platform: i % 2 ? 'ios' : 'android',
  title: 'Community meeting tonight',
  body: 'The band office hall opens at 18:30. Soup and bannock served.',
  data: { notificationId: 'bench' },
  emergency: false,
  collapseId: 'bench',
});

// Warm-up: sessions open, JWT signed, OAuth token fetched.
await sender.send([message(1), message(2)]);
sim.reset();
const started = performance.now();
// Pages in flight at once, as the delivery job's workers would send them.
let next = 0;
const outcomes: Record<string, number> = {};
async function worker() {
  while (next < count) {
    const batch = Array.from({ length: Math.min(page, count - next) }, () => message(next++));
    for (const o of await sender.send(batch)) outcomes[o.kind] = (outcomes[o.kind] ?? 0) + 1;
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    messages: count,
    latencyMs,
    connections,
    page,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(count / seconds),
    outcomes,
    maxInFlight: sim.stats.maxInFlight,
    peakRssMb: Math.round(process.memoryUsage().rss / 1e6),
  }),
);
await providers.close();
await sim.close();
