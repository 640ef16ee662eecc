/**
 * Start benchmark: how fast a restart is ready, and how much memory the idle server holds — what a process manager,
 * a rolling deploy and a small machine feel. The server is built once (`npm run build -w apps/server`), the database
 * is migrated and holds 100,000 members of one community (seeded in SQL), then the BUILT server
 * (`node --enable-source-maps apps/server/dist/main.js`, DEMO=0, NODE_ENV=production) is restarted several times:
 * the time from spawn to the first 200 of GET /readyz (polled every 20 ms), median and max; then its resident memory
 * (VmRSS) after ~10 s of ready and idle. For comparison, the same for today's start before the built server
 * (`node --import tsx src/main.ts` in apps/server, time to GET /health 200). On the embedded database (a DATA_DIR in
 * a temp folder) and on PostgreSQL (DATABASE_URL — a database of its own is made in it and dropped — else a
 * throwaway cluster from scripts/with-postgres.mjs). Targets: ready <= 2 s on PostgreSQL and <= 4 s on PGlite; idle
 * RSS <= 200 MB on PostgreSQL. Every spawned server is stopped at the end.
 * Usage: npm run bench:start (BENCH_START_ENGINE=pglite|pg for one engine, BENCH_START_RUNS=N restarts, default 5)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { communities } from '../src/db/schema';
import { onOwnPostgres } from './engines';
import { seedBenchMembers } from './seed-members';

const MEMBERS = 100_000;
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const TODAY_RUNS = Math.max(1, Math.ceil(RUNS / 2));
const ENGINE = process.env.BENCH_START_ENGINE ?? 'both';
const POLL_MS = 20;
const IDLE_MS = 10_000;
const READY_TIMEOUT_MS = 120_000;
const TARGET_READY_S = { pglite: 4, pg: 2 } as const;
const TARGET_RSS_MB = 200;

const server = new URL('..', import.meta.url).pathname;
const root = join(server, '../..');
const live = new Set<ChildProcess>();
const step = (text: string) => process.stderr.write(`[bench:start] ${text}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN) / 1024;
};

/** The process's CPU seconds so far (all threads, user + system): a figure a busy shared machine hardly changes. */
const cpuS = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime: fields 14 and 15, in clock ticks (100 Hz)
};

interface Variant {
  name: string;
  args: string[];
  cwd: string;
  path: '/readyz' | '/health';
  env: Record<string, string>;
}

/** Spawns the server, polls `path` every 20 ms until a 200; resolves with the milliseconds from spawn. */
async function startServer(variant: Variant, env: Record<string, string>) {
  const port = await freePort();
  const output: string[] = [];
  const t0 = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: variant.cwd,
    env: { ...process.env, ...env, ...variant.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean).slice(-20));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `exited (${code ?? signal})`;
      live.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 35_000);
    await exit;
    clearTimeout(force);
  };
  for (;;) {
    if (exited) throw new Error(`${variant.name} ${exited} before ready:\n${output.slice(-20).join('\n')}`);
    if (performance.now() - t0 > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`${variant.name} not ready in ${READY_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`);
    }
    const status = await fetch(`http://127.0.0.1:${port}${variant.path}`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return { ms: performance.now() - t0, cpu: cpuS(child.pid!), pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A warm-up start (first start writes the secrets and the administrator), then `runs` measured restarts. */
async function measure(variant: Variant, env: Record<string, string>, runs: number) {
  step(`${variant.name}: warm-up start`);
  await (await startServer(variant, env)).stop();
  const times: number[] = [];
  const cpu: number[] = [];
  let rss = NaN;
  for (let i = 0; i < runs; i++) {
    const started = await startServer(variant, env);
    times.push(started.ms);
    cpu.push(started.cpu);
    step(
      `${variant.name}: restart ${i + 1}/${runs} ready in ${(started.ms / 1000).toFixed(2)} s (${started.cpu.toFixed(2)} s of CPU)`,
    );
    if (i === runs - 1) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      rss = rssMb(started.pid);
    }
    await started.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(times) / 1000, max: sorted[sorted.length - 1] / 1000, cpu: median(cpu), rss, runs };
}

const BUILT: Variant = {
  name: 'built server',
  args: ['--enable-source-maps', '--max-semi-space-size=8', 'apps/server/dist/main.js'],
  cwd: root,
  path: '/readyz',
  env: { NODE_ENV: 'production' },
};
const TODAY: Variant = {
  name: "today's start",
  args: ['--import', 'tsx', 'src/main.ts'],
  cwd: server,
  path: '/health',
  env: {},
};

async function run(engine: 'pglite' | 'pg', url: string | undefined) {
  const label = engine === 'pg' ? 'PostgreSQL' : 'embedded (PGlite)';
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-start-'));
  try {
    step(`${label}: migrating and seeding ${MEMBERS} members`);
    const s0 = performance.now();
    const database = await openDatabase(url ? { url } : { dataDir: defaultPgliteDir(dataDir) });
    try {
      await migrateDatabase(database);
      const [community] = await database.db
        .insert(communities)
        .values({ name: 'Bench', slug: 'bench-start' })
        .returning();
      await seedBenchMembers(database, community.id, MEMBERS);
      await database.executeSql('analyze');
    } finally {
      await database.close();
    }
    const seedS = (performance.now() - s0) / 1000;
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      PLATFORM_ADMIN_PASSWORD: 'bench-admin-password',
      WEB_DIST: join(dataDir, 'no-web'),
    };
    const loadBefore = load();
    const built = await measure(BUILT, env, RUNS);
    const today = await measure(TODAY, env, TODAY_RUNS);
    const target = TARGET_READY_S[engine];
    const mb = (n: number) => `${Math.round(n)} MB`;
    console.log(
      [
        `${label}: ${MEMBERS} members (seeded in ${seedS.toFixed(1)} s); load average ${loadBefore} -> ${load()}`,
        `  built server  (node dist/main.js)  restart -> /readyz 200: median ${built.median.toFixed(2)} s, ` +
          `max ${built.max.toFixed(2)} s over ${built.runs} restarts, CPU to ready ${built.cpu.toFixed(2)} s  (target <= ${target} s: ` +
          `${built.max <= target ? 'ok' : built.median <= target ? 'median ok, max OVER' : 'OVER'})`,
        `                                     idle RSS after ${IDLE_MS / 1000} s: ${mb(built.rss)}` +
          (engine === 'pg'
            ? `  (target <= ${TARGET_RSS_MB} MB: ${built.rss <= TARGET_RSS_MB ? 'ok' : 'OVER'})`
            : ''),
        `  today's start (tsx src/main.ts)    restart -> /health 200: median ${today.median.toFixed(2)} s, ` +
          `max ${today.max.toFixed(2)} s over ${today.runs} restarts, CPU to ready ${today.cpu.toFixed(2)} s; idle RSS ${mb(today.rss)}`,
      ].join('\n'),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const killAll = () => {
  for (const child of live) child.kill('SIGKILL');
};
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });

step('building the server (npm run build -w apps/server)');
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: server, stdio: 'inherit' });
if (build.status !== 0) throw new Error('the server build failed');

console.log(`bench:start on ${process.version}, load average ${load()} (1, 5, 15 min)`);
if (ENGINE !== 'pg') await run('pglite', undefined);
if (ENGINE !== 'pglite')
  await onOwnPostgres('start', async (url) => {
    try {
      await run('pg', url);
    } finally {
      killAll();
    }
  });
