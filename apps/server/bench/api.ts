// `npm run bench:api`: requests per second of GET /v1/users/me (JWT check + one indexed query on the embedded
// database) against a bare Fastify hello-world, in the same run on the same machine. Target ratio: >= 0.30.
// BENCH_SECONDS (10) and BENCH_CONNECTIONS (20) change the load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { communities, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET = 0.3;

// The load runs in a worker thread, so it does not take the server's event loop.
async function measure(url: string, headers: Record<string, string>, duration: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A bare Fastify hello-world: the ceiling of this machine for one Node process. */
async function helloWorld() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return { url: `${await listen(app)}/`, headers: {}, close: () => app.close() };
}

/** The real app on an in-memory PGlite, migrated, with one community administrator signed in. */
async function realApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-'));
  const database = await openDatabase({ dataDir: null });
  await migrateDatabase(database);
  const password = 'bench password';
  const [community] = await database.db
    .insert(communities)
    .values({ name: 'Bench Nation', slug: 'bench-nation', logo: '/files/bench.png' })
    .returning();
  const [user] = await database.db
    .insert(users)
    .values({
      username: 'bench-admin',
      email: 'bench-admin@example.org',
      firstName: 'Bench',
      lastName: 'Admin',
      passwordHash: await hashPassword(password),
    })
    .returning();
  await database.db.insert(memberships).values({ userId: user.id, communityId: community.id, role: 'ADMIN' });

  // Request logging off, as for the hello-world: the comparison is about the work of the request.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'no-web') });
  const app = await buildApp({ config, database, logger: false });
  const base = await listen(app);
  const login = await app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { credential: 'bench-admin', password },
  });
  const { accessToken } = login.json() as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const check = await app.inject({ method: 'GET', url: '/v1/users/me', headers });
  if (check.statusCode !== 200) throw new Error(`GET /v1/users/me answered ${check.statusCode}`);
  return {
    url: `${base}/v1/users/me`,
    headers,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Both servers run at once and are measured in alternating rounds, so a busy moment of a shared machine
// weighs on both figures alike.
const ROUNDS = 2;
console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION} s per target in ${ROUNDS} alternating rounds, load in a worker thread\n`,
);
const targets = { hello: await helloWorld(), api: await realApp() };
const totals = { hello: { requests: 0, p99: 0 }, api: { requests: 0, p99: 0 } };
for (let round = 0; round < ROUNDS; round++) {
  for (const key of ['hello', 'api'] as const) {
    const r = await measure(targets[key].url, targets[key].headers, DURATION / ROUNDS);
    totals[key].requests += r.requests.total;
    totals[key].p99 = Math.max(totals[key].p99, r.latency.p99);
  }
}
await targets.hello.close();
await targets.api.close();

const perSecond = (n: number) => n / DURATION;
const hello = perSecond(totals.hello.requests);
const api = perSecond(totals.api.requests);
const fmt = (n: number) => n.toFixed(0).padStart(7);
console.log(`bare Fastify hello-world   ${fmt(hello)} req/s   (p99 ${totals.hello.p99} ms)`);
console.log(`GET /v1/users/me (PGlite)  ${fmt(api)} req/s   (p99 ${totals.api.p99} ms)`);
const ratio = api / hello;
console.log(
  `\nratio ${ratio.toFixed(2)}  target >= ${TARGET.toFixed(2)}: ${ratio >= TARGET ? 'met' : 'NOT met'}`,
);
// The figures are the output; a ratio under the target is reported, not an error of the run.
process.exit(0);
