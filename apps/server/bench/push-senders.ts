// Throughput of the APNs and FCM senders alone (no database) against the provider simulator running in a
// child process, as Apple and Google would be: how far above the 10,000 devices/s end-to-end target
// the provider side sits. `npx tsx bench/push-senders.ts [count=20000] [latencyMs=20] [connections=4]
// [page=1000] [workers=4]`. Half the messages go to APNs, half to FCM.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../src/lib/clock';
import { createPushProviders } from '../src/modules/notifications/providers';
import type { PushMessage } from '../src/modules/notifications/providers/types';
import { generatePushCredentials } from '../src/modules/notifications/simulator';

const [count, latencyMs, connections, page, workers] = [20_000, 20, 4, 1000, 4].map((d, i) =>
  Number(process.argv[2 + i] ?? d),
);

const dir = mkdtempSync(join(tmpdir(), 'push-bench-'));
const creds = generatePushCredentials();
writeFileSync(join(dir, 'creds.json'), JSON.stringify(creds));
const main = fileURLToPath(new URL('../src/modules/notifications/simulator/main.ts', import.meta.url));
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    main,
    '--latency',
    String(latencyMs),
    '--ca-out',
    join(dir, 'ca.pem'),
    '--trust',
    join(dir, 'creds.json'),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
const sim = JSON.parse(String((await lines.next()).value)) as { url: string; tokenUrl: string };

const providers = createPushProviders({
  config: { apnsUrl: sim.url, fcmUrl: sim.url, fcmTokenUrl: sim.tokenUrl, connections },
  clock: systemClock,
  ca: readFileSync(join(dir, 'ca.pem'), 'utf8'),
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
child.kill('SIGTERM');
const simReport = JSON.parse(String((await lines.next()).value)) as {
  delivered: number;
  cpuSeconds: number;
  stats: { requests: number };
};
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
