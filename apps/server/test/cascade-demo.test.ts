import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/rows';
import type { DemoContext } from '../src/demo/demo-context';
import { seedCascadeDemo } from '../src/demo/cascade.demo';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

// Issue 36, the demo: Demo Nation's cascade is on, its provider is the SMS and voice simulator, which a server
// with DEMO on starts on loopback and points the provider at, so an alert's texts and calls go somewhere.
describe('the alert cascade in the demo', () => {
  let t: TestContext;
  let demo: FastifyInstance;
  let communityId: string;

  beforeAll(async () => {
    t = await createTestContext();
    const { community } = await createCommunityAdmin(t.database, { username: 'demo-nation-admin' });
    communityId = community.id;
    for (let i = 0; i < 10; i++)
      await addMembership(t.database, (await createUser(t.database)).id, community.id);
    await seedCascadeDemo({
      database: t.database,
      communities: { 'demo-nation': community.id },
      config: t.config,
      queue: t.app.queue,
      password: '',
      passwordHash: '',
    } satisfies DemoContext);
    // A second server on the seeded database with DEMO on, as main.ts starts one after the seed.
    demo = await buildApp({
      config: { ...t.config, demo: true },
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    await demo.ready();
    await demo.queue.start({ work: false });
  });
  afterAll(async () => {
    await demo?.close();
    await t.close();
  });

  it('seeds the policy, the simulated provider, numbers and responders', async () => {
    const admin = (await login(demo, 'demo-nation-admin')).auth;
    const get = async (url: string) => (await demo.inject({ url, headers: admin })).json();
    expect(await get('/v1/notifications/cascade/policy')).toMatchObject({ enabled: true, cycles: 2 });
    const [p] = (await get('/v1/notifications/cascade/providers')).data;
    // Pointed at the simulator this server started on loopback, its secret kept and never answered.
    expect(p).toMatchObject({ kind: 'TWILIO', hasSecret: true });
    expect(p.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(p.baseUrl).not.toBe('http://127.0.0.1:9');
    expect(p).not.toHaveProperty('secret');
    expect((await get('/v1/notifications/cascade/responders')).responders).toHaveLength(2);
    const { rows } = await t.database.executeSql(
      `select kind, count(*)::int as n from contact_channels where community_id = '${communityId}' group by kind order by kind`,
    );
    expect(rows).toEqual([
      { kind: 'LANDLINE', n: 1 },
      { kind: 'MOBILE', n: 7 },
    ]);
  });

  it("an alert's texts and calls are taken by the simulator", async () => {
    const admin = (await login(demo, 'demo-nation-admin')).auth;
    const res = await demo.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: admin,
      payload: { title: 'Boil water', body: 'Boil tap water.', kind: 'EMERGENCY', alertType: 'BOIL_WATER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await demo.queue.drain();
    // No member has the app: texts (mobiles) and a call (the landline) go at once.
    await demo.cascade.settle();
    const attempts = rowsOf<{ channel: string; status: string; ref: string | null }>(
      await t.database.db.execute(sql`
        select channel, status, provider_ref as ref from alert_attempts
        where notification_id = ${res.json().id} and channel in ('SMS', 'VOICE')`),
    );
    expect(attempts.filter((a) => a.channel === 'SMS')).toHaveLength(7);
    expect(attempts.filter((a) => a.channel === 'VOICE')).toHaveLength(1);
    // Handed over: the simulator answered each with its sid (a provider that could not be reached fails them).
    for (const a of attempts) {
      expect(a.status).toBe('SENT');
      expect(a.ref).toMatch(/^(SM|CA)[0-9a-f]{32}$/);
    }
  });
});
