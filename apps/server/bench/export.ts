/**
 * Community export benchmark (issue 24): a community of 50,000 members, 10,000 items and 1 GB of files exported by
 * the `community.export` job, as an administrator asks for it (POST /v1/community/exports), into the encrypted
 * archive. Prints rows/s, MB/s (entries before compression), the process's peak RSS and its growth over the
 * export against the target: <= 15 minutes with flat memory. Seeded fast: set-based SQL, files written straight into
 * the disk store. The embedded engine in a data folder by default; `-- --both` adds PostgreSQL.
 * Usage: npm run bench:export [-- --both] [-- --files-mb 1024]
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../src/db/client';
import { communities, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { onBothEngines, startBenchApp } from './engines';
import { seedBenchMembers } from './seed-members';

const { values } = parseArgs({
  options: {
    both: { type: 'boolean', default: false },
    members: { type: 'string', default: '50000' },
    items: { type: 'string', default: '10000' },
    'files-mb': { type: 'string', default: '1024' },
  },
});
const MEMBERS = Number(values.members);
const ITEMS = Number(values.items);
const FILES_MB = Number(values['files-mb']);
const FILE_MB = 1;
const TARGET_S = 15 * 60;
const PASSWORD = 'bench password 1';
const mb = (bytes: number) => bytes / 1_048_576;

/** Files of FILE_MB random bytes (incompressible, as photos and PDFs are) in the disk store, and their rows. */
async function seedFiles(database: Database, dataDir: string, communityId: string, userId: string) {
  const count = Math.round(FILES_MB / FILE_MB);
  const root = join(dataDir, 'uploads');
  for (let i = 0; i < count; i++) {
    const key = `communities/${communityId}/bench-${i}.pdf`;
    await mkdir(dirname(join(root, key)), { recursive: true });
    await mkdir(dirname(join(root, '.meta', key)), { recursive: true });
    await writeFile(join(root, key), randomBytes(FILE_MB * 1_048_576));
    await writeFile(join(root, '.meta', `${key}.json`), JSON.stringify({ contentType: 'application/pdf' }));
  }
  await database.executeSql(
    `insert into attachments (community_id, purpose, file_path, mime_type, file_size, original_name, file_name,
                              file_url, display_name, created_by)
     select $1::uuid, 'DOCUMENT', 'communities/' || $1::text || '/bench-' || g || '.pdf', 'application/pdf', $3::int,
            'bench-' || g || '.pdf', 'bench-' || g || '.pdf',
            'files/communities/' || $1::text || '/bench-' || g || '.pdf', 'Bench document ' || g, $2::uuid
     from generate_series(0, ${count - 1}) g`,
    [communityId, userId, FILE_MB * 1_048_576],
  );
  return count;
}

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  const { app, close, dataDir } = await startBenchApp(database, 'gathering-bench-export-');
  try {
    const db = database.db;
    const [community] = await db
      .insert(communities)
      .values({ name: 'Bench Nation', slug: `bench-${Date.now()}` })
      .returning();
    const [admin] = await db
      .insert(users)
      .values({
        username: 'bench-admin',
        email: 'admin@bench.local',
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    await db
      .insert(memberships)
      .values({ userId: admin.id, communityId: community.id, role: 'ADMIN', scope: 'INVITED' });
    let started = performance.now();
    await seedBenchMembers(database, community.id, MEMBERS);
    await database.executeSql(
      `insert into feed_items (community_id, kind, headline, tagline, status, data, created_by, published_on)
       select $1, (array['NEWS','EVENT','JOB','FORM','DOCUMENT'])[1 + g % 5], 'Bench item ' || g,
              'A line about item ' || g, 'PUBLISHED', jsonb_build_object('body', repeat('Words of the item. ', 20)),
              $2, now() - g * interval '1 hour'
       from generate_series(1, ${ITEMS}) g`,
      [community.id, admin.id],
    );
    const files = await seedFiles(database, dataDir, community.id, admin.id);
    step(
      `seeded ${MEMBERS} members, ${ITEMS} items, ${files} files (${FILES_MB} MB) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { credential: 'bench-admin', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    started = performance.now();
    const asked = await app.inject({ method: 'POST', url: '/v1/community/exports', headers });
    if (asked.statusCode !== 202) throw new Error(`export request: ${asked.statusCode} ${asked.body}`);
    await app.queue.drain();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const [done] = (await app.inject({ method: 'GET', url: '/v1/community/exports', headers })).json()
      .data as {
      status: string;
      rowsDone: number;
      filesDone: number;
      bytes: number;
    }[];
    if (done.status !== 'READY') throw new Error(`the export ended ${done.status}`);
    const ok = seconds <= TARGET_S;
    console.log(
      [
        `${label}: exported ${done.rowsDone.toLocaleString('en')} rows and ${done.filesDone} files (${mb(done.bytes).toFixed(0)} MB) in ${seconds.toFixed(1)} s (target <= ${TARGET_S} s): ${ok ? 'PASS' : 'FAIL'}`,
        `  ${(done.rowsDone / seconds).toFixed(0)} rows/s overall, ${(mb(done.bytes) / seconds).toFixed(1)} MB/s`,
        `  RSS ${mb(before).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB (+${mb(peak - before).toFixed(0)} MB over the export of ${mb(done.bytes).toFixed(0)} MB)`,
      ].join('\n'),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await close();
  }
}

await onBothEngines(run, values.both ? 'both' : 'pglite');
