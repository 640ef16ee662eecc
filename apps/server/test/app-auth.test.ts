import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guests, memberEvents, memberships, users } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';

describe('member app API: guests, accounts, communities', () => {
  let t: TestContext;
  let home: { id: string; slug: string };
  let away: { id: string; slug: string };
  let adminAuth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database, { username: 'chief' });
    home = a.community;
    away = (await createCommunityAdmin(t.database)).community;
    adminAuth = (await login(t.app, 'chief')).auth;
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const signUp = (over: object = {}) =>
    post('/app/v1/auth/sign-up', {
      firstName: 'Nova',
      lastName: 'Sinclair',
      email: 'nova@example.org',
      username: 'nova',
      password: PASSWORD,
      communitySlug: home.slug,
      ...over,
    });
  const signIn = (credential: string, slug = home.slug, password = PASSWORD) =>
    post('/app/v1/auth/sign-in', { credential, password, communitySlug: slug });

  it('gives a device one guest per community, and checks the input', async () => {
    const body = { communitySlug: home.slug, deviceId: 'device-0001', platform: 'ios' };
    const first = await post('/app/v1/guests/session', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ guest: { communityId: home.id } });
    const again = await post('/app/v1/guests/session', { ...body, platform: 'android' });
    expect(again.json().guest.id).toBe(first.json().guest.id);
    expect((await post('/app/v1/guests/session', { ...body, communitySlug: 'nowhere' })).statusCode).toBe(
      404,
    );
    expect((await post('/app/v1/guests/session', { ...body, platform: 'palm' })).statusCode).toBe(400);
    expect((await post('/app/v1/guests/session', { communitySlug: home.slug })).statusCode).toBe(400);
    // A guest token is not a member's token.
    const me = await get('/app/v1/me', first.json().guestToken);
    expect(me.statusCode).toBe(403);
    // The console's guest list shows it.
    const list = await t.app.inject({ method: 'GET', url: '/v2/guests', headers: adminAuth });
    expect(list.json().data[0]).toMatchObject({
      id: first.json().guest.id,
      platform: 'android',
      isUpgraded: false,
    });
  });

  it('signs up a member (ACTIVE, scope APP), sends a verification e-mail and answers tokens', async () => {
    const res = await signUp();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      accessToken: expect.any(String),
      exp: expect.any(Number),
      refreshToken: expect.any(String),
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'nova'));
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(m).toMatchObject({ communityId: home.id, role: 'MEMBER', scope: 'APP', status: 'ACTIVE' });
    await t.drain();
    const [mail] = await t.outbox();
    expect(mail.to).toBe('nova@example.org');
    expect(linkIn(mail, '/email-verification/').token).toBeTruthy();
    const me = await get('/app/v1/me', res.json().accessToken);
    expect(me.json()).toMatchObject({
      username: 'nova',
      memberId: m.id,
      role: 'MEMBER',
      isEmailVerified: false,
      community: { id: home.id },
    });

    expect((await signUp({ username: 'other' })).statusCode).toBe(409);
    expect((await signUp({ email: 'other@example.org' })).statusCode).toBe(409);
    expect((await signUp({ email: 'x' })).statusCode).toBe(400);
    expect((await signUp({ password: 'short' })).statusCode).toBe(400);
    expect(
      (await signUp({ communitySlug: 'nowhere', email: 'n2@example.org', username: 'novan2' })).statusCode,
    ).toBe(404);
    // Members cannot use the administration console.
    const console = await post('/v1/users/login', { credential: 'nova', password: PASSWORD });
    expect(console.statusCode).toBe(403);
  });

  it('upgrades a guest on sign-up: same device and history, an upgrade event, the guest token retired', async () => {
    const guest = (
      await post('/app/v1/guests/session', {
        communitySlug: home.slug,
        deviceId: 'device-0002',
        platform: 'android',
      })
    ).json();
    const res = await signUp({ guestToken: guest.guestToken });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, guest.guest.id));
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'nova'));
    expect(row).toMatchObject({ deviceId: 'device-0002', upgradedUserId: user.id, deletedAt: null });
    expect(row.upgradedAt).not.toBeNull();
    // The guest row (and everything recorded against it) stays, now linked to the member.
    expect(row.createdAt.toISOString()).toBe(guest.guest.createdOn);
    const events = await t.database.db.select().from(memberEvents).where(eq(memberEvents.kind, 'UPGRADE'));
    expect(events).toMatchObject([{ communityId: home.id, guestId: guest.guest.id, userId: user.id }]);
    const list = await t.app.inject({ method: 'GET', url: '/v2/guests', headers: adminAuth });
    expect(list.json().data[0]).toMatchObject({ isUpgraded: true });
    // The same guest cannot be upgraded twice; a new guest session for the device is refused.
    const twice = await signUp({ guestToken: guest.guestToken, email: 'n3@example.org', username: 'novan3' });
    expect(twice.statusCode).toBe(409);
    const again = await post('/app/v1/guests/session', {
      communitySlug: home.slug,
      deviceId: 'device-0002',
      platform: 'android',
    });
    expect(again.statusCode).toBe(409);
    // A guest of another community cannot be upgraded here; a forged token is refused.
    const awayGuest = (
      await post('/app/v1/guests/session', {
        communitySlug: away.slug,
        deviceId: 'device-0003',
        platform: 'ios',
      })
    ).json();
    expect(
      (await signUp({ guestToken: awayGuest.guestToken, email: 'n4@example.org', username: 'novan4' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await signUp({ guestToken: 'forged', email: 'n5@example.org', username: 'novan5' })).statusCode,
    ).toBe(400);
  });

  it('signs in with the same token scheme, refreshes with rotation, and refuses replays', async () => {
    await signUp();
    const res = await signIn('NOVA@example.org');
    expect(res.statusCode).toBe(200);
    const { refreshToken } = res.json();
    const rotated = await post('/app/v1/auth/refresh', { refreshToken });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().refreshToken).not.toBe(refreshToken);
    // Replayed long after use: the whole session ends.
    t.clock.advance(60_000);
    expect((await post('/app/v1/auth/refresh', { refreshToken })).statusCode).toBe(401);
    expect(
      (await post('/app/v1/auth/refresh', { refreshToken: rotated.json().refreshToken })).statusCode,
    ).toBe(401);
    expect((await signIn('nova', home.slug, 'wrong password')).statusCode).toBe(401);
    expect((await signIn('nova', 'nowhere')).statusCode).toBe(404);
    expect((await signIn('nova', away.slug)).json().message).toBe(
      'This account is not a member of this community.',
    );
    expect((await post('/app/v1/auth/sign-in', { credential: 'nova' })).statusCode).toBe(400);
  });

  it('refuses a deactivated member sign-in (403) and ends their sessions; an erased member too', async () => {
    await signUp();
    const session = (await signIn('nova')).json();
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'nova'));
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/v1/members/batch/deactivate',
      payload: { ids: [m.id] },
      headers: adminAuth,
    });
    expect(off.statusCode).toBe(200);
    const refused = await signIn('nova');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your membership of this community has been deactivated. Please contact your community administrator.',
    );
    expect((await get('/app/v1/me', session.accessToken)).statusCode).toBe(401);
    expect((await post('/app/v1/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    // Reactivated, they are back.
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/members/batch/activate',
      payload: { ids: [m.id] },
      headers: adminAuth,
    });
    expect((await signIn('nova')).statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/members/batch/destroy',
      payload: { ids: [m.id] },
      headers: adminAuth,
    });
    expect((await signIn('nova')).statusCode).toBe(401);
  });

  it('keeps a member in their community unless multi-community access is on', async () => {
    const u = await createUser(t.database, { username: 'roamer' });
    const hm = await addMembership(t.database, u.id, home.id);
    await addMembership(t.database, u.id, away.id);
    const session = (await signIn('roamer')).json();
    const mine = await get('/app/v1/me/communities', session.accessToken);
    expect(mine.json().communities.map((c: { id: string }) => c.id)).toEqual([home.id]);
    const sw = await t.app.inject({
      method: 'POST',
      url: '/app/v1/me/community',
      payload: { communitySlug: away.slug },
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(sw.statusCode).toBe(403);
    expect(sw.json().message).toMatch(/Multi-community access is not enabled/);

    await t.database.db.update(users).set({ multiCommunity: true }).where(eq(users.id, u.id));
    const all = await get('/app/v1/me/communities', session.accessToken);
    expect(
      all
        .json()
        .communities.map((c: { id: string; current: boolean }) => [c.id, c.current])
        .sort(),
    ).toEqual(
      [
        [home.id, true],
        [away.id, false],
      ].sort(),
    );
    const moved = await t.app.inject({
      method: 'POST',
      url: '/app/v1/me/community',
      payload: { communitySlug: away.slug },
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(moved.statusCode).toBe(200);
    expect((await get('/app/v1/me', moved.json().accessToken)).json().community.id).toBe(away.id);
    // The old session ended with the switch.
    expect((await get('/app/v1/me', session.accessToken)).statusCode).toBe(401);
    // Not to a community where they are inactive.
    await t.database.db.update(memberships).set({ status: 'INACTIVE' }).where(eq(memberships.id, hm.id));
    const back = await t.app.inject({
      method: 'POST',
      url: '/app/v1/me/community',
      payload: { communitySlug: home.slug },
      headers: { authorization: `Bearer ${moved.json().accessToken}` },
    });
    expect(back.statusCode).toBe(403);
  });

  it('answers the profile, its update and the member groups', async () => {
    const token = (await signUp()).json().accessToken;
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'nova'));
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      payload: { group: 'Youth', members: [m.id] },
      headers: adminAuth,
    });
    const groups = await get('/app/v1/me/groups', token);
    expect(groups.json().groups).toMatchObject([{ group: 'Youth', slug: 'youth' }]);
    const upd = await t.app.inject({
      method: 'PATCH',
      url: '/app/v1/me',
      payload: { firstName: 'Novah', lastName: 'S' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ firstName: 'Novah', fullName: 'Novah S' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/app/v1/me',
      payload: { firstName: '' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/app/v1/me' })).statusCode).toBe(401);
    expect((await get('/app/v1/me', 'garbage')).statusCode).toBe(401);
  });

  it('documents the app routes in OpenAPI under the app tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(spec.paths['/app/v1/auth/sign-up'].post.tags).toEqual(['app']);
    expect(spec.paths['/app/v1/me'].get.tags).toEqual(['app']);
  });
});
