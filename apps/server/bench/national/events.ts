import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ROLLUP_NAME } from '../../src/modules/analytics/analytics-statements.repository';
import { rollupStatement } from '../../src/modules/analytics/rollup.repository';
import { copyRows } from './copy';
import type { Members } from './people';
import { cumulativeOf, pickWeighted, type Shape } from './shape';

const DAY = 86_400_000;
/** Events per COPY (one transaction each, so the roll-up's xid batches stay a few million rows). */
const CHUNK = 2_000_000;
/** What a running server has: the last minute's events not rolled up yet. */
export const TAIL = 5_000;

// A community app's mix of events (the analytics bench's): type, then who, then which item.
const TYPES: [string, number][] = [
  ['VIEW', 0.5],
  ['LIKE', 0.58],
  ['APP_OPEN', 0.72],
  ['GUEST_SESSION', 0.78],
  ['NOTIFICATION_DELIVERED', 0.88],
  ['NOTIFICATION_OPENED', 0.92],
  ['CONVERSION', 0.95],
  ['UNLIKE', 0.96],
  ['GUEST_JOINED', 0.97],
  ['MEMBER_SIGNUP', 0.98],
  ['GUEST_UPGRADE', 0.985],
  ['NOTIFICATION_SENT', 0.99],
  ['PUBLISH', 1],
];
const ON_ITEMS = new Set(['VIEW', 'LIKE', 'UNLIKE', 'CONVERSION', 'PUBLISH', 'NOTIFICATION_OPENED']);
const MEMBERS_ONLY = new Set(['APP_OPEN', 'MEMBER_SIGNUP']);
const GUESTS_ONLY = new Set(['GUEST_SESSION', 'GUEST_JOINED', 'GUEST_UPGRADE']);
const NOBODY = new Set(['NOTIFICATION_SENT', 'PUBLISH']);
const CONVERSIONS = ['FORM', 'RSVP', 'JOB_LINK'];

export type EventSources = {
  communityIds: string[];
  members: Members;
  guests: string[][];
  items: string[][];
};

/**
 * `count` events over the last year, more of them lately (the days ago are 365·u^1.5), spread over the communities
 * as their members are, a few members and items drawing most of the activity (u² and u³ picks).
 */
function* events(
  shape: Shape,
  from: EventSources,
  count: number,
  random: () => number,
  now: number,
  withinMs: number,
) {
  const cumulative = cumulativeOf(shape.communities.map((c) => c.members));
  for (let n = 0; n < count; n++) {
    const c = pickWeighted(cumulative, random());
    const t = random();
    const type = TYPES.find(([, upTo]) => t < upTo)![0];
    const audience = MEMBERS_ONLY.has(type)
      ? 'MEMBER'
      : GUESTS_ONLY.has(type)
        ? 'GUEST'
        : NOBODY.has(type)
          ? 'NONE'
          : random() < 0.7
            ? 'MEMBER'
            : 'GUEST';
    const items = from.items[c];
    const item = ON_ITEMS.has(type) ? items[Math.floor(random() ** 3 * items.length)] : null;
    const members = from.members.ids[c];
    const member = audience === 'MEMBER' ? members[Math.floor(random() ** 2 * members.length)] : null;
    const guests = from.guests[c];
    const guest = audience === 'GUEST' ? guests[Math.floor(random() ** 2 * guests.length)] : null;
    const detail =
      type === 'CONVERSION'
        ? CONVERSIONS[Math.floor(random() * 3)]
        : type === 'PUBLISH'
          ? random() < 0.9
            ? 'CLIENT'
            : 'ADMIN'
          : null;
    const at = new Date(now - random() ** 1.5 * withinMs).toISOString();
    yield [randomUUID(), from.communityIds[c], item, member, guest, type, audience, detail, at];
  }
}

const COLUMNS = [
  'id',
  'community_id',
  'feed_item_id',
  'membership_id',
  'guest_id',
  'type',
  'audience',
  'detail',
  'at',
];

/** The year's events by COPY, CHUNK a transaction; `progress` hears each chunk. */
export async function seedEvents(
  client: pg.Client,
  shape: Shape,
  from: EventSources,
  random: () => number,
  now: number,
  progress: (done: number) => void,
): Promise<void> {
  for (let done = 0; done < shape.events; done += CHUNK) {
    const n = Math.min(CHUNK, shape.events - done);
    await copyRows(client, 'activity_events', COLUMNS, events(shape, from, n, random, now, 365 * DAY));
    progress(done + n);
  }
}

/** The last minute's events, after the roll-up's watermark: what the dashboards read live. */
export async function seedTail(
  client: pg.Client,
  shape: Shape,
  from: EventSources,
  random: () => number,
  now: number,
) {
  await copyRows(client, 'activity_events', COLUMNS, events(shape, from, TAIL, random, now, 60_000));
}

const dialect = new PgDialect();

/**
 * The roll-up of every loaded event by the job's own statement (rollupStatement, modules/analytics/rollup.repository.ts)
 * but set-based into empty tables, a group of communities at a time (their rows never meet), without the batch's
 * upserts: the job's 50,000-event batches would take some 40 minutes for 100 M events. The watermark is then this transaction's
 * own xid, so everything loaded before is counted and the tail loaded after is not.
 */
export async function bulkRollup(
  lanes: pg.Client[],
  communityIds: string[],
  sizes: number[],
  progress: (done: number) => void,
) {
  // Groups of about a fortieth of the events each (the largest community alone is a group of its own), taken by
  // the lanes (connections) in turn: an INSERT … SELECT runs on one core, and the groups never share a row.
  const total = sizes.reduce((a, b) => a + b, 0);
  const groups: string[][] = [];
  for (let i = 0; i < communityIds.length;) {
    let j = i + 1;
    for (let sum = sizes[i]; j < communityIds.length && sum + sizes[j] <= total / 40; j++) sum += sizes[j];
    groups.push(communityIds.slice(i, j));
    i = j;
  }
  let next = 0;
  let done = 0;
  const lane = async (client: pg.Client) => {
    while (next < groups.length) {
      const group = groups[next++];
      const statement = dialect.sqlToQuery(
        rollupStatement(sql`e.community_id = any(${sql.param(group)}::uuid[])`, { into: 'empty' }),
      );
      await client.query(statement.sql, statement.params);
      progress((done += group.length));
    }
  };
  await Promise.all(lanes.map(lane));
  const [client] = lanes;
  await client.query(
    `insert into analytics_rollup_state (name, watermark) values ($1, pg_current_xact_id())
     on conflict (name) do update set watermark = excluded.watermark`,
    [ROLLUP_NAME],
  );
}
