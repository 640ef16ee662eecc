import { describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { PASSWORD, createCommunityAdmin, createUser } from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';
import { useSessions } from './auth-fixtures';

describe('sessions: login, refresh, logout, profile, password', () => {
  const { t, tryLogin, me, refresh } = useSessions();

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
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
    });
  });

  describe('GET /v1/users/me/draft-key', () => {
    it('answers each person their own key, the same at every sign-in, never cached; 401 without a session', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const { user: other } = await createCommunityAdmin(t.database);
      const key = async (auth?: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/v1/users/me/draft-key', headers: auth });
      const first = await key((await login(t.app, user.username)).auth);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      // 32 bytes: an AES-256 key for the browser's Web Crypto.
      expect(Buffer.from(first.json().key, 'base64url')).toHaveLength(32);
      // A later session of the same person gets the same key (their drafts kept before open again)…
      expect((await key((await login(t.app, user.username)).auth)).json()).toEqual(first.json());
      // …and someone else at the same computer another one.
      expect((await key((await login(t.app, other.username)).auth)).json().key).not.toBe(first.json().key);
      expect((await key()).statusCode).toBe(401);
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
      expect(u.json()).toEqual({ code: 'CONFLICT', message: messages.usernameTaken, field: 'username' });
      const e = await patch({ firstName: 'Leona', email: 'TAKEN@example.org' });
      expect(e.statusCode).toBe(409);
      expect(e.json()).toEqual({ code: 'CONFLICT', message: messages.emailTaken, field: 'email' });
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
      expect(wrong.json()).toEqual({
        code: 'INVALID_INPUT',
        message: messages.currentPasswordWrong,
        field: 'currentPassword',
      });
      const differ = await change({
        currentPassword: PASSWORD,
        password: 'a new password',
        confirm_password: 'another',
      });
      expect(differ.statusCode).toBe(400);
      expect(differ.json()).toEqual({
        code: 'INVALID_INPUT',
        message: messages.passwordsDiffer,
        field: 'confirm_password',
      });
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
