// The provider simulator in a child process for the push benchmarks, as Apple and Google would be: their CPU is
// not ours, and on a 2-core machine an in-process simulator would share the sender's event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../src/lib/clock';
import { createSecretBox } from '../src/lib/secrets';
import { pushSecretContext } from '../src/modules/communities/push-credentials';
import { createPushProviders } from '../src/modules/push-delivery/providers';
import type { PushCredentials } from '../src/modules/push-delivery/providers/types';

/** What the simulator process reports when stopped. */
export interface SimulatorReport {
  stats: { requests: number; maxInFlight: number };
  delivered: number;
  pairs: number;
  duplicates: number;
  cpuSeconds: number;
}

/** Starts `simulator/main.ts` trusting `creds`; `stop()` ends it and answers its report. */
export async function spawnSimulator(latencyMs: number, creds: PushCredentials) {
  const dir = mkdtempSync(join(tmpdir(), 'push-bench-'));
  writeFileSync(join(dir, 'creds.json'), JSON.stringify(creds));
  const main = fileURLToPath(new URL('../src/dev/push-simulator/main.ts', import.meta.url));
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
  const first = await lines.next();
  if (first.done) throw new Error('the simulator process exited before it started');
  const sim = JSON.parse(String(first.value)) as { url: string; tokenUrl: string };
  const ca = readFileSync(join(dir, 'ca.pem'), 'utf8');
  return {
    url: sim.url,
    tokenUrl: sim.tokenUrl,
    ca,
    async stop(): Promise<SimulatorReport> {
      child.kill('SIGTERM');
      const report = JSON.parse(String((await lines.next()).value)) as SimulatorReport;
      rmSync(dir, { recursive: true, force: true });
      return report;
    },
  };
}

/** The server's providers pointed at the simulator, as APNS_URL, FCM_URL and FCM_TOKEN_URL would point them. */
export function simulatedProviders(sim: { url: string; tokenUrl: string; ca: string }, connections: number) {
  return createPushProviders({
    config: { apnsUrl: sim.url, fcmUrl: sim.url, fcmTokenUrl: sim.tokenUrl, connections },
    clock: systemClock,
    ca: sim.ca,
  });
}

/**
 * A community's push_credentials rows for the simulator's keys, sealed with `key` (the server's
 * PUSH_CREDENTIALS_KEY) as the console's upload seals them. APNs also needs the community's iOS bundle id, which
 * must equal the keys' topic.
 */
export function simulatorCredentialRows(communityId: string, key: string, creds: PushCredentials) {
  const box = createSecretBox(key);
  const apn = creds.apn!;
  return [
    {
      communityId,
      provider: 'APN' as const,
      secret: box.seal(
        JSON.stringify({ key: apn.keyPem, keyId: apn.keyId, teamId: apn.teamId }),
        pushSecretContext(communityId, 'APN'),
      ),
    },
    {
      communityId,
      provider: 'GCM' as const,
      secret: box.seal(creds.gcm!.serviceAccountJson, pushSecretContext(communityId, 'GCM')),
    },
  ];
}
