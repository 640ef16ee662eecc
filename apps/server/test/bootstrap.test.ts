import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { ensurePlatformAdmin } from '../src/modules/auth/first-administrator';
import { DEMO_COMMUNITIES } from '../src/demo/demo-context';
import { seedDemo } from '../src/demo/demo';
import { createStorage } from '../src/lib/files/storage';
import { createTestContext, type TestContext } from './helpers/app';
import { login } from './helpers/session';

describe('bootstrap and demo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const me = async (credential: string, password: string) => {
    const s = await login(t.app, credential, password);
    return (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: s.auth })).json();
  };

  it('creates the first platform administrator with the configured password, once', async () => {
    const first = await ensurePlatformAdmin(t.database, {
      email: 'root@example.org',
      password: 'configured password',
      logger: t.app.log,
    });
    expect(first).toEqual({ created: true, generatedPassword: undefined });
    expect(await me('root@example.org', 'configured password')).toMatchObject({
      username: 'admin',
      isAdministratorUser: true,
      isEmailVerified: true,
    });
    const again = await ensurePlatformAdmin(t.database, {
      email: 'other@example.org',
      password: 'configured password',
      logger: t.app.log,
    });
    expect(again).toEqual({ created: false });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from users`);
    expect(rows[0].n).toBe(1);
  });

  it('generates a password when none is configured, and answers it to be printed', async () => {
    const res = await ensurePlatformAdmin(t.database, { email: 'root@example.org', logger: t.app.log });
    expect(res.created).toBe(true);
    expect(res.generatedPassword!.length).toBeGreaterThanOrEqual(16);
    expect((await me('admin', res.generatedPassword!)).isAdministratorUser).toBe(true);
  });

  it('seeds the demo platform once: communities, demo-platform, demo-admin of demo-nation, demo-member', async () => {
    const password = 'demo password';
    expect(
      await seedDemo(t.database, { password, logger: t.app.log, config: t.config, queue: t.app.queue }),
    ).toBe(true);

    const { rows } = await t.database.executeSql(`select slug from communities order by slug`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r.slug)).toEqual(expect.arrayContaining(DEMO_COMMUNITIES.map((c) => c.slug)));

    // Nothing the demo records happened after today, and nobody was last seen before they arrived.
    const { rows: future } = await t.database.executeSql(
      `select 'guest' as kind, id from guests
        where greatest(created_at, last_login_at, upgraded_at, deleted_at) > now() or last_login_at < created_at
       union all
       select 'membership', id from memberships
        where greatest(created_at, last_login_at) > now() or last_login_at < created_at`,
    );
    expect(future).toEqual([]);

    expect(await me('demo-platform', password)).toMatchObject({ isAdministratorUser: true, community: null });
    expect(await me('demo-admin', password)).toMatchObject({
      isAdministratorUser: false,
      role: 'ADMIN',
      community: { slug: 'demo-nation', name: 'Demo Nation' },
    });
    const member = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { credential: 'demo-member', password },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.consoleNotAllowed);

    // Every community has an administrator and members.
    const { rows: counts } = await t.database.executeSql(
      `select c.slug, count(*) filter (where m.role = 'ADMIN')::int as admins,
              count(*) filter (where m.role = 'MEMBER')::int as members
       from communities c join memberships m on m.community_id = c.id group by c.slug`,
    );
    for (const c of counts) {
      expect(c.admins, String(c.slug)).toBeGreaterThanOrEqual(1);
      expect(c.members, String(c.slug)).toBeGreaterThanOrEqual(5);
    }

    // Every demo document has its file, and the file is a real PDF served under its address.
    const { rows: documents } = await t.database.executeSql(
      `select f.id, a.file_url from feed_items f left join attachments a on a.id = f.attachment_id
        where f.kind = 'DOCUMENT'`,
    );
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.filter((d) => !d.file_url)).toEqual([]);
    // Stored relative ("files/<key>"); answered with the server's base and, a document being private, signed.
    const address = new URL(createStorage(t.config, t.clock).publicAddress(String(documents[0].file_url)));
    const file = await t.app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Push: each demo community sends to the simulator and has phones, three months of sent notifications with
    // figures, an acknowledged alert, drafts, and scheduled and recurring sends; nothing happened in the future.
    const { rows: push } = await t.database.executeSql(
      `select c.slug, c.push_simulated as simulated,
        (select count(*) from devices d where d.community_id = c.id)::int as devices,
        (select count(*) from notifications n where n.community_id = c.id and n.status = 'SENT')::int as sent,
        (select count(*) from notifications n where n.community_id = c.id and n.status = 'DRAFT')::int as drafts,
        (select count(*) from notifications n where n.community_id = c.id and n.status = 'SCHEDULED')::int as scheduled,
        (select count(*) from notifications n where n.community_id = c.id and n.series_id is not null)::int as series,
        (select count(*) from notification_deliveries d where d.community_id = c.id and d.opened_at is not null)::int as opened,
        (select count(*) from notification_deliveries d join notifications n on n.id = d.notification_id
          where d.community_id = c.id and n.kind = 'EMERGENCY' and d.acknowledged_at is not null)::int as acknowledged,
        (select count(*) from notification_deliveries d where d.community_id = c.id
          and greatest(d.sent_at, d.opened_at, d.acknowledged_at) > now())::int as future
       from communities c where c.slug = any($1)`,
      [DEMO_COMMUNITIES.map((c) => c.slug)],
    );
    expect(push).toHaveLength(DEMO_COMMUNITIES.length);
    for (const c of push) {
      expect(c, String(c.slug)).toMatchObject({ simulated: true, drafts: 3, future: 0 });
      expect(c.devices, String(c.slug)).toBeGreaterThan(10);
      expect(c.sent, String(c.slug)).toBeGreaterThanOrEqual(20);
      expect(c.scheduled, String(c.slug)).toBeGreaterThanOrEqual(5);
      expect(c.series, String(c.slug)).toBeGreaterThanOrEqual(5);
      expect(c.opened, String(c.slug)).toBeGreaterThan(0);
      expect(c.acknowledged, String(c.slug)).toBeGreaterThan(0);
    }

    expect(
      await seedDemo(t.database, { password, logger: t.app.log, config: t.config, queue: t.app.queue }),
    ).toBe(false);
    // The whole demo (content, activity, push figures) takes a while to seed on a busy machine.
  }, 120_000);
});
