import { describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { createCommunityAdmin } from './helpers/factories';
import { login, refreshCookieOf } from './helpers/session';
import { DAY, MINUTE, useSessions } from './auth-fixtures';

describe('sessions: login, refresh, logout, profile, password', () => {
  const { t, post, me, refresh } = useSessions();

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
      expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
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
      expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
    });

    it('stops working at once when the person is deactivated (403)', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      await t.database.executeSql(`update users set status = 'INACTIVE' where id = $1`, [user.id]);
      const res = await me(s);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'ACCOUNT_INACTIVE', message: messages.accountInactive });
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
});
