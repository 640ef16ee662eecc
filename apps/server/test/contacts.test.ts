import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactMessages as msg } from '@gathering/contract';
import { rowsOf } from '../src/db/rows';
import { createTestContext, type TestContext } from './helpers/app';
import { cascadeTools, type Headers } from './helpers/cascade';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

// Issue 36 #1: a member's numbers and e-mail addresses, each with its consent to emergency alerts and to other news,
// set by the member (app API) or an administrator; every change of consent in the audit trail.
describe('contact channels and consent', () => {
  let t: TestContext;
  let admin: Headers;
  let community: { id: string; slug: string };
  const tools = cascadeTools(() => t);

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    community = a.community;
    admin = (await login(t.app, a.user.username)).auth;
  });

  const trail = async (membershipId: string) =>
    rowsOf<{ action: string; changes: unknown; details: Record<string, unknown> }>(
      await t.database.db.execute(sql`
        select action, changes, details from audit_events where target_id = ${membershipId}::text order by seq`),
    );

  it('keeps numbers in E.164 and says which field is wrong', async () => {
    const { membershipId } = await tools.member(community.id, admin, []);
    const put = (channels: object[]) =>
      tools.inject('PUT', `/v1/members/${membershipId}/contacts`, admin, { channels });
    const cases: [object, string][] = [
      [{ kind: 'MOBILE', value: '12345' }, msg.phoneInvalid],
      [{ kind: 'MOBILE', value: '+33 1 42 68 53 00' }, msg.notMobile],
      [{ kind: 'EMAIL', value: 'not an address' }, msg.emailInvalid],
    ];
    for (const [channel, message] of cases) {
      const res = await put([{ kind: 'EMAIL', value: 'a@example.org' }, channel]);
      expect(res.statusCode, JSON.stringify(channel)).toBe(400);
      expect(res.json()).toMatchObject({ message, field: 'channels.1.value' });
    }
    const dup = await put([
      { kind: 'MOBILE', value: '(204) 947-0123' },
      { kind: 'MOBILE', value: '+1 204 947 0123' },
    ]);
    expect(dup.json()).toMatchObject({ message: msg.duplicate, field: 'channels.1.value' });
    // Nothing of a refused list was kept.
    expect((await tools.ok('GET', `/v1/members/${membershipId}/contacts`, admin)).channels).toEqual([]);

    const saved = await tools.ok('PUT', `/v1/members/${membershipId}/contacts`, admin, {
      channels: [
        { kind: 'MOBILE', value: '(204) 947-0123', news: true },
        { kind: 'LANDLINE', value: '+33 1 42 68 53 00' },
        { kind: 'EMAIL', value: 'Elder@Example.org' },
      ],
      address: '12 Range Road 20',
      householdNotes: 'Uses a wheelchair; dog in the yard.',
    });
    expect(saved.channels.map((c: { value: string; display: string }) => [c.value, c.display])).toEqual([
      ['+12049470123', '(204) 947-0123'],
      ['+33142685300', '+33 1 42 68 53 00'],
      ['elder@example.org', 'elder@example.org'],
    ]);
    expect(saved.channels[0]).toMatchObject({ alerts: true, news: true, consentSource: 'ADMIN' });
    expect(saved).toMatchObject({
      address: '12 Range Road 20',
      householdNotes: 'Uses a wheelchair; dog in the yard.',
    });
  });

  it('lets a member set their own through the app API, and records every change of consent', async () => {
    const user = await createUser(t.database);
    const m = await addMembership(t.database, user.id, community.id);
    const app = await tools.appSession(user.username, community.slug);
    const mine = await tools.ok('PUT', '/app/v1/me/contacts', app, {
      channels: [{ kind: 'MOBILE', value: '204-947-0123', alerts: true, news: false }],
    });
    expect(mine).toMatchObject({
      accountEmail: user.email,
      channels: [{ value: '+12049470123', consentSource: 'MEMBER' }],
    });
    await tools.ok('PUT', '/app/v1/me/contacts', app, {
      channels: [{ kind: 'MOBILE', value: '+12049470123', alerts: true, news: true }],
    });
    await tools.ok('PUT', '/app/v1/me/contacts', app, { channels: [] });
    const rows = await trail(m.id);
    expect(rows.map((r) => r.action)).toEqual([
      'contacts.channel_added',
      'contacts.consent_changed',
      'contacts.channel_removed',
    ]);
    expect(rows[1].details).toMatchObject({ channel: 'MOBILE', value: '+12049470123', source: 'MEMBER' });
    expect(JSON.stringify(rows[1].changes)).toContain('news');
    // The member's administrator sees the member's own list (and only their community's members).
    expect((await tools.ok('GET', `/v1/members/${m.id}/contacts`, admin)).channels).toEqual([]);
    const other = await createCommunityAdmin(t.database);
    const stranger = (await login(t.app, other.user.username)).auth;
    expect((await tools.inject('GET', `/v1/members/${m.id}/contacts`, stranger)).statusCode).toBe(404);
    expect(
      (await tools.inject('PUT', `/v1/members/${m.id}/contacts`, stranger, { channels: [] })).statusCode,
    ).toBe(404);
  });

  it('takes two edits at once in turn, losing neither', async () => {
    const { membershipId } = await tools.member(community.id, admin, []);
    const put = (value: string) =>
      tools.inject('PUT', `/v1/members/${membershipId}/contacts`, admin, {
        channels: [{ kind: 'MOBILE', value }],
      });
    const answers = await Promise.all([put('+12049470123'), put('+12049470124')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const { channels } = await tools.ok('GET', `/v1/members/${membershipId}/contacts`, admin);
    expect(channels).toHaveLength(1);
  });
});
