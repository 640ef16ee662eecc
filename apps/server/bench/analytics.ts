/**
 * Analytics benchmark (issue 12): loads N activity events (default 10 million: 100 communities over one year,
 * sizes and item popularity skewed, more activity lately) generated in SQL, rolls them up (the catch-up rate in
 * events/s), leaves a fresh tail of not-yet-rolled events as a running server has, then prints the p95 over ~50
 * runs of: a community's 30-day series and top items (a year), the community console's analytics screen as its
 * routes answer it for the longest period (count, top content with each contender's unique viewers, insights, guest
 * activity), the platform overview (several metrics over every community for a month), the per-community table
 * (100 rows: five totals and the daily actives), and the same 30-day series computed from the raw events (and how
 * much slower that is). Targets (issue 38): a community's figures p95 <= 50 ms, the platform's <= 150 ms.
 *
 * Usage: npm run bench:analytics [-- --engine pg|pglite|both] [--events N] [--pglite-events N]
 * PostgreSQL is DATABASE_URL, else a throwaway cluster (scripts/with-postgres.mjs). The embedded database holds
 * everything in memory: it loads 1 million events unless told otherwise (--pglite-events), and says so.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { addDays } from '../src/lib/zoned-time';
import { rollupAll } from '../src/modules/analytics/rollup.repository';
import { thirtyDaySeries, timeAnalytics, todayIn } from './analytics-queries';
import { percentile, timed } from './timing';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    events: { type: 'string', default: '10000000' },
    'pglite-events': { type: 'string' },
    runs: { type: 'string', default: '50' },
    // Keep the PostgreSQL database afterwards (to look at plans); its name is printed.
    keep: { type: 'boolean', default: false },
    // Query the database an earlier --keep run left (no load, no roll-up): measure again after tuning.
    reuse: { type: 'string' },
  },
});
const EVENTS = Number(args.events);
const PGLITE_EVENTS = Number(args['pglite-events'] ?? Math.min(EVENTS, 1_000_000));
const RUNS = Number(args.runs);
const COMMUNITIES = 100;
const CHUNK = 50_000;
const TAIL = 5_000;
const ZONES = ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Halifax', 'Europe/Paris'];

/**
 * Communities, their members, guests and feed items, in a few set-based statements. Community k's share of the
 * activity is ~ 1/k^0.9 (a few large communities, a long tail); members, guests and items follow its size.
 */
async function seedPeople(database: Database) {
  const sql = (text: string) => database.executeSql(text);
  await sql(`insert into communities (name, slug, time_zone, created_at)
    select 'Bench ' || k, 'bench-' || k, (array['${ZONES.join("','")}'])[1 + k % ${ZONES.length}], now() - interval '400 days'
    from generate_series(1, ${COMMUNITIES}) k`);
  // One community in five keeps no zone (counted in America/Toronto).
  await sql(`update communities set time_zone = null where slug ~ '^bench-[0-9]*[05]$'`);
  await sql(`create table bench_c as
    select row_number() over (order by c.slug::text collate "C") - 1 as idx, c.id,
      1 / power(split_part(c.slug, '-', 2)::int, 0.9) as weight
    from communities c where c.slug like 'bench-%'`);
  await sql(`alter table bench_c add column size int`);
  await sql(`update bench_c set size = greatest(20, (weight * 3000)::int)`);
  await sql(`alter table bench_c add column guests int, add column items int, add column lower float8`);
  await sql(`update bench_c set guests = greatest(10, size / 2), items = greatest(10, size / 10)`);
  // Ids derived from (community, number), so the event generator names a random member, guest or item without
  // looking one up (reading arrays of ids from a table per event made loading ten times slower).
  await sql(`insert into users (username, email)
    select 'bench-' || b.idx || '-' || g, 'bench-' || b.idx || '-' || g || '@bench.example'
    from bench_c b cross join generate_series(1, b.size) g`);
  await sql(`insert into memberships (id, user_id, community_id, scope)
    select md5('m-' || b.idx || '-' || g)::uuid, u.id, b.id, 'IMPORTED'
    from bench_c b cross join generate_series(1, b.size) g
    join users u on u.username = 'bench-' || b.idx || '-' || g`);
  await sql(`insert into guests (id, community_id, device_id)
    select md5('g-' || b.idx || '-' || g)::uuid, b.id, 'bench-device-' || g
    from bench_c b cross join generate_series(1, b.guests) g`);
  await sql(`insert into feed_items (id, community_id, kind, headline, status)
    select md5('i-' || b.idx || '-' || g)::uuid, b.id, 'NEWS', 'Item ' || g, 'PUBLISHED'
    from bench_c b cross join generate_series(1, b.items) g`);
  // The cumulative shares width_bucket() turns a random() into a community.
  await sql(`update bench_c b set lower = x.lower from (
      select idx, coalesce(sum(weight) over (order by idx rows between unbounded preceding and 1 preceding), 0)
        / sum(weight) over () as lower from bench_c) x
    where x.idx = b.idx`);
}

/**
 * `n` events in one statement (one transaction), with the type mix of a community app, at times between `from`
 * and `to` days ago: chunks go forward in time as a running server records them, and 1% are late (any time in
 * the past year), as an app that was offline sends them.
 */
async function insertEvents(database: Database, n: number, from: number, to: number) {
  // A bulk load of generated rows skips the foreign-key triggers (the generator only picks existing ids); one
  // multi-statement text, so the setting holds on the pool's connection that runs the insert.
  await database.executeSql(`set session_replication_role = replica;
    with ev as (
      select width_bucket(random(), (select array_agg(lower order by idx) from bench_c where idx > 0)) as idx,
        random() as t, random() as a, random() as i, random() as s, random() as d
      from generate_series(1, ${n}) g),
    typed as (
      select ev.*, case
        when t < .50 then 'VIEW' when t < .58 then 'LIKE' when t < .72 then 'APP_OPEN'
        when t < .78 then 'GUEST_SESSION' when t < .88 then 'NOTIFICATION_DELIVERED'
        when t < .92 then 'NOTIFICATION_OPENED' when t < .95 then 'CONVERSION' when t < .96 then 'UNLIKE'
        when t < .97 then 'GUEST_JOINED' when t < .98 then 'MEMBER_SIGNUP' when t < .985 then 'GUEST_UPGRADE'
        when t < .99 then 'NOTIFICATION_SENT' else 'PUBLISH' end as type
      from ev),
    who as (
      select typed.*, case
        when type in ('APP_OPEN', 'MEMBER_SIGNUP') then 'MEMBER'
        when type in ('GUEST_SESSION', 'GUEST_JOINED', 'GUEST_UPGRADE') then 'GUEST'
        when type in ('NOTIFICATION_SENT', 'PUBLISH') then 'NONE'
        when a < .7 then 'MEMBER' else 'GUEST' end as audience
      from typed)
    insert into activity_events (community_id, feed_item_id, membership_id, guest_id, type, audience, detail, at)
    select c.id,
      case when w.type in ('VIEW', 'LIKE', 'UNLIKE', 'CONVERSION', 'PUBLISH', 'NOTIFICATION_OPENED')
        then md5('i-' || c.idx || '-' || (1 + floor(power(w.i, 3) * c.items)))::uuid end,
      case when w.audience = 'MEMBER' then md5('m-' || c.idx || '-' || (1 + floor(power(w.s, 2) * c.size)))::uuid end,
      case when w.audience = 'GUEST' then md5('g-' || c.idx || '-' || (1 + floor(power(w.s, 2) * c.guests)))::uuid end,
      w.type, w.audience,
      case when w.type = 'CONVERSION' then (array['FORM', 'RSVP', 'JOB_LINK'])[1 + floor(w.i * 3)::int]
        when w.type = 'PUBLISH' then case when w.i < .9 then 'CLIENT' else 'ADMIN' end end,
      now() - interval '1 day' * case when w.d < .01 then w.d * 36500 else ${from} - (w.d - .01) / .99 * ${from - to} end
    from who w join bench_c c on c.idx = w.idx;
    set session_replication_role = origin`);
}

async function load(database: Database, events: number, step: (text: string) => void) {
  await migrateDatabase(database);
  step('seeding communities, members, guests, items');
  await seedPeople(database);
  const t0 = performance.now();
  // As pg_restore does: the log's indexes are built once after the load, not row by row.
  const { rows: indexes } = await database.executeSql(
    `select indexdef from pg_indexes where tablename = 'activity_events' and indexname <> 'activity_events_pkey'`,
  );
  await database.executeSql(`alter table activity_events drop constraint activity_events_pkey`);
  for (const { indexdef } of indexes)
    await database.executeSql(`drop index ${(indexdef as string).split(' ')[2]}`);
  for (let done = 0; done < events; done += CHUNK) {
    const days = (d: number) => 365 * (1 - d / events);
    await insertEvents(database, Math.min(CHUNK, events - done), days(done), days(done + CHUNK));
    if ((done / CHUNK) % 20 === 0) step(`${done + CHUNK} events`);
  }
  step('indexing');
  await database.executeSql(`alter table activity_events add primary key (id)`);
  for (const { indexdef } of indexes) await database.executeSql(indexdef as string);
  const loadS = (performance.now() - t0) / 1000;
  await database.executeSql('analyze');

  step(`loaded in ${loadS.toFixed(0)} s; rolling up`);
  const r0 = performance.now();
  const rolled = await rollupAll(database);
  const rollupS = (performance.now() - r0) / 1000;
  // What a running server has: the last minute's events not rolled up yet.
  await insertEvents(database, TAIL, 1 / 1440, 0);
  await database.executeSql('vacuum analyze');

  return { loadS, rolled, rollupS };
}

async function run(label: string, database: Database, events: number, reused = false) {
  const step = (text: string) => process.stderr.write(`[${label}] ${text}\n`);
  try {
    // --reuse: the events of an earlier --keep run, loaded and rolled up already (to measure again after tuning).
    const loaded = reused ? null : await load(database, events, step);
    await database.executeSql('analyze');
    const { rows: cs } = await database.executeSql(
      `select b.id::text as id, coalesce(c.time_zone, 'America/Toronto') as zone
       from bench_c b join communities c on c.id = b.id order by b.idx`,
    );
    const asked = cs.map((c) => ({ id: c.id as string, zone: c.zone as string }));
    // The larger communities get asked more (as their administrators look more): runs cycle the first 10.
    const pick = (i: number) => asked[Math.max(0, i) % 10];

    step('querying');
    const figures = await timeAnalytics(
      database,
      asked.slice(0, 10),
      asked.map((c) => c.id),
      RUNS,
    );
    // The same 30-day series straight from the raw events (what the roll-ups save).
    const raw = await timed(RUNS, (i) => {
      const c = pick(i);
      const to = todayIn(c.zone);
      return database.executeSql(
        `select g.d::date::text as date, count(e.id)::int as count
         from generate_series($2::date, $3::date, interval '1 day') g(d)
         left join activity_events e on e.community_id = $1 and e.type = 'VIEW'
           and e.at >= ($2::date::timestamp at time zone $4) and e.at < (($3::date + 1)::timestamp at time zone $4)
           and (e.at at time zone $4)::date = g.d::date
         group by g.d order by g.d`,
        [c.id, addDays(to, -29), to, c.zone],
      );
    });
    // Sanity: the roll-ups and the raw events agree on that series.
    const c0 = pick(0);
    const to0 = todayIn(c0.zone);
    const a = await thirtyDaySeries(database, c0);
    const { rows: b } = await database.executeSql(
      `select count(*)::int as n from activity_events e where e.community_id = $1 and e.type = 'VIEW'
         and (e.at at time zone $2)::date between $3::date and $4::date`,
      [c0.id, c0.zone, addDays(to0, -29), to0],
    );
    const agree = a.reduce((s, p) => s + p.count, 0) === Number(b[0].n);

    const line = (name: string, times: number[], target?: number) => {
      const p95 = percentile(times, 95);
      const verdict = target ? `${p95 <= target ? 'ok' : 'OVER'} (<= ${target} ms)` : '';
      return `  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ${verdict}`;
    };
    const ratio = percentile(raw, 95) / percentile(figures[0].times, 95);
    console.log(
      [
        `${label}: ${events.toLocaleString('en')} events${events < EVENTS ? ` (fewer than the ${EVENTS.toLocaleString('en')} asked: --pglite-events)` : ''}` +
          ` over ${COMMUNITIES} communities and one year, ` +
          (loaded
            ? `loaded in ${loaded.loadS.toFixed(0)} s; roll-up caught up ${loaded.rolled.toLocaleString('en')} ` +
              `events in ${loaded.rollupS.toFixed(1)} s ` +
              `(${Math.round(loaded.rolled / loaded.rollupS).toLocaleString('en')} events/s); `
            : `as an earlier run loaded and rolled them up (--reuse ${args.reuse}); `) +
          `${TAIL} events left in the tail; ` +
          `${RUNS} runs each${agree ? '' : ' — ROLL-UP AND RAW DISAGREE'}`,
        ...figures.map((f) => line(f.name, f.times, f.targetMs)),
        line('30-day series from the raw events', raw) + `(${ratio.toFixed(1)}x the roll-up's p95)`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

const engine = args.engine;
if (!['pg', 'pglite', 'both'].includes(engine)) {
  console.error(`--engine is pg, pglite or both (not ${engine})`);
  process.exit(2);
}
if (engine === 'pglite' || engine === 'both')
  await run('embedded (PGlite)', await openDatabase({ dataDir: null }), PGLITE_EVENTS);
if (engine === 'pg' || engine === 'both') {
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
    // A database of its own on that server, dropped afterwards (unless --keep).
    const name = args.reuse ?? `gathering_bench_analytics_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    if (!args.reuse) await admin.query(`create database ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    try {
      await run('PostgreSQL', await openDatabase({ url: own.toString() }), EVENTS, !!args.reuse);
    } finally {
      if (args.keep || args.reuse) console.log(`kept database ${name}`);
      else await admin.query(`drop database ${name} with (force)`);
      await admin.end();
      stop?.();
    }
  }
}
