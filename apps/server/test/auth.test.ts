import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import {
  PASSWORD,
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login, refreshCookieOf, type Session } from './helpers/session';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('sessions: login, refresh, logout, profile, password', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const post = (
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const tryLogin = (credential: string, password: string, remoteAddress?: string) =>
    post('/v1/users/login', { credential, password }, {}, remoteAddress);
  const me = (s: Pick<Session, 'auth'>) =>
    t.app.inject({ method: 'GET', url: '/v1/users/me', headers: s.auth });
  const refresh = (cookie: string | undefined) =>
    post('/v1/users/token/refresh', undefined, cookie ? { cookie } : {});

  describe('login', () => {
    it('accepts the username or the e-mail, in any case, and answers a token with its expiry', async () => {
      const { user } = await createCommunityAdmin(t.database, {
        username: 'Marie.C',
        email: 'marie@example.org',
      });
      for (const credential of ['Marie.C', 'marie.c', 'MARIE@Example.ORG', '  marie@example.org  ']) {
        const res = await tryLogin(credential, PASSWORD);
        expect(res.statusCode, credential).toBe(200);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(['accessToken', 'exp']);
        expect(body.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 15 * 60);
      }
      const s = await login(t.app, user.username);
      expect((await me(s)).json().id).toBe(user.id);
    });

    it('sets the refresh token as an httpOnly, SameSite=Strict cookie limited to the session paths', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const res = await tryLogin(user.username, PASSWORD);
      const cookie = res.cookies.find((c) => c.name === 'gathering_refresh')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Strict');
      expect(cookie.path).toBe('/v1/users');
      expect(cookie.value.length).toBeGreaterThanOrEqual(40);
      // The cookie lives as long as the session: 30 days.
      expect(cookie.expires!.getTime()).toBeGreaterThan(t.clock.now().getTime() + 29 * DAY);
    });

    it('answers the spec texts for an empty credential (checked first) and an empty password', async () => {
      await createCommunityAdmin(t.database);
      for (const payload of [
        { credential: '', password: '' },
        { credential: '   ', password: PASSWORD },
        { password: PASSWORD },
        {},
      ]) {
        const res = await post('/v1/users/login', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: messages.usernameRequired, field: 'credential' });
      }
      for (const payload of [{ credential: 'someone', password: '' }, { credential: 'someone' }]) {
        const res = await post('/v1/users/login', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: messages.passwordRequired, field: 'password' });
      }
      expect(messages.usernameRequired).toBe('Username is a required field. Please try again!');
      expect(messages.passwordRequired).toBe('Password is a required field. Please try again!');
    });

    it('answers 401 for an unknown credential and a wrong password, with the same message', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const unknown = await tryLogin('nobody@example.org', PASSWORD);
      const wrong = await tryLogin(user.username, 'not the password');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ message: messages.invalidCredentials });
      expect(wrong.json()).toEqual(unknown.json());
      expect(refreshCookieOf(wrong)).toBeUndefined();
    });

    it('refuses members who administer nothing, and inactive people, with 403', async () => {
      const community = await createCommunity(t.database);
      const member = await createUser(t.database);
      await addMembership(t.database, member.id, community.id, { role: 'MEMBER' });
      const res = await tryLogin(member.username, PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.consoleNotAllowed });

      const { user: blocked } = await createCommunityAdmin(t.database, { status: 'INACTIVE' });
      const res2 = await tryLogin(blocked.username, PASSWORD);
      expect(res2.statusCode).toBe(403);
      expect(res2.json()).toEqual({ message: messages.accountInactive });

      const inactiveAdmin = await createUser(t.database);
      await addMembership(t.database, inactiveAdmin.id, community.id, { role: 'ADMIN', status: 'INACTIVE' });
      expect((await tryLogin(inactiveAdmin.username, PASSWORD)).statusCode).toBe(403);
    });

    it('lets platform administrators in without a community', async () => {
      const admin = await createPlatformAdmin(t.database, { firstName: 'Dana', lastName: 'Platform' });
      const s = await login(t.app, admin.email);
      const body = (await me(s)).json();
      expect(body).toMatchObject({
        isAdministratorUser: true,
        community: null,
        role: null,
        fullName: 'Dana Platform',
      });
    });
  });

  describe('brute force', () => {
    it('answers 429 with Retry-After after 5 failures for one account, even with the right password, until 15 minutes pass', async () => {
      const { user } = await createCommunityAdmin(t.database);
      for (let i = 0; i < 5; i++)
        expect((await tryLogin(user.username, 'wrong-password')).statusCode).toBe(401);
      // The count is per account, whatever its case.
      const blocked = await tryLogin(user.username.toUpperCase(), PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messages.tooManyAttempts });
      expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
      // The e-mail names the same account: the same count.
      expect((await tryLogin(user.email, PASSWORD)).statusCode).toBe(429);

      t.clock.advance(10 * MINUTE);
      const still = await tryLogin(user.username, PASSWORD);
      expect(still.statusCode).toBe(429);
      expect(Number(still.headers['retry-after'])).toBe(5 * 60);

      t.clock.advance(5 * MINUTE + 1000);
      expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(200);
    });

    it('clears the count on a successful login', async () => {
      const { user } = await createCommunityAdmin(t.database);
      for (let i = 0; i < 4; i++) await tryLogin(user.username, 'wrong-password');
      expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await tryLogin(user.username, 'wrong-password')).statusCode).toBe(401);
      expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(200);
    });

    it('limits one address that tries many credentials (50 failures in 15 minutes)', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const attacker = '203.0.113.9';
      for (let i = 0; i < 50; i++) {
        const res = await tryLogin(`guess-${i}@example.org`, 'wrong-password', attacker);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await tryLogin(user.username, PASSWORD, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Everyone else still signs in.
      expect((await tryLogin(user.username, PASSWORD, '198.51.100.4')).statusCode).toBe(200);
      t.clock.advance(15 * MINUTE + 1000);
      expect((await tryLogin(user.username, PASSWORD, attacker)).statusCode).toBe(200);
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token on every use and answers a fresh access token', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const r1 = await refresh(s.cookie);
      expect(r1.statusCode).toBe(200);
      const c1 = refreshCookieOf(r1)!;
      expect(c1).toBeDefined();
      expect(c1).not.toBe(s.cookie);
      const r2 = await refresh(c1);
      expect(r2.statusCode).toBe(200);
      const c2 = refreshCookieOf(r2)!;
      expect(c2).not.toBe(c1);
      const fresh = { auth: { authorization: `Bearer ${r2.json().accessToken}` } };
      expect((await me(fresh)).statusCode).toBe(200);
    });

    it('answers 401 without a cookie or with an unknown one', async () => {
      expect((await refresh(undefined)).statusCode).toBe(401);
      const res = await refresh('gathering_refresh=not-a-token');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.sessionExpired });
    });

    it('revokes the whole family when a used token comes back after the grace period', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const c1 = refreshCookieOf(await refresh(s.cookie))!;
      const r2 = await refresh(c1);
      const c2 = refreshCookieOf(r2)!;
      const newest = { auth: { authorization: `Bearer ${r2.json().accessToken}` } };

      t.clock.advance(11_000);
      const replay = await refresh(s.cookie);
      expect(replay.statusCode).toBe(401);
      // The thief's copy and the owner's newest token are both dead, and so is every access token.
      expect((await refresh(c2)).statusCode).toBe(401);
      expect((await me(newest)).statusCode).toBe(401);
      expect((await me(s)).statusCode).toBe(401);
      // Other sessions of the same person are untouched.
      const other = await login(t.app, user.username);
      expect((await me(other)).statusCode).toBe(200);
    });

    it('forgives a replay within 10 seconds (a lost response is not a logout)', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const first = await refresh(s.cookie);
      expect(first.statusCode).toBe(200);
      t.clock.advance(5_000);
      const again = await refresh(s.cookie);
      expect(again.statusCode).toBe(200);
      const c = refreshCookieOf(again)!;
      expect((await refresh(c)).statusCode).toBe(200);
      expect((await refresh(refreshCookieOf(first))).statusCode).toBe(200);
    });

    it('never extends a session past its 30 days', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      let cookie = s.cookie;
      for (const day of [7, 14, 21, 28]) {
        t.clock.advance(7 * DAY);
        const res = await refresh(cookie);
        expect(res.statusCode, `day ${day}`).toBe(200);
        cookie = refreshCookieOf(res)!;
      }
      // Day 35 > 30: refused, though the token was issued a week ago.
      t.clock.advance(7 * DAY);
      const late = await refresh(cookie);
      expect(late.statusCode).toBe(401);
    });

    it('expires at exactly 30 days even with an access token still unexpired', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      t.clock.advance(30 * DAY - 5 * MINUTE);
      const res = await refresh(s.cookie);
      expect(res.statusCode).toBe(200);
      const access = { auth: { authorization: `Bearer ${res.json().accessToken}` } };
      expect((await me(access)).statusCode).toBe(200);
      t.clock.advance(5 * MINUTE + 1000);
      expect((await me(access)).statusCode).toBe(401);
      expect((await refresh(refreshCookieOf(res))).statusCode).toBe(401);
    });
  });

  describe('access token', () => {
    it('works for 15 minutes, then answers 401', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      t.clock.advance(14 * MINUTE);
      expect((await me(s)).statusCode).toBe(200);
      t.clock.advance(MINUTE + 1000);
      const res = await me(s);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.sessionExpired });
    });

    it('stops working at once when the person is deactivated (403)', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      await t.database.executeSql(`update users set status = 'INACTIVE' where id = $1`, [user.id]);
      const res = await me(s);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.accountInactive });
    });
  });

  describe('logout', () => {
    it('revokes the session: the refresh token and the access token both stop working', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const res = await post('/v1/users/logout', undefined, { ...s.auth, cookie: s.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.loggedOut });
      const cleared = res.cookies.find((c) => c.name === 'gathering_refresh')!;
      expect(cleared.value).toBe('');
      expect((await me(s)).statusCode).toBe(401);
      expect((await refresh(s.cookie)).statusCode).toBe(401);
    });

    it('works with the cookie alone (expired access token) and with a JSON content type and no body', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      t.clock.advance(20 * MINUTE);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/users/logout',
        headers: { ...s.auth, cookie: s.cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect((await refresh(s.cookie)).statusCode).toBe(401);
      // Logging out twice, or with nothing, is not an error.
      expect((await post('/v1/users/logout')).statusCode).toBe(200);
    });
  });

  describe('GET /v1/users/me', () => {
    it('answers the caller with fullName, isAdministratorUser and the community with its logo', async () => {
      const { user, community } = await createCommunityAdmin(t.database, {
        firstName: 'Marie',
        lastName: 'Cardinal',
      });
      await t.database.executeSql(`update communities set logo = $1 where id = $2`, [
        'https://cdn.example.org/logo.png',
        community.id,
      ]);
      const s = await login(t.app, user.username);
      const res = await me(s);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: 'Marie',
        lastName: 'Cardinal',
        fullName: 'Marie Cardinal',
        isEmailVerified: true,
        isAdministratorUser: false,
        locale: null,
        role: 'ADMIN',
        community: {
          id: community.id,
          name: community.name,
          slug: community.slug,
          logo: 'https://cdn.example.org/logo.png',
        },
      });
      expect(res.json()).not.toHaveProperty('passwordHash');
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/users/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.notAuthenticated });
    });
  });

  describe('profile', () => {
    it('updates names and username; a taken username or e-mail (any case) is a 409', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const other = await createUser(t.database, { username: 'taken.name', email: 'taken@example.org' });
      const s = await login(t.app, user.username);
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/v1/users/me/profile', headers: s.auth, payload });

      const ok = await patch({ firstName: 'Leona', lastName: 'Sinclair', username: 'leona.s' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        firstName: 'Leona',
        lastName: 'Sinclair',
        fullName: 'Leona Sinclair',
        username: 'leona.s',
      });

      const u = await patch({ firstName: 'Leona', username: 'Taken.Name' });
      expect(u.statusCode).toBe(409);
      expect(u.json()).toEqual({ message: messages.usernameTaken, field: 'username' });
      const e = await patch({ firstName: 'Leona', email: 'TAKEN@example.org' });
      expect(e.statusCode).toBe(409);
      expect(e.json()).toEqual({ message: messages.emailTaken, field: 'email' });
      expect(other.id).toBeDefined();
      // Nothing changed by the refused calls.
      expect((await me(s)).json()).toMatchObject({ username: 'leona.s', email: user.email });

      const bad = await patch({ firstName: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('firstName');
    });

    it('drops fields a caller may not set (no self-promotion)', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/v1/users/me/profile',
        headers: s.auth,
        payload: {
          firstName: 'Eve',
          isPlatformAdmin: true,
          status: 'INACTIVE',
          passwordHash: 'x',
          id: user.id,
        },
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await t.database.executeSql(
        `select is_platform_admin, status, password_hash from users where id = $1`,
        [user.id],
      );
      expect(rows[0]).toEqual({
        is_platform_admin: false,
        status: 'ACTIVE',
        password_hash: user.passwordHash,
      });
    });

    it('a new e-mail address is unverified until the link sent to it is followed', async () => {
      const { user, community } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/v1/users/me/profile',
        headers: s.auth,
        payload: { firstName: 'New', lastName: 'Address', email: 'New.Address@Example.org' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'new.address@example.org', isEmailVerified: false });

      await t.drain();
      const mails = await t.outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe('new.address@example.org');
      expect(mails[0].subject).toContain(community.name);
      const { token } = linkIn(mails[0], '/email-verification/');

      const verified = await t.app.inject({ method: 'GET', url: `/v1/users/verify/${token}` });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: messages.emailVerified });
      expect((await me(s)).json().isEmailVerified).toBe(true);
      // Signing in works with the new address.
      expect((await tryLogin('new.address@example.org', PASSWORD)).statusCode).toBe(200);
    });

    it('sends nothing when the e-mail is unchanged', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/v1/users/me/profile',
        headers: s.auth,
        payload: { firstName: 'Same', email: user.email.toUpperCase() },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().isEmailVerified).toBe(true);
      await t.drain();
      expect(await t.outbox()).toHaveLength(0);
    });
  });

  describe('password change', () => {
    it('needs the current password, ends the other sessions and keeps the caller’s', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const mine = await login(t.app, user.username);
      const other = await login(t.app, user.email);
      const change = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/v1/users/me/password', headers: mine.auth, payload });

      const wrong = await change({
        currentPassword: 'not it',
        password: 'a new password',
        confirm_password: 'a new password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: messages.currentPasswordWrong, field: 'currentPassword' });
      const differ = await change({
        currentPassword: PASSWORD,
        password: 'a new password',
        confirm_password: 'another',
      });
      expect(differ.statusCode).toBe(400);
      expect(differ.json()).toEqual({ message: messages.passwordsDiffer, field: 'confirm_password' });
      const short = await change({ currentPassword: PASSWORD, password: 'short', confirm_password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(messages.passwordTooShort);
      // Nothing was ended by the refused attempts.
      expect((await me(other)).statusCode).toBe(200);

      const ok = await change({
        currentPassword: PASSWORD,
        password: 'a new password',
        confirm_password: 'a new password',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: messages.passwordChanged });

      expect((await me(mine)).statusCode).toBe(200);
      expect((await refresh(mine.cookie)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other.cookie)).statusCode).toBe(401);
      expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(401);
      expect((await tryLogin(user.username, 'a new password')).statusCode).toBe(200);
    });
  });
});
