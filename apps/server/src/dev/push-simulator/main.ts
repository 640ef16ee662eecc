// Runs the provider simulator on its own: `node --import tsx src/dev/push-simulator/main.ts
// --port 8443 --latency 20 --failure-rate 0 --ca-out /tmp/sim-ca.pem`. It prints one JSON line with its URL;
// start a server with APNS_URL=FCM_URL=<url>, FCM_TOKEN_URL=<url>/token and NODE_EXTRA_CA_CERTS=<ca file>.
// Credentials are trusted when a JSON file of PushCredentials is given with --trust (one object or an array).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { PushCredentials } from '../../modules/push-delivery';
import { startPushSimulator } from './server';

// Standing alone the simulator only ever answers over HTTP: node's internal stream errors (a write callback that
// finds its stream already closed after the answer went out, thousands a second) need no stack traces, and
// capturing them was a good part of its CPU per request. Tests run it in-process and keep theirs.
Error.stackTraceLimit = 0;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    latency: { type: 'string', default: '20' },
    'failure-rate': { type: 'string', default: '0' },
    'ca-out': { type: 'string' },
    trust: { type: 'string', multiple: true },
  },
});

const number = (name: string, v: string, max: number) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > max) {
    console.error(`--${name} must be a number between 0 and ${max}`);
    process.exit(2);
  }
  return n;
};

const sim = await startPushSimulator({
  port: number('port', values.port, 65535),
  host: values.host,
  latencyMs: number('latency', values.latency, 60_000),
  failureRate: number('failure-rate', values['failure-rate'], 1),
});
for (const file of values.trust ?? []) {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as PushCredentials | PushCredentials[];
  for (const creds of Array.isArray(parsed) ? parsed : [parsed]) sim.trust(creds);
}
if (values['ca-out']) writeFileSync(values['ca-out'], sim.ca);
const ready = process.cpuUsage();
console.log(
  JSON.stringify({ url: sim.url, port: sim.port, tokenUrl: sim.tokenUrl, ca: values['ca-out'] ?? null }),
);
// The server is unref'd so tests can exit; standing alone it must keep running until stopped.
const keepAlive = setInterval(() => undefined, 1 << 30);
const stop = () => {
  clearInterval(keepAlive);
  const served = process.cpuUsage(ready);
  console.log(
    JSON.stringify({
      stats: sim.stats,
      delivered: sim.receipts.delivered,
      pairs: sim.receipts.pairs,
      duplicates: sim.receipts.duplicates,
      // CPU spent serving (start-up excluded): the bench divides it by the requests it served.
      cpuSeconds: (served.user + served.system) / 1e6,
    }),
  );
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
