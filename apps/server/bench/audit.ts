/**
 * Audit trail benchmark (issue 24): what recording the trail costs the write path, in one run, on the embedded
 * database and on PostgreSQL. Two apps over one database, the same in every way but the trail (`auditOff`): each
 * imports 20,000 members (the queued import job, from the upload to DONE) into a community of its own, then
 * publishes 300 news items one request at a time. The import records one trail row when it starts and one when it
 * ends (with its counts), not one per member; a publish records one row in its transaction. Target: overhead
 * <= 10 %. The two sides alternate (with, without, without, with) so neither gets the warm caches alone.
 * Usage: npm run bench:audit [-- pglite|pg]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, type Database } from '../src/db/client';
import { communities, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { onBothEngines } from './engines';
import { BENCH_FIRST_NAMES as FIRST, BENCH_LAST_NAMES as LAST } from './seed-members';

const IMPORT_ROWS = 20_000;
const PUBLISHES = 300;
const TARGET = 0.1;
const PASSWORD = 'bench password 1';

let runs = 0;

/** A community with its administrator, signed in on `app`: answers the bearer header. */
async function community(app: FastifyInstance, database: Database, name: string) {
  const n = ++runs;
  const [c] = await database.db
    .insert(communities)
    .values({ name, slug: `bench-audit-${n}-${Date.now()}` })
    .returning();
  const [admin] = await database.db
    .insert(users)
    .values({
      username: `bench-audit-${n}-${Date.now()}`,
      email: `audit-${n}-${Date.now()}@bench.local`,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await database.db
    .insert(memberships)
    .values({ userId: admin.id, communityId: c.id, role: 'ADMIN', scope: 'INVITED' });
  const login = await app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { credential: admin.username, password: PASSWORD },
  });
  return { authorization: `Bearer ${login.json().accessToken}` };
}

async function importMembers(app: FastifyInstance, headers: Record<string, string>, tag: string) {
  const csv = ['first_name,last_name,email'];
  for (let i = 0; i < IMPORT_ROWS; i++)
    csv.push(`${FIRST[i % FIRST.length]},${LAST[i % LAST.length]},${tag}${i}@bench.example`);
  const t0 = performance.now();
  const started = await app.inject({
    method: 'POST',
    url: '/v1/members/import?invite=false',
    payload: csv.join('\n'),
    headers: { ...headers, 'content-type': 'text/csv' },
  });
  if (started.statusCode !== 202) throw new Error(`import refused: ${started.body}`);
  await app.queue.drain();
  const ms = performance.now() - t0;
  const job = (
    await app.inject({ method: 'GET', url: `/v1/members/import/${started.json().id}`, headers })
  ).json();
  if (job.status !== 'DONE' || job.created !== IMPORT_ROWS)
    throw new Error(`import ended ${JSON.stringify(job)}`);
  return ms;
}

/** The publish requests' total time (the drafts are made first, untimed). */
async function publish(app: FastifyInstance, headers: Record<string, string>) {
  const ids: string[] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers,
      payload: { headline: `Bench ${i}` },
    });
    ids.push(res.json().id);
  }
  const t0 = performance.now();
  for (const id of ids) {
    const res = await app.inject({ method: 'PATCH', url: `/v2/feed/publish/${id}`, headers, payload: {} });
    if (res.statusCode !== 200) throw new Error(`publish refused: ${res.body}`);
  }
  return performance.now() - t0;
}

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  await migrateDatabase(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-audit-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://gathering.bench',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  const apps = {
    with: await buildApp({ config, database, logger: false }),
    without: await buildApp({ config, database, logger: false, auditOff: true }),
  };
  try {
    for (const app of Object.values(apps)) {
      await app.ready();
      await app.queue.start({ work: false });
    }
    const times = { with: { import: 0, publish: 0 }, without: { import: 0, publish: 0 } };
    for (const side of ['with', 'without', 'without', 'with'] as const) {
      const headers = await community(apps[side], database, `Bench ${side}`);
      step(`${side} the trail: importing ${IMPORT_ROWS} members`);
      times[side].import += await importMembers(apps[side], headers, `${side}${runs}-`);
      step(`${side} the trail: publishing ${PUBLISHES} items`);
      times[side].publish += await publish(apps[side], headers);
    }
    const line = (what: 'import' | 'publish', per: string, n: number) => {
      const w = times.with[what] / 2;
      const wo = times.without[what] / 2;
      const overhead = (w - wo) / wo;
      return `  ${what.padEnd(8)} without ${(wo / n).toFixed(2)} ${per}, with ${(w / n).toFixed(2)} ${per}: overhead ${(overhead * 100).toFixed(1)} % ${overhead <= TARGET ? '(<= 10 %: ok)' : '(> 10 %: OVER TARGET)'}`;
    };
    console.log(`${label}:`);
    console.log(line('import', 'ms per 1,000 rows', IMPORT_ROWS / 1000));
    console.log(line('publish', 'ms per publish', PUBLISHES));
  } finally {
    for (const app of Object.values(apps)) await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv[2] === 'pglite' || process.argv[2] === 'pg' ? process.argv[2] : 'both';
await onBothEngines(run, only);
