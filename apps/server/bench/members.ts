/**
 * Members benchmark: the time to import 10,000 CSV rows (through the queued import job), then the p95 of the
 * members table's requests (GET /v1/members) over ~95,000 members of one community (and 5,000 of another):
 * every sort column in both directions, without a search and with search terms from selective to one that
 * matches every member, on the first pages, with this process's CPU time per request (all of the work on the
 * embedded engine, the app's share on PostgreSQL). On the embedded database and on PostgreSQL (DATABASE_URL, or a
 * throwaway cluster from scripts/with-postgres.mjs). Target: p95 <= 50 ms for every sort and every term.
 * Usage: npm run bench:members
 */
import type { Database } from '../src/db/client';
import { communities, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { consoleHeaders, onBothEngines, startBenchApp } from './engines';
import { percentile } from './timing';
import { BENCH_FIRST_NAMES as FIRST, BENCH_LAST_NAMES as LAST, seedBenchMembers } from './seed-members';

const IMPORT_ROWS = 10_000;
const SEARCH_MEMBERS = 100_000;
const TARGET_MS = 50;
const OTHER_MEMBERS = 5_000;
const PASSWORD = 'bench password 1';

const GROUPS = ['Youth', 'Elders', 'Council', 'Staff', 'Housing', 'Education'];
const SORTS = [
  'createdOn',
  'fullName',
  'firstName',
  'lastName',
  'username',
  'email',
  'lastLogin',
  'role',
  'scope',
  'status',
];
// '' is the list without a search; '@bench.example' matches every member; 'zz-none' matches nobody.
const TERMS = [
  '',
  '@bench.example',
  'e',
  'cardinal',
  'aiyana mor',
  'sage',
  'member12',
  'member4711',
  'zz-none',
];
const PAGES = [0, 1, 4];

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  const { app, close } = await startBenchApp(database, 'gathering-bench-');
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
    const headers = await consoleHeaders(app, admin.username, PASSWORD);

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

    // 2. Seed up to 100,000 members in a few set-based statements: joined over the last two years, half of them
    // signed in lately, a few administrators; and another community's members the queries must skip.
    step(`imported in ${(importMs / 1000).toFixed(2)} s; seeding`);
    const f = `(array['${FIRST.join("','")}'])`;
    const l = `(array['${LAST.join("','")}'])`;
    const s0 = performance.now();
    await seedBenchMembers(database, community.id, SEARCH_MEMBERS - IMPORT_ROWS - 1);
    const [other] = await db
      .insert(communities)
      .values({ name: 'Other', slug: `other-${Date.now()}` })
      .returning();
    await database.executeSql(
      `insert into users (username, email, first_name, last_name)
       select 'other' || g, 'other' || g || '@other.example', ${f}[1 + g % ${FIRST.length}], ${l}[1 + g % ${LAST.length}]
       from generate_series(1, ${OTHER_MEMBERS}) g`,
    );
    await database.executeSql(
      `insert into memberships (user_id, community_id, scope)
       select id, '${other.id}', 'IMPORTED' from users where email like 'other%@other.example'`,
    );
    await database.executeSql('analyze');
    const seedMs = performance.now() - s0;

    // 3. The members table's requests: every sort, both directions, each term, a few pages; warmed once.
    step(`seeded in ${(seedMs / 1000).toFixed(1)} s; listing`);
    const bySort = new Map<string, number[]>();
    const byTerm = new Map<string, number[]>();
    const all: number[] = [];
    // This process's CPU time per request: on the embedded engine that is all the work (the database runs in
    // this process), a figure a machine shared with other jobs hardly changes, unlike the wall-clock time.
    const cpuBySort = new Map<string, number[]>();
    const cpuByTerm = new Map<string, number[]>();
    const cpuAll: number[] = [];
    let capped = 0;
    for (const warm of [true, false])
      for (const term of TERMS)
        for (const sort of SORTS)
          for (const dir of ['asc', 'desc'])
            for (const offset of warm ? [0] : PAGES) {
              const search = term ? `&search=${encodeURIComponent(term)}` : '';
              const q0 = performance.now();
              const c0 = process.cpuUsage();
              const res = await app.inject({
                method: 'GET',
                url: `/v1/members?filter=${sort}&dir=${dir}&offset=${offset}&limit=20${search}`,
                headers,
              });
              const ms = performance.now() - q0;
              const used = process.cpuUsage(c0);
              const cpu = (used.user + used.system) / 1000;
              if (res.statusCode !== 200) throw new Error(`list failed: ${res.body}`);
              if (warm) continue;
              if (res.json().meta.capped) capped++;
              all.push(ms);
              bySort.set(sort, [...(bySort.get(sort) ?? []), ms]);
              byTerm.set(term, [...(byTerm.get(term) ?? []), ms]);
              cpuAll.push(cpu);
              cpuBySort.set(sort, [...(cpuBySort.get(sort) ?? []), cpu]);
              cpuByTerm.set(term, [...(cpuByTerm.get(term) ?? []), cpu]);
            }
    const total = (await app.inject({ method: 'GET', url: '/v1/members?limit=1', headers })).json().meta
      .total;
    const line = (name: string, times: number[], cpu: number[]) => {
      const p95 = percentile(times, 95);
      return `  ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 <= TARGET_MS ? 'ok  ' : 'OVER'}  cpu p95 ${percentile(cpu, 95).toFixed(1).padStart(6)} ms`;
    };
    const out = [
      `${label}: import of ${IMPORT_ROWS} rows ${(importMs / 1000).toFixed(2)} s; ` +
        `seeded ${total} active members (+${OTHER_MEMBERS} in another community) in ${(seedMs / 1000).toFixed(1)} s; ` +
        `${all.length} list requests (${capped} with a capped search count), target p95 <= ${TARGET_MS} ms`,
      line('all requests', all, cpuAll),
      ...SORTS.map((s) => line(`sort ${s}`, bySort.get(s)!, cpuBySort.get(s)!)),
      ...TERMS.map((t) => line(t ? `search '${t}'` : 'no search', byTerm.get(t)!, cpuByTerm.get(t)!)),
    ];
    console.log(out.join('\n'));
  } finally {
    await close();
  }
}

await onBothEngines(run);
