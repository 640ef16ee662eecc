/**
 * Members benchmark: the time to import 10,000 CSV rows (through the queued import job), and the p95 of a
 * members search (GET /v1/members?search=...) over 100,000 members, on the embedded database and on
 * PostgreSQL (DATABASE_URL, or a throwaway cluster from scripts/with-postgres.mjs).
 * Usage: npm run bench:members
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { communities, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from '../src/modules/bootstrap/demo-names';

const IMPORT_ROWS = 10_000;
const SEARCH_MEMBERS = 100_000;
const SEARCHES = 200;
const PASSWORD = 'bench password 1';

const FIRST = DEMO_FIRST_NAMES.slice(0, 12);
const LAST = DEMO_LAST_NAMES.slice(0, 9);
const GROUPS = ['Youth', 'Elders', 'Council', 'Staff', 'Housing', 'Education'];
const TERMS = [
  'cardinal',
  'aiyana mor',
  'sage',
  'bear',
  'member12',
  'nepinak',
  'thunder',
  '@bench.example',
  'zz-none',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  await migrateDatabase(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://gathering.bench',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.queue.start({ work: false });
  try {
    const db = database.db;
    const [community] = await db
      .insert(communities)
      .values({ name: 'Bench', slug: `bench-${Date.now()}` })
      .returning();
    const [admin] = await db
      .insert(users)
      .values({
        username: `bench-admin-${Date.now()}`,
        email: `admin-${Date.now()}@bench.local`,
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
    const headers = { authorization: `Bearer ${login.json().accessToken}` };

    // 1. Import 10,000 rows: from the upload to the job's DONE.
    const csv = ['first_name,last_name,email,groups'];
    for (let i = 0; i < IMPORT_ROWS; i++)
      csv.push(
        `${FIRST[i % FIRST.length]},${LAST[i % LAST.length]},import${i}@bench.example,${GROUPS[i % GROUPS.length]};${GROUPS[(i + 1) % GROUPS.length]}`,
      );
    step('importing');
    const t0 = performance.now();
    const started = await app.inject({
      method: 'POST',
      url: '/v1/members/import?invite=false',
      payload: csv.join('\n'),
      headers: { ...headers, 'content-type': 'text/csv' },
    });
    if (started.statusCode !== 202) throw new Error(`import refused: ${started.body}`);
    await app.queue.drain();
    const importMs = performance.now() - t0;
    const job = (
      await app.inject({ method: 'GET', url: `/v1/members/import/${started.json().id}`, headers })
    ).json();
    if (job.status !== 'DONE' || job.created !== IMPORT_ROWS)
      throw new Error(`import ended ${JSON.stringify(job)}`);

    // 2. Seed up to 100,000 members in a few set-based statements.
    step(`imported in ${(importMs / 1000).toFixed(2)} s; seeding`);
    const more = SEARCH_MEMBERS - IMPORT_ROWS - 1;
    const f = `(array['${FIRST.join("','")}'])`;
    const l = `(array['${LAST.join("','")}'])`;
    const s0 = performance.now();
    await database.executeSql(
      `insert into users (username, email, first_name, last_name)
       select 'member' || g, 'member' || g || '@bench.example', ${f}[1 + g % ${FIRST.length}], ${l}[1 + (g / 7) % ${LAST.length}]
       from generate_series(1, ${more}) g`,
    );
    await database.executeSql(
      `insert into memberships (user_id, community_id, scope, status)
       select id, '${community.id}', 'IMPORTED', case when random() < 0.05 then 'INACTIVE' else 'ACTIVE' end
       from users where email like 'member%@bench.example'`,
    );
    await database.executeSql('analyze');
    const seedMs = performance.now() - s0;

    // 3. Searches, as the members table sends them.
    step(`seeded in ${(seedMs / 1000).toFixed(1)} s; searching`);
    const times: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const term = TERMS[i % TERMS.length];
      const q0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/v1/members?search=${encodeURIComponent(term)}&offset=${i % 3}&filter=fullName&dir=asc`,
        headers,
      });
      times.push(performance.now() - q0);
      if (res.statusCode !== 200) throw new Error(`search failed: ${res.body}`);
    }
    const total = (await app.inject({ method: 'GET', url: '/v1/members?limit=1', headers })).json().meta
      .total;
    console.log(
      `${label}: import of ${IMPORT_ROWS} rows ${(importMs / 1000).toFixed(2)} s; ` +
        `seeded ${total} active members in ${(seedMs / 1000).toFixed(1)} s; ` +
        `members search p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${SEARCHES} searches)`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('embedded (PGlite)', await openDatabase({ dataDir: null }));

let url = process.env.DATABASE_URL;
let stop: (() => void) | undefined;
if (!url) {
  try {
    const script = '../../../scripts/with-postgres.mjs';
    const { startCluster } = (await import(script)) as {
      startCluster(): Promise<{ url: string; stop(): void }>;
    };
    ({ url, stop } = await startCluster());
  } catch (err) {
    console.log(`PostgreSQL: skipped (${(err as Error).message})`);
  }
}
if (url) {
  try {
    await run('PostgreSQL', await openDatabase({ url }));
  } finally {
    stop?.();
  }
}
