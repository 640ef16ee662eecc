import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushCredentials } from '../src/db/schema';
import { createQueue, defineJob, handle } from '../src/jobs/queue';
import { pushHealthCheck } from '../src/jobs/catalog';
import { startSmtp } from './helpers/smtp';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunity, createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { pushCommunity, storeCredentials } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

describe('push credential health', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestContext;
  let platform: { authorization: string };
  let platformName: string;

  beforeAll(async () => {
    rig = await startPushRig();
    smtp = await startSmtp();
    t = await createTestContext({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      deps: { pushProviders: rig.providers },
    });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
    const admin = await createPlatformAdmin(t.database, { email: 'ops@gathering.test', firstName: 'Olive' });
    await createPlatformAdmin(t.database, { email: 'night@gathering.test', locale: 'fr' });
    await createPlatformAdmin(t.database, { email: 'gone@gathering.test', status: 'INACTIVE' });
    platformName = admin.username;
    platform = (await login(t.app, admin.username)).auth;
  });

  const test = (id: string, headers = platform) =>
    t.app.inject({ method: 'POST', url: `/v1/community/${id}/push/test`, headers });
  const listed = async () =>
    Object.fromEntries(
      (await t.app.inject({ method: 'GET', url: '/v1/community/admin?limit=100', headers: platform }))
        .json()
        .data.map((c: { id: string; pushHealth: unknown }) => [c.id, c.pushHealth]),
    );
  const daily = async () => {
    await t.app.queue.send(pushHealthCheck, {});
    await t.drain();
  };

  it('tells good keys from bad ones with the simulator, and shows the state on the list and the detail', async () => {
    const good = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    const bad = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds(false));
    const none = await createCommunity(t.database);

    const ok = await test(good.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ state: 'OK', apn: 'ok', gcm: 'ok', checkedAt: t.clock.now().toISOString() });
    const failing = (await test(bad.id)).json();
    expect(failing.state).toBe('FAILING');
    expect(failing.apn).not.toBe('ok');
    expect(failing.gcm).not.toBe('ok');
    expect((await test(none.id)).json()).toMatchObject({ state: 'NOT_CONFIGURED', apn: null, gcm: null });

    const list = await listed();
    expect(list[good.id]).toMatchObject({ state: 'OK' });
    expect(list[bad.id]).toMatchObject({ state: 'FAILING' });
    const detail = await t.app.inject({ method: 'GET', url: `/v1/community/${bad.id}`, headers: platform });
    expect(detail.json().data.pushHealth).toMatchObject({ state: 'FAILING' });
  });

  it("records each test in the community's trail with who ran it and the answers, never a key; the daily check is not", async () => {
    const creds = rig.newCreds();
    const c = await pushCommunity(t.database, t.config.pushCredentialsKey, creds);
    expect((await test(c.id)).statusCode).toBe(200);
    await daily();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/administrator/audit?community=${c.id}&action=communities.push_test`,
      headers: platform,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      communityId: c.id,
      actorRole: 'PLATFORM_ADMIN',
      targetKind: 'community',
      targetId: c.id,
      // Never checked before this test.
      changes: { state: { before: null, after: 'OK' } },
      details: { apn: 'ok', gcm: 'ok' },
    });
    const text = JSON.stringify(rows);
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toContain(creds.apn!.keyId);
  });

  it('is for platform administrators only', async () => {
    const c = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    const admin = await createCommunityAdmin(t.database);
    const own = (await login(t.app, admin.user.username)).auth;
    expect((await test(admin.community.id, own)).statusCode).toBe(403);
    expect((await test(c.id, own)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/v1/community/${c.id}/push/test` })).statusCode).toBe(
      401,
    );
    expect((await test('nope')).statusCode).toBe(404);
    expect((await test(crypto.randomUUID())).statusCode).toBe(404);
  });

  it('checks every community daily and e-mails the platform administrators once per change to failing', async () => {
    const good = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    const brokenCreds = rig.newCreds(false);
    const broken = await pushCommunity(t.database, t.config.pushCredentialsKey, brokenCreds);
    await createCommunity(t.database);

    await daily();
    const list = await listed();
    expect(list[good.id]).toMatchObject({ state: 'OK' });
    expect(list[broken.id]).toMatchObject({ state: 'FAILING' });
    // Through a real SMTP exchange: one message per active platform administrator, in their language.
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['night@gathering.test', 'ops@gathering.test']);
    const en = smtp.received.find((m) => m.to[0] === 'ops@gathering.test')!.parsed;
    expect(en.subject).toBe(`${broken.name}: push credentials are failing`);
    expect(en.text).toContain('Hello Olive,');
    expect(en.text).toContain('Apple (APNs):');
    expect(en.text).toContain(`/administrator/community/${broken.id}`);
    const fr = smtp.received.find((m) => m.to[0] === 'night@gathering.test')!.parsed;
    expect(fr.subject).toBe(`${broken.name} : les identifiants push échouent`);
    // No key material in a message.
    expect(en.text).not.toContain('PRIVATE KEY');

    // Still failing the next day, or when tested by hand: no new message.
    t.clock.advance(86_400_000);
    platform = (await login(t.app, platformName)).auth; // the console token lives 15 minutes
    await daily();
    await test(broken.id);
    await t.drain();
    expect(smtp.received).toHaveLength(2);

    // Fixed (the provider now accepts the key), then broken again: that is a new change, one new message each.
    rig.sim.trust(brokenCreds);
    await daily();
    expect((await listed())[broken.id]).toMatchObject({ state: 'OK', apn: 'ok', gcm: 'ok' });
    await t.database.db.delete(pushCredentials).where(eq(pushCredentials.communityId, broken.id));
    await storeCredentials(t.database, t.config.pushCredentialsKey, broken.id, rig.newCreds(false));
    await daily();
    expect((await listed())[broken.id]).toMatchObject({ state: 'FAILING' });
    expect(smtp.received).toHaveLength(4);
    expect(smtp.received.slice(2).every((m) => m.parsed.subject?.startsWith(broken.name))).toBe(true);
  });

  it('queues a job with a cron on its schedule once workers start', async () => {
    const queue = createQueue(t.database, t.app.log);
    queue.register([
      handle(
        defineJob({ name: 'test.cron', schema: z.object({}), cron: '0 6 * * *' }),
        async () => undefined,
      ),
    ]);
    await queue.start({ work: true });
    await queue.stop();
    const { rows } = await t.database.executeSql(
      `select name, cron, options from pgboss.schedule where name = 'test.cron'`,
    );
    expect(rows).toEqual([
      { name: 'test.cron', cron: '0 6 * * *', options: expect.objectContaining({ tz: 'UTC' }) },
    ]);
  });
});
