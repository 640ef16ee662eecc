import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../src/db/schema';
import type { PushCredentials } from '../src/modules/push-delivery/providers/types';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createUser } from './helpers/factories';
import { memberWithDevices, pushCommunity } from './helpers/push-community';
import { deliveryWorker, startPushRig } from './helpers/push';
import { login } from './helpers/session';

const LEASE_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A batch that is still out when its lease would run out (a slow provider here: every answer takes 2.5 s) keeps
// its rows: the lease is renewed while the batch is out, so a second worker finds nothing to claim and no phone
// gets the push twice. Without the renewal the second turn below claims and sends every row again.
describe('push delivery leases', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let creds: PushCredentials;
  let communityId: string;
  let auth: { authorization: string };

  beforeAll(async () => {
    rig = await startPushRig({ latencyMs: 2_500 });
    t = await createTestContext({ deps: { pushProviders: rig.providers } });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
  });
  beforeEach(async () => {
    await t.reset();
    rig.sim.reset();
    creds = rig.newCreds();
    communityId = (await pushCommunity(t.database, t.config.pushCredentialsKey, creds)).id;
    const admin = await createUser(t.database);
    await addMembership(t.database, admin.id, communityId, { role: 'ADMIN' });
    auth = (await login(t.app, admin.username)).auth;
  });

  it('renews the lease of a batch still out, so another worker never sends its rows again', async () => {
    const tokens = (await memberWithDevices(t.database, communityId, 4)).devices.map((d) => d.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: auth,
      payload: { title: 'Boil-water advisory', body: 'Boil tap water before drinking until further notice.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;

    // Two workers of the same database (two servers, or two lanes after a restart), on the test's clock.
    const worker = () => deliveryWorker(t, rig, creds, { tuning: { leaseMs: LEASE_MS } });
    const first = worker().turn(id);
    // Wait until the first worker has claimed the rows (the batch is then out at the slow provider).
    const claimed = () =>
      t.database.db
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.notificationId, id), gt(notificationDeliveries.attempts, 0)));
    const deadline = Date.now() + 20_000;
    while ((await claimed()).length < tokens.length && Date.now() < deadline) await sleep(20);
    expect(await claimed()).toHaveLength(tokens.length);

    // Most of the lease passes; the renewal (every half lease) runs; then the first lease would have run out.
    t.clock.advance(LEASE_MS * 0.9);
    await sleep(LEASE_MS * 0.7);
    t.clock.advance(LEASE_MS * 0.3);
    await worker().turn(id);
    await first;

    expect(tokens.map((tk) => rig.sim.receipts.count(tk, id))).toEqual(tokens.map(() => 1));
    expect(rig.sim.receipts.duplicates).toBe(0);
    const rows = await t.database.db
      .select({ status: notificationDeliveries.status, attempts: notificationDeliveries.attempts })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(rows).toEqual(tokens.map(() => ({ status: 'DELIVERED', attempts: 1 })));
  });
});
