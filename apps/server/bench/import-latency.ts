/**
 * Import latency benchmark (issue 25 item 2): while one community imports 20,000 CSV rows (the queued import job,
 * run by this process), another community's administrator lists members and a probe calls /health, each on a
 * steady rhythm over real HTTP (a request is sent on time whether or not the previous one has answered). Prints
 * both p95 against their targets, the slowest, how many took over 5 s, and the import's duration. On the embedded
 * database (one connection: a long transaction there stalls everyone) and on PostgreSQL (DATABASE_URL, or a
 * throwaway cluster from scripts/with-postgres.mjs). Targets: list p95 <= 200 ms, /health p95 <= 50 ms.
 * Usage: npm run bench:import-latency [-- --engine pg|pglite|both] [--rows N]
 */
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Database } from '../src/db/client';
import { communities, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { onBothEngines, startBenchApp } from './engines';
import { percentile } from './timing';
import { BENCH_FIRST_NAMES as FIRST, BENCH_LAST_NAMES as LAST, seedBenchMembers } from './seed-members';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '20000' },
  },
});
const ROWS = Number(args.rows);
const OTHER_MEMBERS = 5_000;
const LIST_TARGET_MS = 200;
const HEALTH_TARGET_MS = 50;
// One list request and one probe every 200 ms, as a few administrators at work and a load balancer would.
const EVERY_MS = 200;
const PASSWORD = 'bench password 1';

/** The load thread: a list request and a probe every `everyMs`, each timed from its send to its last byte. */
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { everyMs, list, health } = workerData;
const out = { list: [], health: [], errors: [] };
const inFlight = [];
const timed = (into, { url, headers }) => inFlight.push((async () => {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) out.errors.push(url + ' answered ' + res.status);
    else into.push(performance.now() - t0);
  } catch (err) { out.errors.push(url + ': ' + err.message); }
})());
const ticker = setInterval(() => { timed(out.list, list); timed(out.health, health); }, everyMs);
parentPort.on('message', async () => {
  clearInterval(ticker);
  await Promise.all(inFlight);
  parentPort.postMessage(out);
});
`;

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  const { app, close } = await startBenchApp(database, 'gathering-bench-import-');
  try {
    const db = database.db;
    const stamp = Date.now();
    /** A community with its administrator, signed in over HTTP: the headers of their requests. */
    async function administeredCommunity(name: string) {
      const [community] = await db
        .insert(communities)
        .values({ name, slug: `${name.toLowerCase()}-${stamp}` })
        .returning();
      const [admin] = await db
        .insert(users)
        .values({
          username: `${name.toLowerCase()}-admin-${stamp}`,
          email: `${name.toLowerCase()}-admin-${stamp}@bench.local`,
          passwordHash: await hashPassword(PASSWORD),
        })
        .returning();
      await db
        .insert(memberships)
        .values({ userId: admin.id, communityId: community.id, role: 'ADMIN', scope: 'INVITED' });
      const login = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { credential: admin.username, password: PASSWORD },
      });
      return { community, headers: { authorization: `Bearer ${login.json().accessToken}` } };
    }
    const importing = await administeredCommunity('Importing');
    const other = await administeredCommunity('Other');
    await seedBenchMembers(database, other.community.id, OTHER_MEMBERS);
    await database.executeSql('analyze');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const csv = ['first_name,last_name,email,groups'];
    for (let i = 0; i < ROWS; i++)
      csv.push(`${FIRST[i % FIRST.length]},${LAST[i % LAST.length]},import${i}@bench.example,Youth;Elders`);
    step(`importing ${ROWS} rows while another community lists its ${OTHER_MEMBERS} members`);
    const started = await fetch(`${base}/v1/members/import?invite=false`, {
      method: 'POST',
      body: csv.join('\n'),
      headers: { ...importing.headers, 'content-type': 'text/csv' },
    });
    if (started.status !== 202) throw new Error(`import refused: ${await started.text()}`);
    const { id } = (await started.json()) as { id: string };

    /** The list requests' and probes' times while `work` runs. */
    async function timedDuring(work: () => Promise<unknown>) {
      // The requests come from a thread of their own: on PGlite the database runs on this thread, and a timer or
      // a response read here would wait for it, hiding the very stalls being measured.
      const load = new Worker(LOAD, {
        eval: true,
        workerData: {
          everyMs: EVERY_MS,
          list: {
            url: `${base}/v1/members?filter=fullName&dir=asc&offset=0&limit=20`,
            headers: other.headers,
          },
          health: { url: `${base}/health`, headers: {} },
        },
      });
      const results = new Promise<{ list: number[]; health: number[]; errors: string[] }>(
        (resolve, reject) => {
          load.once('message', resolve);
          load.once('error', reject);
        },
      );
      const t0 = performance.now();
      try {
        await work();
      } finally {
        load.postMessage('stop');
      }
      const ms = performance.now() - t0;
      const timed = await results;
      await load.terminate();
      if (timed.errors.length) throw new Error(`requests failed: ${timed.errors.slice(0, 3).join('; ')}`);
      return { ms, ...timed };
    }

    // The same requests without an import first: what this machine answers at rest (it may be shared).
    const rest = await timedDuring(() => new Promise((r) => setTimeout(r, 5_000)));
    // The job runs here, in the server's process, as a worker would.
    const during = await timedDuring(() => app.queue.drain());
    const job = (await (
      await fetch(`${base}/v1/members/import/${id}`, { headers: importing.headers })
    ).json()) as { status: string; created: number; updated: number };
    if (job.status !== 'DONE' || job.created !== ROWS || job.updated !== 0)
      throw new Error(`import ended ${JSON.stringify(job)}`);

    const line = (name: string, values: number[], target: number, at: number[]) => {
      const p95 = percentile(values, 95);
      const slow = values.filter((v) => v > 5000).length;
      return (
        `  ${name.padEnd(34)} p95 ${p95.toFixed(0).padStart(6)} ms (target <= ${target} ms: ` +
        `${p95 <= target ? 'met' : 'MISSED'}), max ${Math.max(...values).toFixed(0)} ms, ` +
        `${slow} of ${values.length} over 5 s; at rest p95 ${percentile(at, 95).toFixed(0)} ms`
      );
    };
    console.log(
      `${label}: import of ${ROWS} rows in ${(during.ms / 1000).toFixed(1)} s (created ${job.created}, updated ${job.updated})\n` +
        `${line("another community's members list", during.list, LIST_TARGET_MS, rest.list)}\n` +
        `${line('/health', during.health, HEALTH_TARGET_MS, rest.health)}`,
    );
  } finally {
    await close();
  }
}

await onBothEngines(run, args.engine as 'both' | 'pglite' | 'pg');
