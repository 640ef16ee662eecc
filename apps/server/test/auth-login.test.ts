import { describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import {
  PASSWORD,
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { login, refreshCookieOf } from './helpers/session';
import { DAY, MINUTE, useSessions } from './auth-fixtures';

describe('sessions: login, refresh, logout, profile, password', () => {
  const { t, post, tryLogin, me } = useSessions();

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
        expect(Object.keys(body).sort()).toEqual(['accessToken', 'exp', 'me']);
        expect(body.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 15 * 60);
      }
      const s = await login(t.app, user.username);
      expect((await me(s)).json().id).toBe(user.id);
    });

    it('answers the signed-in user with the token, as GET /v1/users/me does, so the console asks no more', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const platform = await createPlatformAdmin(t.database);
      for (const who of [user, platform]) {
        const res = await tryLogin(who.username, PASSWORD);
        const { accessToken, me: answered } = res.json();
        const asked = await t.app.inject({
          method: 'GET',
          url: '/v1/users/me',
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(answered).toEqual(asked.json());
        expect(answered.id).toBe(who.id);
      }
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
        expect(res.json()).toEqual({
          code: 'INVALID_INPUT',
          message: messages.usernameRequired,
          field: 'credential',
        });
      }
      for (const payload of [{ credential: 'someone', password: '' }, { credential: 'someone' }]) {
        const res = await post('/v1/users/login', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'INVALID_INPUT',
          message: messages.passwordRequired,
          field: 'password',
        });
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
      expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: messages.invalidCredentials });
      expect(wrong.json()).toEqual(unknown.json());
      expect(refreshCookieOf(wrong)).toBeUndefined();
    });

    it('refuses members who administer nothing, and inactive people, with 403', async () => {
      const community = await createCommunity(t.database);
      const member = await createUser(t.database);
      await addMembership(t.database, member.id, community.id, { role: 'MEMBER' });
      const res = await tryLogin(member.username, PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: messages.consoleNotAllowed });

      const { user: blocked } = await createCommunityAdmin(t.database, { status: 'INACTIVE' });
      const res2 = await tryLogin(blocked.username, PASSWORD);
      expect(res2.statusCode).toBe(403);
      expect(res2.json()).toEqual({ code: 'ACCOUNT_INACTIVE', message: messages.accountInactive });

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
      expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: messages.tooManyAttempts });
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
});
