/**
 * GET /app/v1/feed under load, as members open the app together after a push: bench/feed.ts on its own seeded
 * community, bench/national/reads.ts on the national data set. The load runs in a worker process (feed-load.mjs)
 * so it takes neither the server's event loop nor its core.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const LOAD = fileURLToPath(new URL('./feed-load.mjs', import.meta.url));

interface Fired {
  /** Every response time, ms. */
  times: number[];
  /** Timeouts past 60 s and resets. */
  errors: number;
  /** From the load generator's own clock, first request to last answer. */
  seconds: number;
  /** The load generator's CPU time, ms. */
  cpu: number;
}

/** `amount` requests at `url` from `connections` connections, connection i with `tokens[i % tokens.length]`. */
async function fire(url: string, tokens: string[], connections: number, amount: number): Promise<Fired> {
  const { stdout } = await promisify(execFile)(process.execPath, [LOAD], {
    env: {
      ...process.env,
      URL: url,
      TOKENS: JSON.stringify(tokens),
      CONNECTIONS: String(connections),
      AMOUNT: String(amount),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  const r = JSON.parse(stdout) as Fired & { failed: number };
  if (r.failed) throw new Error(`${r.failed} answers were not 200`);
  return r;
}

/**
 * As many requests before the measured ones: after the former 400, the first measured thousands still ran partly
 * unoptimised code (server CPU per request ~0.4 ms in the first 4,000, ~0.25 ms in the next ones, on PostgreSQL).
 * A server members open the app on after a push has been serving for a while. Also answers the CPU time this
 * process (the server) spent per answer: unlike wall-clock figures, it survives a shared machine.
 */
export async function measureFeed(url: string, tokens: string[], connections: number, requests: number) {
  await fire(url, tokens, connections, requests);
  const cpu = process.cpuUsage();
  const r = await fire(url, tokens, connections, requests);
  const used = process.cpuUsage(cpu);
  return { ...r, serverCpuPerRequest: (used.user + used.system) / 1000 / r.times.length };
}
