import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import {
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';
import { memberSession } from './platform-fixtures';

const person = (n: string, over: object = {}) => ({
  email: `${n}@Example.org`,
  username: n,
  firstName: 'Leona',
  lastName: 'Sinclair',
  password: 'a long password',
  password_confirmation: 'a long password',
  ...over,
});

describe('administrators', () => {
  let t: TestContext;
  let platform: { authorization: string };
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database, {
      firstName: 'Dana',
      lastName: 'Platform',
      username: 'dana',
    });
    platform = (await login(t.app, admin.username)).auth;
  });

  const post = (url: string, payload: object, headers = platform) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('lists platform administrators, searched and paged', async () => {
    for (let i = 0; i < 8; i++)
      await createPlatformAdmin(t.database, { firstName: 'Pat', lastName: `Number${i}` });
    await createPlatformAdmin(t.database, { firstName: 'Gone', status: 'INACTIVE' });
    await createUser(t.database, { firstName: 'Not', lastName: 'Admin' });
    const list = (q: string) =>
      t.app.inject({ method: 'GET', url: `/v1/administrator/application/admin?${q}`, headers: platform });
    const first = (await list('')).json();
    expect(first.data).toHaveLength(7);
    expect(first.meta).toEqual({ current: 0, pages: 2, total: 10 });
    const dana = (await list('search=dana')).json();
    expect(dana.meta.total).toBe(1);
    expect(dana.data[0]).toMatchObject({ fullName: 'Dana Platform', username: 'dana', isDeleted: false });
    expect(Object.keys(dana.data[0])).toEqual(
      expect.arrayContaining(['id', 'fullName', 'email', 'username', 'isDeleted']),
    );
    expect((await list('search=gone')).json().data[0].isDeleted).toBe(true);
    const sorted = (await list('filter=fullName&dir=asc&limit=3'))
      .json()
      .data.map((r: { fullName: string }) => r.fullName);
    expect(sorted[0]).toBe('Dana Platform');
    expect(sorted[1]).toMatch(/^Gone User\d+$/);
    expect(sorted[2]).toBe('Pat Number0');
    expect((await list('filter=password')).statusCode).toBe(400);
  });

  it('creates a platform administrator who receives a verification e-mail and can sign in', async () => {
    const res = await post('/v1/users/administrator/admin', person('newadmin'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      fullName: 'Leona Sinclair',
      email: 'newadmin@example.org',
      username: 'newadmin',
      isDeleted: false,
      isVerified: false,
    });
    await t.drain();
    const [mail] = await t.outbox();
    expect(mail.to).toBe('newadmin@example.org');
    const { token } = linkIn(mail, '/email-verification/');
    expect((await t.app.inject({ method: 'GET', url: `/v1/users/verify/${token}` })).statusCode).toBe(200);
    const session = await login(t.app, 'newadmin', 'a long password');
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: session.auth });
    expect(me.json()).toMatchObject({ isAdministratorUser: true, isEmailVerified: true, community: null });
  });

  it('answers 409 for a username or e-mail in use, 400 for bad input', async () => {
    await createUser(t.database, { username: 'taken', email: 'taken@example.org' });
    const dupUser = await post(
      '/v1/users/administrator/admin',
      person('TAKEN', { email: 'free@example.org' }),
    );
    expect(dupUser.statusCode).toBe(409);
    expect(dupUser.json()).toEqual({ code: 'CONFLICT', message: messages.usernameTaken, field: 'username' });
    const dupMail = await post(
      '/v1/users/administrator/admin',
      person('free', { email: 'Taken@Example.org' }),
    );
    expect(dupMail.statusCode).toBe(409);
    expect(dupMail.json()).toEqual({ code: 'CONFLICT', message: messages.emailTaken, field: 'email' });
    const mismatch = await post(
      '/v1/users/administrator/admin',
      person('free', { password_confirmation: 'other password' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      code: 'INVALID_INPUT',
      message: messages.passwordsDiffer,
      field: 'password_confirmation',
    });
    expect(
      (
        await post(
          '/v1/users/administrator/admin',
          person('free', { password: 'short', password_confirmation: 'short' }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await post('/v1/users/administrator/admin', person('free', { email: 'nope' }))).statusCode).toBe(
      400,
    );
    expect((await post('/v1/users/administrator/admin', person('no spaces'))).statusCode).toBe(400);
    expect((await post('/v1/users/administrator/admin', person('free', { firstName: '' }))).statusCode).toBe(
      400,
    );
  });

  it('creates a community administrator who signs in to their community', async () => {
    const community = await createCommunity(t.database, {
      name: 'River Valley',
      logo: 'http://gathering.test/files/x.png',
    });
    const res = await post('/v1/users/administrator/community', {
      id: null,
      communityId: community.id,
      ...person('riveradmin'),
    });
    expect(res.statusCode).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({
      communityId: community.id,
      community: 'River Valley',
      communityStatus: 'ACTIVE',
      logo: 'http://gathering.test/files/x.png',
      fullName: 'Leona Sinclair',
      email: 'riveradmin@example.org',
      username: 'riveradmin',
      lastLogin: null,
      isDeleted: false,
      isVerified: false,
      status: 'ACTIVE',
    });
    await t.drain();
    const [mail] = await t.outbox();
    expect(mail.to).toBe('riveradmin@example.org');
    expect(mail.subject).toContain('River Valley');

    const session = await login(t.app, 'riveradmin@example.org', 'a long password');
    const own = await t.app.inject({ method: 'GET', url: '/v1/community', headers: session.auth });
    expect(own.json().data).toMatchObject({ id: community.id, name: 'River Valley' });

    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/administrator/communities/admin?communityId=${community.id}`,
      headers: platform,
    });
    expect(list.json().meta.total).toBe(1);
    expect(list.json().data[0]).toMatchObject({ id: row.id, userId: row.userId, isVerified: false });
    expect(list.json().data[0].lastLogin).not.toBeNull();

    expect(
      (
        await post('/v1/users/administrator/community', {
          communityId: community.id,
          ...person('riveradmin'),
        })
      ).statusCode,
    ).toBe(409);
    const unknown = await post('/v1/users/administrator/community', {
      communityId: '00000000-0000-4000-8000-000000000000',
      ...person('other'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.communityNotFound);
    expect((await post('/v1/users/administrator/community', person('other'))).statusCode).toBe(400);
    const mismatch = await post('/v1/users/administrator/community', {
      communityId: community.id,
      ...person('other', { password_confirmation: 'nope nope nope' }),
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('lists community administrators with their community, searched and filtered', async () => {
    const a = await createCommunityAdmin(t.database, { firstName: 'Marie', lastName: 'Cardinal' });
    const b = await createCommunityAdmin(t.database, { firstName: 'Joseph', lastName: 'Laboucan' });
    const member = await createUser(t.database);
    await addMembership(t.database, member.id, a.community.id);
    const list = (q: string) =>
      t.app.inject({ method: 'GET', url: `/v1/administrator/communities/admin?${q}`, headers: platform });
    const all = (await list('filter=fullName&dir=asc')).json();
    expect(all.meta.total).toBe(2);
    expect(all.data.map((r: { fullName: string }) => r.fullName)).toEqual([
      'Joseph Laboucan',
      'Marie Cardinal',
    ]);
    expect(Object.keys(all.data[0])).toEqual(
      expect.arrayContaining([
        'id',
        'userId',
        'communityId',
        'community',
        'communityStatus',
        'appVersion',
        'logo',
        'fullName',
        'email',
        'username',
        'lastLogin',
        'isDeleted',
        'isVerified',
        'status',
      ]),
    );
    expect(all.data[1]).toMatchObject({
      id: a.membership.id,
      userId: a.user.id,
      community: a.community.name,
    });
    expect((await list('search=laboucan')).json().data[0].userId).toBe(b.user.id);
    expect((await list(`search=${encodeURIComponent(b.community.name)}`)).json().meta.total).toBe(1);
    expect((await list(`communityId=${b.community.id}`)).json().data[0].userId).toBe(b.user.id);
    expect((await list('communityId=nope')).statusCode).toBe(400);
  });

  it('lets a community administrator add another administrator to their own community only', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const other = await createCommunity(t.database);
    const auth = (await login(t.app, user.username)).auth;
    const res = await post(
      '/v1/users/community/admin',
      { ...person('colleague'), communityId: other.id },
      auth,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ communityId: community.id, username: 'colleague' });
    await t.drain();
    expect((await t.outbox()).map((m) => m.to)).toEqual(['colleague@example.org']);
    expect((await post('/v1/users/community/admin', person('colleague'), auth)).statusCode).toBe(409);
    expect(
      (await post('/v1/users/community/admin', person('x2', { password_confirmation: 'different!' }), auth))
        .statusCode,
    ).toBe(400);
    // A platform administrator has no community of their own to add to.
    expect((await post('/v1/users/community/admin', person('x3'))).statusCode).toBe(403);
    const member = (await memberSession(t, community.id)).auth;
    expect((await post('/v1/users/community/admin', person('x4'), member)).statusCode).toBe(403);
  });

  it('refuses the platform routes to community administrators and members (403)', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const admin = (await login(t.app, user.username)).auth;
    const member = (await memberSession(t, community.id)).auth;
    for (const headers of [admin, member]) {
      for (const [method, url, payload] of [
        ['GET', '/v1/administrator/application/admin', undefined],
        ['GET', '/v1/administrator/communities/admin', undefined],
        ['POST', '/v1/users/administrator/admin', person('sneaky')],
        ['POST', '/v1/users/administrator/community', { communityId: community.id, ...person('sneaky') }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/administrator/application/admin' })).statusCode,
    ).toBe(401);
  });
});
