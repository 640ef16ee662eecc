/**
 * Audit trail benchmark (issue 24): what recording the trail costs the write path, in one run, on the embedded
 * database and on PostgreSQL. Two apps over one database, the same in every way but the trail (`auditOff`), take
 * turns so that both meet the same machine (it is shared: a side run alone meets another load): the members
 * import (BENCH_AUDIT_ROWS rows per side, default 20,000, in two imports each, with / without / without / with,
 * from the upload to the job's DONE) and 300 publishes per side, one request at a time, alternating request by
 * request. The import records one trail row when it starts and one when it ends (with its counts), not one per
 * member; a publish records one row in its transaction. Wall time and this process's CPU time are both printed: on
 * the embedded engine the CPU time is all the work and barely moves with the machine's other load; on PostgreSQL
 * the database's work is in its own process, so the wall time is the figure. Target: overhead <= 10 %.
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

const IMPORT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 20_000);
const PUBLISHES = 300;
const TARGET = 0.1;
const PASSWORD = 'bench password 1';

let runs = 0;

interface Spent {
  wall: number;
  cpu: number;
}
const none = (): Spent => ({ wall: 0, cpu: 0 });
/** Adds what `fn` took, wall-clock and this process's CPU, to `into`. */
async function timed<T>(into: Spent, fn: () => Promise<T>): Promise<T> {
  const w0 = performance.now();
  const c0 = process.cpuUsage();
  const out = await fn();
  const c = process.cpuUsage(c0);
  into.wall += performance.now() - w0;
  into.cpu += (c.user + c.system) / 1000;
  return out;
}

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

async function importMembers(
  app: FastifyInstance,
  headers: Record<string, string>,
  tag: string,
  rows: number,
  spent: Spent,
) {
  const csv = ['first_name,last_name,email'];
  for (let i = 0; i < rows; i++)
    csv.push(`${FIRST[i % FIRST.length]},${LAST[i % LAST.length]},${tag}${i}@bench.example`);
  const started = await timed(spent, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/members/import?invite=false',
      payload: csv.join('\n'),
      headers: { ...headers, 'content-type': 'text/csv' },
    });
    if (res.statusCode !== 202) throw new Error(`import refused: ${res.body}`);
    await app.queue.drain();
    return res;
  });
  const job = (
    await app.inject({ method: 'GET', url: `/v1/members/import/${started.json().id}`, headers })
  ).json();
  if (job.status !== 'DONE' || job.created !== rows) throw new Error(`import ended ${JSON.stringify(job)}`);
}

/** News drafts to publish (made untimed). */
async function drafts(app: FastifyInstance, headers: Record<string, string>) {
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
  return ids;
}

async function publishOne(app: FastifyInstance, headers: Record<string, string>, id: string) {
  const res = await app.inject({ method: 'PATCH', url: `/v2/feed/publish/${id}`, headers, payload: {} });
  if (res.statusCode !== 200) throw new Error(`publish refused: ${res.body}`);
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
    const sides = ['with', 'without'] as const;
    const spent = { with: { import: none(), publish: none() }, without: { import: none(), publish: none() } };
    const admins = {
      with: await community(apps.with, database, 'Bench with'),
      without: await community(apps.without, database, 'Bench without'),
    };
    for (const [n, side] of (['with', 'without', 'without', 'with'] as const).entries()) {
      step(`${side} the trail: importing ${IMPORT_ROWS / 2} members`);
      await importMembers(apps[side], admins[side], `${side}${n}-`, IMPORT_ROWS / 2, spent[side].import);
    }
    const ids = {
      with: await drafts(apps.with, admins.with),
      without: await drafts(apps.without, admins.without),
    };
    step(`publishing ${PUBLISHES} items a side, taking turns`);
    for (let i = 0; i < PUBLISHES; i++)
      for (const side of i % 2 ? [...sides].reverse() : sides)
        await timed(spent[side].publish, () => publishOne(apps[side], admins[side], ids[side][i]));

    const pct = (w: number, wo: number) => ((w - wo) / wo) * 100;
    const verdict = (p: number) => (p <= TARGET * 100 ? 'ok' : 'OVER the 10 % target');
    const line = (what: 'import' | 'publish', per: string, n: number) => {
      const w = spent.with[what];
      const wo = spent.without[what];
      const wall = pct(w.wall, wo.wall);
      const cpu = pct(w.cpu, wo.cpu);
      return (
        `  ${what.padEnd(8)} wall: without ${(wo.wall / n).toFixed(2)}, with ${(w.wall / n).toFixed(2)} ${per} ` +
        `(${wall.toFixed(1)} %: ${verdict(wall)}); CPU: without ${(wo.cpu / n).toFixed(2)}, with ` +
        `${(w.cpu / n).toFixed(2)} ${per} (${cpu.toFixed(1)} %: ${verdict(cpu)})`
      );
    };
    console.log(`${label}: ${IMPORT_ROWS} members imported and ${PUBLISHES} items published a side`);
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
