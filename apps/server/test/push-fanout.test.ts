import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { communities, notificationDeliveries } from '../src/db/schema';
import { audienceSelect } from '../src/modules/push-delivery/audience.repository';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { emptyDatabaseOn } from './helpers/processes';
import { memberWithDevices, pushCommunity } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

/** A fresh, migrated database: in-memory PGlite, or on the PostgreSQL run one of its own on that server. */
async function planDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url ? { url: await emptyDatabaseOn(url, `gathering_fanout_plan_${process.pid}`) } : { dataDir: null },
  );
  await migrateDatabase(database);
  return database;
}

// The fan-out reads the community's devices page by page (fanOutPage: 2 here) and keeps the audience's: a page
// may hold no device of the audience at all, and the send must go on past it to the end of the community.
describe('push fan-out pages', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let communityId: string;
  let auth: { authorization: string };

  beforeAll(async () => {
    rig = await startPushRig();
    t = await createTestContext({
      deps: { pushProviders: rig.providers, deliveryTuning: { pageSize: 3, fanOutPage: 2 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
  });
  beforeEach(async () => {
    await t.reset();
    rig.sim.reset();
    const community = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    communityId = community.id;
    const admin = await createUser(t.database);
    await addMembership(t.database, admin.id, communityId, { role: 'ADMIN' });
    auth = (await login(t.app, admin.username)).auth;
  });

  const send = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: auth,
      payload: { title: 'Road closed', body: 'Highway 6 is closed until noon.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };

  async function audienceAmongOthers() {
    // Many devices outside the audience (an inactive member's), a few inside, in random id order: some pages of
    // two hold none of the audience.
    const outside = await memberWithDevices(t.database, communityId, 14, { status: 'INACTIVE' });
    const inside = [
      await memberWithDevices(t.database, communityId, 1),
      await memberWithDevices(t.database, communityId, 2),
    ].flatMap((m) => m.devices);
    return { inside: inside.map((d) => d.token), outside: outside.devices.map((d) => d.token) };
  }

  async function expectDeliveredOnce(id: string, inside: string[], outside: string[]) {
    await t.drain();
    expect(inside.map((tk) => rig.sim.receipts.count(tk, id))).toEqual(inside.map(() => 1));
    expect(outside.map((tk) => rig.sim.receipts.count(tk, id))).toEqual(outside.map(() => 0));
    const rows = await t.database.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(rows.map((r) => r.status)).toEqual(inside.map(() => 'DELIVERED'));
  }

  it('every device due at once (INSERT … SELECT): goes on past pages without any of the audience', async () => {
    const { inside, outside } = await audienceAmongOthers();
    await expectDeliveredOnce(await send(), inside, outside);
  });

  it('per-device due times (quiet hours): goes on past pages without any of the audience', async () => {
    // Quiet hours that do not cover the test clock (the real time: a fixed 02:00-03:00 UTC window failed the test
    // every night in that hour): every device is due now, but each gets its own time.
    const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const now = t.clock.now().getUTCHours();
    await t.database.db
      .update(communities)
      .set({ quietHoursStart: hour(now + 2), quietHoursEnd: hour(now + 3), timeZone: 'UTC' })
      .where(eq(communities.id, communityId));
    const { inside, outside } = await audienceAmongOthers();
    await expectDeliveredOnce(await send(), inside, outside);
  });

  it('a page costs the same whatever the planner knows: no join of every member to every device', async () => {
    // 3,000 devices of 1,500 members, no ANALYZE (PGlite never runs one on its own). Joining in the page's
    // query block let the planner walk the community's devices once per member: ~40 buffers a device here,
    // growing with the community. Reading the page first by (community_id, id) stays at a few per device.
    // On a database of its own: the worker's shared one carries what earlier files left (dead pages, statistics),
    // and the count below measured it (739 buffers a device once on PostgreSQL, 365 once on PGlite, depending on
    // which files had run before). Statistics that say the tables are empty (what autovacuum leaves after a test
    // emptied them): the worst the planner can know, made the same on every run.
    const database = await planDatabase();
    try {
      const { community } = await createCommunityAdmin(database);
      const communityId = community.id;
      await database.executeSql('vacuum analyze users, memberships, devices, guests');
      await database.db.execute(sql`
      with u as (
        insert into users (username, email)
        select 'fanout' || i, 'fanout' || i || '@gathering.test' from generate_series(1, 1500) i
        returning id),
      m as (insert into memberships (user_id, community_id) select id, ${communityId}::uuid from u returning id)
      insert into devices (community_id, membership_id, platform, token)
      select ${communityId}::uuid, m.id, p.platform, p.platform || '-' || m.id
      from m cross join (values ('ios'), ('android')) p(platform)`);
      const audience = { open: false, groups: [], recipients: [] };
      const result = await database.db.execute(
        sql`explain (analyze, buffers, format json) ${audienceSelect(communityId, audience, null, 3000)}`,
      );
      const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      const raw = Object.values(row)[0];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        Plan: { 'Actual Rows': number; 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      }[];
      expect(plan.Plan['Actual Rows']).toBe(3000);
      const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
      expect(buffers / 3000).toBeLessThan(10);
    } finally {
      await database.close();
    }
  });
});
