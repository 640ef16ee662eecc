import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appAccountMessages, messages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { PASSWORD, addMembership, createCommunity, createUser } from './helpers/factories';

type Cookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  sameSite?: string;
  expires?: Date;
};

// The member web app's sessions (issue 35): the refresh token lives only in an httpOnly, SameSite=Strict cookie of the
// member API (path: the community's session routes under /app/v1), never in a body a script could read; the phones
// keep theirs in the body. A member of one community never acts in another through the web app's address.
describe('member web app: browser sessions with the refresh token in an httpOnly cookie', () => {
  let t: TestContext;
  let home: { id: string; slug: string };
  let away: { id: string; slug: string };
  let user: { id: string; username: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    home = await createCommunity(t.database);
    away = await createCommunity(t.database);
    user = await createUser(t.database);
    await addMembership(t.database, user.id, home.id);
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload ?? {}, headers });
  const memberCookie = (res: { cookies: Cookie[] }) => res.cookies.find((c) => c.name === 'gathering_member');
  const sendBack = (c: Cookie | undefined) => ({ cookie: `gathering_member=${c?.value ?? ''}` });
  const signIn = async (slug = home.slug, password = PASSWORD) => {
    const res = await post(`/app/v1/communities/${slug}/session/sign-in`, {
      credential: user.username,
      password,
    });
    return { res, cookie: memberCookie(res) };
  };

  it('signs in with the refresh token only in an httpOnly, SameSite=Strict cookie of the member API', async () => {
    const { res, cookie } = await signIn();
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['accessToken', 'exp', 'refreshExpiresOn']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: `/app/v1/communities/${home.slug}/session`,
    });
    expect(cookie!.value.length).toBeGreaterThan(20);
    // The cookie ends with the session (a cookie's expiry is in whole seconds).
    expect(cookie!.expires!.getTime()).toBe(
      Math.floor(Date.parse(res.json().refreshExpiresOn) / 1000) * 1000,
    );
    // Secure whenever the install is served over https (this test app's PUBLIC_URL is http).
    expect(res.headers['set-cookie']).not.toMatch(/Secure/);
    // The access token works on the member API.
    const me = await t.app.inject({
      method: 'GET',
      url: '/app/v1/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('refreshes from the cookie (rotated, single use) and signs out by it', async () => {
    const { cookie } = await signIn();
    const refreshed = await post(
      `/app/v1/communities/${home.slug}/session/refresh`,
      undefined,
      sendBack(cookie),
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = memberCookie(refreshed);
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(cookie!.value);
    // Two tabs refreshing at once: within the grace the old cookie gets the same successor, not a new branch.
    const twin = await post(`/app/v1/communities/${home.slug}/session/refresh`, undefined, sendBack(cookie));
    expect(twin.statusCode, twin.body).toBe(200);
    expect(memberCookie(twin)?.value).toBe(next!.value);
    // After it, the old cookie is a copy someone kept: refused, cleared, and the session ends.
    t.clock.advance(11_000);
    const replay = await post(
      `/app/v1/communities/${home.slug}/session/refresh`,
      undefined,
      sendBack(cookie),
    );
    expect(replay.statusCode).toBe(401);
    expect(memberCookie(replay)?.value).toBe('');
    expect(
      (await post(`/app/v1/communities/${home.slug}/session/refresh`, undefined, sendBack(next))).statusCode,
    ).toBe(401);

    const fresh = await signIn();
    const out = await post(`/app/v1/communities/${home.slug}/session/sign-out`, {}, sendBack(fresh.cookie));
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe(messages.loggedOut);
    const cleared = memberCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe(`/app/v1/communities/${home.slug}/session`);
    const after = await post(
      `/app/v1/communities/${home.slug}/session/refresh`,
      undefined,
      sendBack(fresh.cookie),
    );
    expect(after.statusCode).toBe(401);
    // Without a cookie: refused, and a sign-out still answers (nothing to end).
    expect((await post(`/app/v1/communities/${home.slug}/session/refresh`)).statusCode).toBe(401);
    expect((await post(`/app/v1/communities/${home.slug}/session/sign-out`)).statusCode).toBe(200);
  });

  it("refuses one community's cookie at another's address, and leaves the session as it was", async () => {
    await addMembership(t.database, user.id, away.id);
    const { cookie } = await signIn(home.slug);
    const wrong = await post(`/app/v1/communities/${away.slug}/session/refresh`, undefined, sendBack(cookie));
    expect(wrong.statusCode).toBe(401);
    const outWrong = await post(`/app/v1/communities/${away.slug}/session/sign-out`, {}, sendBack(cookie));
    expect(outWrong.statusCode).toBe(200);
    const right = await post(`/app/v1/communities/${home.slug}/session/refresh`, undefined, sendBack(cookie));
    expect(right.statusCode, right.body).toBe(200);
  });

  it("refuses an access token under another community's address (Gathering-Community) with a sentence", async () => {
    const { res } = await signIn(home.slug);
    const bearer = `Bearer ${res.json().accessToken}`;
    const feed = (slug: string) =>
      t.app.inject({
        method: 'GET',
        url: '/app/v1/feed',
        headers: { authorization: bearer, 'gathering-community': slug },
      });
    const own = await feed(home.slug);
    expect(own.statusCode, own.body).toBe(200);
    const other = await feed(away.slug);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'WRONG_COMMUNITY',
      message: appAccountMessages.wrongCommunity,
    });
    // A guest of one community likewise.
    const guest = await post('/app/v1/guests/session', {
      communitySlug: home.slug,
      deviceId: 'browser-0001',
      platform: 'web',
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const asGuest = await t.app.inject({
      method: 'GET',
      url: '/app/v1/feed',
      headers: { authorization: `Bearer ${guest.json().guestToken}`, 'gathering-community': away.slug },
    });
    expect(asGuest.statusCode).toBe(403);
  });

  it("keeps the phones' body refresh token working", async () => {
    const res = await post('/app/v1/auth/sign-in', {
      credential: user.username,
      password: PASSWORD,
      communitySlug: home.slug,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(memberCookie(res)).toBeUndefined();
    const refreshed = await post('/app/v1/auth/refresh', { refreshToken: res.json().refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().refreshToken).toBeTruthy();
  });

  it('signs up in the community of the address, the refresh token in the cookie', async () => {
    const res = await post(`/app/v1/communities/${home.slug}/session/sign-up`, {
      firstName: 'Cora',
      lastName: 'Many Guns',
      email: 'cora@example.test',
      username: 'cora.mg',
      password: 'a long enough password',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refreshToken).toBeUndefined();
    expect(memberCookie(res)).toMatchObject({
      httpOnly: true,
      path: `/app/v1/communities/${home.slug}/session`,
    });
  });

  it('counts browser and phone sign-ups under one limit per address', async () => {
    // The limit is taken before the body is read: 20 empty sign-ups from the phones use it up.
    for (let i = 0; i < 20; i++) expect((await post('/app/v1/auth/sign-up', {})).statusCode).toBe(400);
    const res = await post(`/app/v1/communities/${home.slug}/session/sign-up`, {});
    expect(res.statusCode).toBe(429);
  });

  it('changes the password while signed in: other sessions end, this one goes on', async () => {
    const first = await signIn();
    const second = await signIn();
    const bearer = { authorization: `Bearer ${second.res.json().accessToken}` };
    const change = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/app/v1/me/password', headers: bearer, payload: body });
    const wrong = await change({ currentPassword: 'not it', password: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.currentPasswordWrong, field: 'currentPassword' });
    const short = await change({ currentPassword: PASSWORD, password: 'short' });
    expect(short.statusCode).toBe(400);
    const ok = await change({ currentPassword: PASSWORD, password: 'a brand new passphrase' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(messages.passwordChanged);
    const url = `/app/v1/communities/${home.slug}/session/refresh`;
    expect((await post(url, undefined, sendBack(first.cookie))).statusCode).toBe(401);
    expect((await post(url, undefined, sendBack(second.cookie))).statusCode).toBe(200);
    expect((await signIn(home.slug, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(home.slug, 'a brand new passphrase')).res.statusCode).toBe(200);
    // A guest has no password to change.
    const guest = await post('/app/v1/guests/session', {
      communitySlug: home.slug,
      deviceId: 'browser-0002',
      platform: 'web',
    });
    const asGuest = await t.app.inject({
      method: 'PUT',
      url: '/app/v1/me/password',
      headers: { authorization: `Bearer ${guest.json().guestToken}` },
      payload: { currentPassword: PASSWORD, password: 'a brand new passphrase' },
    });
    expect(asGuest.statusCode).toBe(403);
  });
});
