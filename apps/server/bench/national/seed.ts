/**
 * The national data set (issue 38): every community in Canada on one PostgreSQL. At --scale 1: 1,000 communities
 * with Zipf-like sizes (the largest 30,000 members, most 200 to 2,000), 2 M people (10 % in two communities), 2 M
 * devices, 300,000 published items in one to three languages, 2 M support messages and 100 M analytics events with
 * their roll-ups — every row by COPY, secondary indexes built once after their table is loaded (as pg_restore does).
 * Prints each step's time, the rows and the database's size. --scale 0.1 is a tenth of every count over the same
 * 1,000 communities. The benches sign in with the accounts people.ts names (bench/national/reads.ts, alert.ts).
 *
 * Usage: npm run seed:national -- --scale 1 [--database postgres://…]   (default DATABASE_URL)
 * The database must exist and hold no community (a fresh `createdb`): the seed migrates it and refuses to mix with
 * other data. See docs/scale.md for the server settings the figures were measured with.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';
import { LANGUAGE_ROWS, languagesOf, seedItems, seedSupport } from './content';
import { copyRows } from './copy';
import { bulkRollup, seedEvents, seedTail, TAIL } from './events';
import { NATIONAL_PASSWORD, seedDevices, seedGuests, seedPeople } from './people';
import { seededRandom, shapeAt } from './shape';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    database: { type: 'string' },
    // Fewer events than the scale's (100 M at scale 1 needs ~60 GB with its roll-ups: see docs/scale.md).
    events: { type: 'string' },
  },
});
const scale = Number(args.scale);
const url = args.database ?? process.env.DATABASE_URL;
if (!url || !(scale > 0 && scale <= 1)) {
  console.error(
    'Usage: npm run seed:national -- --scale <0 < s <= 1> --database <postgres url> (or DATABASE_URL)',
  );
  process.exit(2);
}
const ZONES = [
  'America/Winnipeg',
  'America/Toronto',
  'America/Edmonton',
  'America/Vancouver',
  'America/Regina',
];

const started = performance.now();
let last = started;
const step = (what: string) => {
  const t = performance.now();
  console.log(`  ${what}: ${((t - last) / 1000).toFixed(1)} s`);
  last = t;
};

/** Loads `table` with its secondary indexes and unreferenced keys dropped, then builds them once. */
async function withoutIndexes(client: pg.Client, table: string, load: () => Promise<unknown>) {
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes i where tablename = $1
       and not exists (select 1 from pg_constraint c where c.conindid = format('%I', i.indexname)::regclass)`,
    [table],
  );
  // Keys no foreign key leans on (a referenced key must stay: its dependants would go with it).
  const { rows: keys } = await client.query<{ name: string; def: string }>(
    `select k.conname as name, pg_get_constraintdef(k.oid) as def from pg_constraint k
     where k.conrelid = $1::regclass and k.contype in ('p', 'u')
       and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = k.conindid)`,
    [table],
  );
  for (const i of indexes) await client.query(`drop index "${i.name}"`);
  for (const k of keys) await client.query(`alter table ${table} drop constraint "${k.name}"`);
  await load();
  for (const k of keys) await client.query(`alter table ${table} add constraint "${k.name}" ${k.def}`);
  for (const i of indexes) await client.query(i.def);
}

async function main() {
  const shape = { ...shapeAt(scale), ...(args.events ? { events: Number(args.events) } : {}) };
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: present } = await client.query<{ n: string }>('select count(*) as n from communities');
  if (Number(present[0].n) > 0) {
    console.error(
      'This database already holds communities: seed:national fills an empty database (createdb one).',
    );
    process.exit(2);
  }
  console.log(
    `seed:national at scale ${scale}: ${shape.communities.length} communities (largest ${shape.communities[0].members}, ` +
      `smallest ${shape.communities.at(-1)!.members} members), ${shape.memberships} memberships, ` +
      `~${shape.devices} devices, ${shape.items} items, ${shape.supportMessages} support messages, ${shape.events} events`,
  );
  await client.query("set maintenance_work_mem = '1GB'");
  const random = seededRandom(Math.round(scale * 1e6));
  const now = Date.now();

  const communityIds = shape.communities.map(() => randomUUID());
  await copyRows(
    client,
    'communities',
    ['id', 'name', 'slug', 'time_zone', 'population', 'created_at'],
    shape.communities.map((c, i) => [
      communityIds[i],
      `Nation ${c.k}`,
      `national-${c.k}`,
      c.k % 5 === 0 ? null : ZONES[c.k % ZONES.length],
      c.members,
      new Date(now - 3 * 365 * 86_400_000).toISOString(),
    ]),
  );
  await copyRows(
    client,
    'community_languages',
    ['community_id', 'tag', 'name', 'script', 'position', 'is_default'],
    shape.communities.flatMap((c, i) =>
      languagesOf(c.k).map((tag, position) => [
        communityIds[i],
        tag,
        LANGUAGE_ROWS[tag].name,
        LANGUAGE_ROWS[tag].script,
        position,
        position === 0,
      ]),
    ),
  );
  step('communities and their languages');

  const passwordHash = await hashPassword(NATIONAL_PASSWORD);
  let members!: Awaited<ReturnType<typeof seedPeople>>;
  await withoutIndexes(client, 'users', () =>
    withoutIndexes(client, 'memberships', async () => {
      members = await seedPeople(client, shape, communityIds, random, passwordHash, now);
    }),
  );
  step('people and memberships');
  // The tables below have no trigger: their foreign keys are not checked row by row (every id comes from above).
  await client.query('set session_replication_role = replica');
  let guests!: string[][];
  await withoutIndexes(client, 'guests', async () => {
    guests = await seedGuests(client, shape, communityIds, random, now);
  });
  let devices = 0;
  await withoutIndexes(client, 'devices', async () => {
    devices = await seedDevices(client, shape, communityIds, members, random);
  });
  step(`guests and ${devices} devices`);
  await client.query('set session_replication_role = origin');
  let items!: string[][];
  await withoutIndexes(client, 'feed_items', async () => {
    items = await seedItems(client, shape, communityIds, random, now);
  });
  step('items and their versions');
  await client.query('set session_replication_role = replica');
  let support = { tickets: 0, comments: 0 };
  await withoutIndexes(client, 'support_tickets', () =>
    withoutIndexes(client, 'support_comments', async () => {
      support = await seedSupport(client, shape, communityIds, members, random, now);
    }),
  );
  step(`support: ${support.tickets} tickets, ${support.comments} comments`);

  const sources = { communityIds, members, guests, items };
  await withoutIndexes(client, 'activity_events', () =>
    seedEvents(client, shape, sources, random, now, (done) => {
      if (done % 10_000_000 === 0 || done === shape.events) process.stdout.write(`    ${done} events\n`);
    }),
  );
  step(`${shape.events} events (and their indexes)`);
  await client.query('analyze activity_events, communities');
  const rollupStart = performance.now();
  // A second connection: the roll-up's statements run one core each (see bulkRollup).
  const second = new pg.Client({ connectionString: url });
  await second.connect();
  await second.query("set session_replication_role = replica; set work_mem = '256MB'");
  await client.query("set work_mem = '256MB'");
  await withoutIndexes(client, 'analytics_daily', () =>
    withoutIndexes(client, 'analytics_daily_subjects', () =>
      bulkRollup(
        [client, second],
        communityIds,
        shape.communities.map((c) => c.members),
        () => {},
      ),
    ),
  );
  await second.end();
  const rollupRate = shape.events / ((performance.now() - rollupStart) / 1000);
  step(`roll-up (${Math.round(rollupRate)} events/s)`);
  await seedTail(client, shape, sources, random, now);
  await client.query('set session_replication_role = origin');
  await client.query(`create table national_c as
    select split_part(c.slug, '-', 2)::int as k, c.id, c.slug::text as slug,
      (select count(*) from memberships m where m.community_id = c.id)::int as members,
      (select count(*) from guests g where g.community_id = c.id)::int as guests,
      (select count(*) from feed_items i where i.community_id = c.id)::int as items
    from communities c`);
  await client.query('alter table national_c add primary key (k)');
  await client.query('vacuum analyze');
  step(`tail of ${TAIL} events not rolled up, vacuum and analyze`);

  const { rows: size } = await client.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  console.log(
    `done in ${((performance.now() - started) / 60_000).toFixed(1)} min; the database is ${size[0].size} ` +
      `(${members.people} people, ${shape.memberships} memberships, ${devices} devices, ${shape.items} items, ` +
      `${support.tickets + support.comments} support messages, ${shape.events + TAIL} events)`,
  );
  await client.end();
}

await main();
