import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { recordActivity } from '../src/db/activity';
import { activityEvents } from '../src/db/schema';
import { resetDatabase, testDatabase } from './helpers/database';
import { createCommunity } from './helpers/factories';

// The ids of rows written per event or per recipient are time-ordered UUIDs (migration 0044, db/schema/ids.ts),
// so a national install's inserts append to their index instead of reading a random leaf each. Checked against the
// database's own clock, never the calendar.
describe('time-ordered ids (uuid_time_ordered)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  });

  const msOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

  it('is a version-7 UUID (RFC 9562) carrying the time it was made, in milliseconds', async () => {
    const [row] = rowsOf<{ id: string; before: number; after: number }>(
      await database.db.execute(sql`
        select (extract(epoch from clock_timestamp()) * 1000)::float8 as before, uuid_time_ordered()::text as id,
               (extract(epoch from clock_timestamp()) * 1000)::float8 as after`),
    );
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(msOf(row.id)).toBeGreaterThanOrEqual(Math.floor(Number(row.before)));
    expect(msOf(row.id)).toBeLessThanOrEqual(Math.ceil(Number(row.after)));
  });

  it('sorts later ids after earlier ones and never repeats one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [row] = rowsOf<{ id: string }>(
        await database.db.execute(sql`select pg_sleep(0.002), uuid_time_ordered()::text as id`),
      );
      ids.push(row.id);
    }
    expect([...ids].sort()).toEqual(ids);
    const many = rowsOf<{ id: string }>(
      await database.db.execute(sql`select uuid_time_ordered()::text as id from generate_series(1, 2000)`),
    );
    expect(new Set(many.map((r) => r.id)).size).toBe(2000);
  });

  it('is what an analytics event gets as its id', async () => {
    const community = await createCommunity(database);
    await recordActivity(database.db, [
      { communityId: community.id, type: 'APP_OPEN', at: new Date('2026-03-01T12:00:00Z'), audience: 'NONE' },
    ]);
    const [event] = await database.db.select({ id: activityEvents.id }).from(activityEvents);
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });
});
