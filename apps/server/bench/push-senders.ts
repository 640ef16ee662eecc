// Throughput of the APNs and FCM senders alone (no database) against the provider simulator running in a
// child process, as Apple and Google would be: how far above the 10,000 devices/s end-to-end target
// the provider side sits. `npx tsx bench/push-senders.ts [count=20000] [latencyMs=20] [connections=4]
// [page=1000] [workers=4]`. Half the messages go to APNs, half to FCM.
import { randomUUID } from 'node:crypto';
import type { PushMessage } from '../src/modules/push-delivery/providers/types';
import { generatePushCredentials } from '../src/dev/push-simulator';
import { simulatedProviders, spawnSimulator } from './push-simulator';

const [count, latencyMs, connections, page, workers] = [20_000, 20, 4, 1000, 4].map((d, i) =>
  Number(process.argv[2 + i] ?? d),
);

const creds = generatePushCredentials();
const sim = await spawnSimulator(latencyMs, creds);
const providers = simulatedProviders(sim, connections);
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
const started = performance.now();
const cpuBefore = process.cpuUsage();
// Several pages in flight at once, as the delivery job's workers send them.
let next = 0;
const outcomes: Record<string, number> = {};
async function worker() {
  while (next < count) {
    const batch = Array.from({ length: Math.min(page, count - next) }, () => message(next++));
    for (const o of await sender.send(batch)) outcomes[o.kind] = (outcomes[o.kind] ?? 0) + 1;
  }
}
await Promise.all(Array.from({ length: workers }, worker));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
// The machine may be shared: CPU per message tells what one free core would do.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
await providers.close();
const simReport = await sim.stop();
console.log(
  JSON.stringify({
    messages: count,
    latencyMs,
    connections,
    page,
    workers,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(count / seconds),
    senderCpuSeconds: Number(cpuSeconds.toFixed(2)),
    perSenderCpuSecond: Math.round(count / cpuSeconds),
    outcomes,
    simulatorDelivered: simReport.delivered - 2,
    simulatorCpuSeconds: Number(simReport.cpuSeconds.toFixed(2)),
    simulatorRequestsPerCpuSecond: Math.round(simReport.stats.requests / simReport.cpuSeconds),
    peakRssMb: Math.round(process.memoryUsage().rss / 1e6),
  }),
);
