import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loggerOptions } from '../src/plugins/logging';
import { createTestContext, type TestContext } from './helpers/app';
import { PASSWORD, addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login, refreshCookieOf } from './helpers/session';
import { multipart, tinyPng } from './platform-fixtures';

// Findings of the attack on the landed product ("Server foundation II"), one regression test each.
describe('security findings', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  describe('refresh-token grace (finding 2)', () => {
    const consoleRefresh = (cookie: string) => post('/v1/users/token/refresh', undefined, { cookie });

    it('10 parallel console refreshes of one token leave one live token, the same for all', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const answers = await Promise.all(Array.from({ length: 10 }, () => consoleRefresh(s.cookie)));
      const cookies = new Set(answers.map((r) => (expect(r.statusCode).toBe(200), refreshCookieOf(r))));
      expect(cookies.size).toBe(1);
      const [only] = [...cookies];
      expect((await consoleRefresh(only!)).statusCode).toBe(200);
    });

    it('a replay of the immediate parent within the grace gets the token already issued', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const first = refreshCookieOf(await consoleRefresh(s.cookie))!;
      t.clock.advance(5_000);
      const again = await consoleRefresh(s.cookie);
      expect(again.statusCode).toBe(200);
      expect(refreshCookieOf(again)).toBe(first);
    });

    it('a replay of an older token, even within the grace, ends the family', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const c1 = refreshCookieOf(await consoleRefresh(s.cookie))!;
      const c2 = refreshCookieOf(await consoleRefresh(c1))!;
      // s.cookie is the grandparent of c2: its successor c1 was used already.
      expect((await consoleRefresh(s.cookie)).statusCode).toBe(401);
      expect((await consoleRefresh(c2)).statusCode).toBe(401);
    });

    it('a replay of the parent after the grace ends the family', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const s = await login(t.app, user.username);
      const c1 = refreshCookieOf(await consoleRefresh(s.cookie))!;
      t.clock.advance(10_001);
      expect((await consoleRefresh(s.cookie)).statusCode).toBe(401);
      expect((await consoleRefresh(c1)).statusCode).toBe(401);
    });

    it('the app API alike: parallel refreshes answer one token; an older replay ends the session', async () => {
      const { community } = await createCommunityAdmin(t.database);
      const member = await createUser(t.database);
      await addMembership(t.database, member.id, community.id);
      const signIn = await post('/app/v1/auth/sign-in', {
        credential: member.username,
        password: PASSWORD,
        communitySlug: community.slug,
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const { refreshToken } = signIn.json();
      const refresh = (token: string) => post('/app/v1/auth/refresh', { refreshToken: token });
      const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(refreshToken)));
      const tokens = new Set(answers.map((r) => (expect(r.statusCode).toBe(200), r.json().refreshToken)));
      expect(tokens.size).toBe(1);
      const [next] = [...tokens] as string[];
      const third = (await refresh(next)).json().refreshToken as string;
      expect((await refresh(refreshToken)).statusCode).toBe(401);
      expect((await refresh(third)).statusCode).toBe(401);
    });
  });

  it('the members export neutralises formula cells (finding 3)', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const evil = await createUser(t.database, { firstName: '=HYPERLINK("http://x")', lastName: '+1-2' });
    await addMembership(t.database, evil.id, community.id);
    const at = await createUser(t.database, { firstName: '@SUM(A1)', lastName: '-3' });
    await addMembership(t.database, at.id, community.id);
    const tab = await createUser(t.database, { firstName: '\tTab', lastName: '\rCr' });
    await addMembership(t.database, tab.id, community.id);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/members/export',
      headers: (await login(t.app, user.username)).auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")",'+1-2`);
    expect(res.body).toContain(`'@SUM(A1),'-3`);
    expect(res.body).toContain(`'\tTab,"'\rCr"`);
    for (const line of res.body.split('\n'))
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });

  it("a member's app token does not read the console's community view (finding 4)", async () => {
    const { community } = await createCommunityAdmin(t.database);
    const member = await createUser(t.database);
    await addMembership(t.database, member.id, community.id);
    const { accessToken } = (
      await post('/app/v1/auth/sign-in', {
        credential: member.username,
        password: PASSWORD,
        communitySlug: community.slug,
      })
    ).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/community',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(community.slug);
  });

  it('the lockout counts failures per account, whichever name is typed (finding 5)', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const attempt = (credential: string, password = 'wrong password') =>
      post('/v1/users/login', { credential, password });
    for (let i = 0; i < 5; i++)
      expect((await attempt(i % 2 ? user.username : user.email)).statusCode).toBe(401);
    expect((await attempt(user.email.toUpperCase())).statusCode).toBe(429);
    expect((await attempt(user.username)).statusCode).toBe(429);
    expect((await attempt(user.email, PASSWORD)).statusCode).toBe(429);
  });

  describe('files (finding 7)', () => {
    const upload = (
      auth: { authorization: string },
      file: { data: Buffer; filename: string; type: string },
    ) => {
      const body = multipart([
        { name: 'displayName', value: 'invoice\u202Efdp.exe\u2066\u200F\u061C' },
        { name: 'document', ...file },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/v1/upload/feedItem/document',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };

    it('serves documents as attachments, images inline, and stores names without direction controls', async () => {
      const { user } = await createCommunityAdmin(t.database);
      const auth = (await login(t.app, user.username)).auth;
      const txt = await upload(auth, {
        data: Buffer.from('<script>alert(1)</script>\n'),
        filename: 'notes\u202Etxt.html',
        type: 'text/plain',
      });
      expect(txt.statusCode, txt.body).toBe(200);
      expect(txt.json().displayName).toBe('invoicefdp.exe');
      expect(txt.json().originalName).toBe('notestxt.html');
      const servedAt = new URL(txt.json().fileUrl);
      const served = await t.app.inject({ method: 'GET', url: servedAt.pathname + servedAt.search });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toMatch(
        /^attachment; filename="document-[0-9a-f]+\.txt"$/,
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');

      const png = await upload(auth, { data: tinyPng(), filename: 'p.png', type: 'image/png' });
      const imageAt = new URL(png.json().fileUrl);
      const image = await t.app.inject({ method: 'GET', url: imageAt.pathname + imageAt.search });
      expect(image.headers['content-disposition']).toBeUndefined();
      expect(image.headers['content-type']).toBe('image/png');
    });
  });

  describe('logs (finding 6)', () => {
    const SECRET = 'Tr0ub4dor&3-typed-secret';

    it('no query parameter, password or token reaches a log line', async () => {
      const lines: string[] = [];
      const app = await buildApp({
        config: t.config,
        database: t.database,
        clock: t.clock,
        logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
      });
      // A failing query that carries a typed value, as a bug in any module would produce it.
      app.get('/test/failing-query', async () => {
        await t.database.db.execute(sql`select ${SECRET}::uuid as id`);
        return {};
      });
      await app.ready();
      try {
        const failed = await app.inject({ method: 'GET', url: '/test/failing-query' });
        expect(failed.statusCode).toBe(500);
        const { user } = await createCommunityAdmin(t.database);
        const wrong = await app.inject({
          method: 'POST',
          url: '/v1/users/login',
          payload: { credential: user.username, password: SECRET },
          headers: { authorization: `Bearer ${SECRET}`, cookie: `gathering_refresh=${SECRET}` },
        });
        expect(wrong.statusCode).toBe(401);
        const ok = await app.inject({
          method: 'POST',
          url: '/v1/users/login',
          payload: { credential: user.username, password: PASSWORD },
        });
        expect(ok.statusCode).toBe(200);
        const token = 'a'.repeat(43);
        await app.inject({ method: 'GET', url: `/v1/users/verify/${token}` });

        const all = lines.join('');
        expect(all).toContain('unhandled error');
        expect(all).toContain('Failed query');
        expect(all).not.toContain(SECRET);
        expect(all).not.toContain(PASSWORD);
        expect(all).not.toContain(token);
      } finally {
        await app.close();
      }
    });
  });
});
