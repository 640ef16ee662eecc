/**
 * App feed benchmark: the moment after a push, when members open the app together. Seeds a community with
 * realistic content (300 items of every kind through the console API: cover images, documents under review,
 * group and recipient audiences, tags, likes) and 2,000 members in 6 groups, signs 100 of them in, then fires
 * GET /app/v1/feed?limit=20 from 200 concurrent connections, each member on two (a bounded number of requests,
 * load in a worker process, bench/feed-measure.ts) against the real server listening on 127.0.0.1. On the
 * embedded database and on PostgreSQL (DATABASE_URL, or a throwaway cluster from scripts/with-postgres.mjs).
 * Target: p95 <= 100 ms on PostgreSQL. As many requests as are measured warm the server up first. Prints
 * p50/p95/p99, the rate (from the load generator's own clock) and the CPU per request of the server and of the load
 * generator (both share the cores).
 * Languages (issue 23): the community publishes in English (default), Plains Cree syllabics and French, every item
 * has its three versions, and the signed-in members read in Cree, French or the default (a third each);
 * BENCH_FEED_LANGUAGES=1 seeds one language only, as before.
 * Usage: npm run bench:feed (BENCH_FEED_REQUESTS, default 4000 on PostgreSQL and a quarter on PGlite;
 * BENCH_FEED_ENGINE=postgres with DATABASE_URL, or =pglite, runs one half only).
 */
import { openDatabase, type Database } from '../src/db/client';
import { attachments, communities, groupMembers, groups, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from '../src/demo/demo-names';
import { consoleHeaders, onBothEngines, startBenchApp } from './engines';
import { measureFeed } from './feed-measure';
import { percentile } from './timing';

const CONNECTIONS = 200;
const REQUESTS = Number(process.env.BENCH_FEED_REQUESTS ?? 4000);
const ITEMS = 300;
const MEMBERS = 2_000;
const SIGNED_IN = 100;
const GROUP_NAMES = ['Youth', 'Elders', 'Council', 'Staff', 'Housing', 'Education'];
const KINDS = ['news', 'events', 'jobs', 'documents', 'news'];
const TARGET_MS = 100;
const LANGUAGES = Number(process.env.BENCH_FEED_LANGUAGES ?? 3);
const VERSIONS = [
  {
    language: 'crk',
    headline: 'ᑖᓂᓯ ᑭᐦᒋ ᐊᔭᐦᐃᐤ',
    tagline: 'ᐅᑳᐏᒪᐤ ᐊᐢᑭᕀ',
    body: `<p>${'ᒥᑯᐢᑳᑕᐏᐢᑭᐘᐤ ᐊᔭᐦᐃᐤ᙮ '.repeat(20)}</p>`,
  },
  {
    language: 'fr',
    headline: 'Nouvelles de la communauté',
    tagline: 'Ce que les membres doivent savoir',
    body: `<p>${'Détails pour les membres. '.repeat(20)}</p>`,
  },
];
const PASSWORD = 'bench password 1';

function kindBody(kind: string, i: number, cover: string | null, file: string) {
  const common = {
    headline: `${kind} ${i}: ${DEMO_LAST_NAMES[i % DEMO_LAST_NAMES.length]} community update`,
    tagline: 'What members need to know this week',
    tags: [GROUP_NAMES[i % GROUP_NAMES.length], i % 2 ? 'Announcements' : 'Culture'],
    coverImage: cover,
    body: `<p>${'Details for members. '.repeat(20)}</p>`,
  };
  if (kind === 'events')
    return {
      ...common,
      location: 'Community hall',
      dateTimes: [
        { date: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`, startTime: '18:00', endTime: '21:00' },
      ],
    };
  if (kind === 'jobs')
    return {
      ...common,
      employer: 'Band office',
      position: 'Coordinator',
      external_url: 'https://jobs.example.org',
    };
  if (kind === 'documents')
    return {
      ...common,
      attachment: file,
      approval: { emails: ['chief@bench.example', 'clerk@bench.example'] },
    };
  return common;
}

async function run(label: string, database: Database) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  const { app, close } = await startBenchApp(database, 'gathering-bench-feed-');
  try {
    const db = database.db;
    const slug = `bench-feed-${Date.now()}`;
    const [community] = await db.insert(communities).values({ name: 'Bench', slug }).returning();
    const passwordHash = await hashPassword(PASSWORD);
    const [admin] = await db
      .insert(users)
      .values({ username: `${slug}-admin`, email: `admin@${slug}.local`, passwordHash })
      .returning();
    await db
      .insert(memberships)
      .values({ userId: admin.id, communityId: community.id, role: 'ADMIN', scope: 'INVITED' });
    const headers = await consoleHeaders(app, admin.username, PASSWORD);

    step('seeding members and groups');
    const first = `(array['${DEMO_FIRST_NAMES.join("','")}'])`;
    const last = `(array['${DEMO_LAST_NAMES.join("','")}'])`;
    await database.executeSql(
      `insert into users (username, email, first_name, last_name, password_hash)
       select 'feed' || g, 'feed' || g || '@bench.example', ${first}[1 + g % ${DEMO_FIRST_NAMES.length}],
              ${last}[1 + g % ${DEMO_LAST_NAMES.length}], $1
       from generate_series(1, ${MEMBERS}) g`,
      [passwordHash],
    );
    const members = await database.executeSql(
      `insert into memberships (user_id, community_id, scope)
       select id, $1, 'IMPORTED' from users where email like 'feed%@bench.example' order by username
       returning id`,
      [community.id],
    );
    const memberIds = members.rows.map((r) => r.id as string);
    const groupRows = await db
      .insert(groups)
      .values(GROUP_NAMES.map((name) => ({ communityId: community.id, name, slug: name.toLowerCase() })))
      .returning();
    // Each member in one or two groups.
    await db.insert(groupMembers).values(
      memberIds.flatMap((membershipId, i) =>
        [groupRows[i % 6], ...(i % 3 === 0 ? [groupRows[(i + 1) % 6]] : [])].map((g) => ({
          groupId: g.id,
          membershipId,
        })),
      ),
    );
    const file = (purpose: string, name: string, mimeType: string) => ({
      communityId: community.id,
      purpose,
      filePath: `bench/${name}`,
      mimeType,
      fileSize: 120_000,
      originalName: name,
      fileName: name,
      fileUrl: `http://gathering.bench/files/bench/${name}`,
      displayName: name,
    });
    const files = await db
      .insert(attachments)
      .values(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? file('COVER', `cover-${i}.png`, 'image/png')
            : file('DOCUMENT', `doc-${i}.pdf`, 'application/pdf'),
        ),
      )
      .returning();
    const covers = files.filter((f) => f.purpose === 'COVER');
    const docs = files.filter((f) => f.purpose === 'DOCUMENT');

    if (LANGUAGES > 1) {
      const set = await app.inject({
        method: 'PUT',
        url: '/v1/community/languages',
        headers,
        payload: {
          languages: [
            { tag: 'en', name: 'English', script: 'Latn', isDefault: true },
            { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans' },
            { tag: 'fr', name: 'Français', script: 'Latn' },
          ],
        },
      });
      if (set.statusCode !== 200) throw new Error(`languages refused: ${set.body}`);
    }
    step(`seeding ${ITEMS} items in ${LANGUAGES} language(s) through the console API`);
    for (let i = 0; i < ITEMS; i++) {
      const kind = KINDS[i % KINDS.length];
      const cover = i % 3 ? covers[i % covers.length].id : null;
      const saved = await app.inject({
        method: 'POST',
        url: `/v1/base/${kind}`,
        headers,
        payload: {
          ...kindBody(kind, i, cover, docs[i % docs.length].id),
          translations: VERSIONS.slice(0, LANGUAGES - 1),
        },
      });
      if (saved.statusCode !== 200) throw new Error(`${kind} refused: ${saved.body}`);
      // Mostly every member; some for groups, a few for named recipients, some open to guests.
      const audience =
        i % 10 === 1
          ? { groups: [groupRows[i % 6].id, groupRows[(i + 2) % 6].id] }
          : i % 10 === 2
            ? { recipients: memberIds.filter((_, j) => j % 7 === i % 7).slice(0, 300) }
            : { open: i % 4 === 0 };
      const published = await app.inject({
        method: 'PATCH',
        url: `/v2/feed/publish/${saved.json().id}`,
        headers,
        payload: audience,
      });
      if (published.statusCode !== 200) throw new Error(`publish refused: ${published.body}`);
      if (i % 50 === 0)
        await app.inject({ method: 'PATCH', url: `/v1/feedItem/pinned/${saved.json().id}`, headers });
    }
    // Likes: each member liked a few of the newest items.
    await database.executeSql(
      `insert into feed_item_likes (feed_item_id, membership_id)
       select f.id, m.id from memberships m
       join lateral (select id from feed_items where community_id = $1 order by feed_rank desc limit 40) f on true
       where m.community_id = $1 and random() < 0.15 on conflict do nothing`,
      [community.id],
    );
    await database.executeSql('analyze');

    step(`signing ${SIGNED_IN} members in`);
    const tokens: string[] = [];
    for (let i = 0; i < SIGNED_IN; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/app/v1/auth/sign-in',
        payload: { credential: `feed${i * 7 + 1}`, password: PASSWORD, communitySlug: slug },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in refused: ${res.body}`);
      tokens.push(res.json().accessToken);
      // A third read in Cree, a third in French, a third in the default language.
      if (LANGUAGES > 1 && i % 3 < 2) {
        const chosen = await app.inject({
          method: 'PUT',
          url: '/app/v1/me/languages',
          headers: { authorization: `Bearer ${res.json().accessToken}` },
          payload: { languages: [VERSIONS[i % 3].language] },
        });
        if (chosen.statusCode !== 200) throw new Error(`languages refused: ${chosen.body}`);
      }
    }
    const check = await app.inject({
      method: 'GET',
      url: '/app/v1/feed?limit=20',
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    if (check.statusCode !== 200 || check.json().data.length !== 20)
      throw new Error(`feed answered ${check.statusCode}: ${check.body.slice(0, 200)}`);
    // The first member reads Cree: their page must be in it.
    if (LANGUAGES > 1 && check.headers['content-language'] !== 'crk')
      throw new Error(`feed answered in ${String(check.headers['content-language'])}, not crk`);

    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // The embedded database serves one query at a time: a quarter of the requests keeps its run short.
    const requests = label === 'PostgreSQL' ? REQUESTS : Math.ceil(REQUESTS / 4);
    step(`warming up, then ${requests} requests from ${CONNECTIONS} connections`);
    const r = await measureFeed(`${base}/app/v1/feed?limit=20`, tokens, CONNECTIONS, requests);
    const cpuPerRequest = r.serverCpuPerRequest;
    const p95 = percentile(r.times, 95);
    const verdict = label === 'PostgreSQL' ? (p95 <= TARGET_MS ? ' ok' : ' OVER') : '';
    console.log(
      `${label}: GET /app/v1/feed?limit=20, ${CONNECTIONS} concurrent, ${r.times.length} requests in ` +
        `${r.seconds.toFixed(1)} s (${Math.round(r.times.length / r.seconds)} req/s): p50 ${percentile(r.times, 50).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, p99 ${percentile(r.times, 99).toFixed(1)} ms` +
        (r.errors ? `, ${r.errors} errors (timeouts past 60 s, resets)` : '') +
        `; server CPU ${cpuPerRequest.toFixed(2)} ms per request` +
        // The load generator shares the two cores with the server and the database: its cost bounds the rate too.
        ` (load generator ${(r.cpu / r.times.length).toFixed(2)} ms)` +
        ` (target p95 <= ${TARGET_MS} ms on PostgreSQL)${verdict}`,
    );
  } finally {
    await close();
  }
}

// BENCH_FEED_ENGINE=postgres (with DATABASE_URL) or =pglite runs one half only, while iterating on one figure.
if (process.env.BENCH_FEED_ENGINE === 'postgres' && process.env.DATABASE_URL)
  await run('PostgreSQL', await openDatabase({ url: process.env.DATABASE_URL }));
else if (process.env.BENCH_FEED_ENGINE === 'pglite') await onBothEngines(run, 'pglite');
else await onBothEngines(run);
