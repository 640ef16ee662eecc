import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { maskEmail } from '../src/modules/public/public.service';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunity, createCommunityAdmin, createUser } from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';

const DAY = 86_400_000;

// Each e-mail-sending call comes from its own address: the per-address limit is tested in public.test.ts.
let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('app user deletion', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const deletionRequest = (slug: string, email: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/v1/users/deletion-request/${slug}`,
      payload: { email },
      remoteAddress: nextAddress(),
    });
  // What a mail scanner, a reload or the back button does: open the link.
  const open = (token: string) => t.app.inject({ method: 'GET', url: `/v1/users/deletion/${token}` });
  // What only the person's click on the confirmation button does.
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: `/v1/users/deletion/${token}` });
  const count = async (sql: string, values: unknown[]) =>
    Number((await t.database.executeSql(sql, values)).rows[0].n);
  const members = (communityId: string) =>
    count(`select count(*) as n from memberships where community_id = $1`, [communityId]);

  async function requestDeletion(slug: string, email: string) {
    const res = await deletionRequest(slug, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.deletionRequested });
    await t.drain();
    const mail = (await t.outbox()).at(-1)!;
    return { mail, ...linkIn(mail, '/deletion-confirmation/') };
  }

  it('opening the link deletes nothing and says whose account in which community; confirming deletes it', async () => {
    const community = await createCommunity(t.database, { name: 'River Valley Tribal Council' });
    const member = await createUser(t.database, { firstName: 'Kaya', email: 'kaya.smith@example.org' });
    await addMembership(t.database, member.id, community.id);
    const { mail, url, token } = await requestDeletion(community.slug, member.email);
    expect(mail.to).toBe(member.email);
    expect(url).toBe(`http://gathering.test/deletion-confirmation/${token}`);
    expect(mail.subject).toBe('River Valley Tribal Council: confirm the deletion of your app user');
    expect(mail.text).toContain('River Valley Tribal Council');
    expect(mail.html).toContain('River Valley Tribal Council');

    // A scanner, then the person, then a reload: three openings, and nobody is deleted.
    for (let i = 0; i < 3; i++) {
      const preview = await open(token);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({
        firstName: 'Kaya',
        maskedEmail: 'k*********@example.org',
        community: { name: 'River Valley Tribal Council', slug: community.slug, logo: null },
      });
    }
    expect(await members(community.id)).toBe(1);
    expect(await count(`select count(*) as n from users where id = $1`, [member.id])).toBe(1);
    expect(
      await count(`select count(*) as n from one_time_tokens where user_id = $1 and used_at is null`, [
        member.id,
      ]),
    ).toBe(1);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.deletionCompleted });
    expect(await members(community.id)).toBe(0);
    expect(await count(`select count(*) as n from users where id = $1`, [member.id])).toBe(0);

    // A second confirmation (a double click, a resent form) and a later opening both answer the spec's failure text.
    const twice = await confirm(token);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Token was invalid or expired',
      field: 'token',
    });
    const reopened = await open(token);
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Token was invalid or expired',
      field: 'token',
    });
  });

  it('keeps the person who belongs to another community, and their session there', async () => {
    const { user: admin, community: other } = await createCommunityAdmin(t.database);
    const community = await createCommunity(t.database);
    await addMembership(t.database, admin.id, community.id);
    const session = await login(t.app, admin.username);
    const { token } = await requestDeletion(community.slug, admin.email);
    expect((await open(token)).json().community.slug).toBe(community.slug);
    expect((await confirm(token)).statusCode).toBe(200);
    const { rows } = await t.database.executeSql(`select community_id from memberships where user_id = $1`, [
      admin.id,
    ]);
    expect(rows).toEqual([{ community_id: other.id }]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: session.auth })).statusCode,
    ).toBe(200);
  });

  it("gives the community's logo at the address its profile gives, one the page can load from its own path", async () => {
    const community = await createCommunity(t.database, { logo: 'files/communities/river/logo.png' });
    const member = await createUser(t.database);
    await addMembership(t.database, member.id, community.id);
    const { token } = await requestDeletion(community.slug, member.email);
    const { logo } = (await open(token)).json().community;
    expect(logo).toBe('http://gathering.test/files/communities/river/logo.png');
    const profile = await t.app.inject({ method: 'GET', url: `/v1/community/profile/${community.slug}` });
    expect(profile.json().logo).toBe(logo);
  });

  it('expires the link after 24 hours, for opening and for confirming', async () => {
    const community = await createCommunity(t.database);
    const member = await createUser(t.database);
    await addMembership(t.database, member.id, community.id);
    const { token } = await requestDeletion(community.slug, member.email);
    t.clock.advance(DAY + 1000);
    for (const res of [await open(token), await confirm(token)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Token was invalid or expired');
    }
    expect(await members(community.id)).toBe(1);
  });

  it('answers the same whether or not the address belongs to the community; 404 for an unknown slug', async () => {
    const community = await createCommunity(t.database);
    const outsider = await createUser(t.database);
    const a = await deletionRequest(community.slug, outsider.email);
    const b = await deletionRequest(community.slug, 'nobody@example.org');
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    await t.drain();
    expect(await t.outbox()).toHaveLength(0);

    const missing = await deletionRequest('no-such-community', outsider.email);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Community was invalid or could not be found',
    });
    expect((await open('unknown-token')).statusCode).toBe(400);
    expect((await confirm('unknown-token')).statusCode).toBe(400);
  });

  it('masks an address so its owner recognises it and others learn little', () => {
    expect(maskEmail('kaya.smith@example.org')).toBe('k*********@example.org');
    expect(maskEmail('a@example.org')).toBe('a***@example.org');
  });
});
