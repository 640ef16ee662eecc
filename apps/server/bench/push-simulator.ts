// The provider simulator in a child process for the push benchmarks, as Apple and Google would be: their CPU is
// not ours, and on a 2-core machine an in-process simulator would share the sender's event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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
