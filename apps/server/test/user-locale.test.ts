import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { linkIn } from './helpers/mail';
import { login } from './helpers/session';

describe('the language of a user, and verification links opened twice', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const me = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/v1/users/me', headers: auth });

  it('is unset until chosen (the browser language stays in force), and PATCH /v1/users/me/locale remembers it across sessions', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    expect((await me(s.auth)).json().locale).toBeNull();

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/locale',
      headers: s.auth,
      payload: { locale: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, locale: 'fr' });

    // Another device signs in: the account's language, not the browser's, is what it gets.
    const other = await login(t.app, user.username);
    expect((await me(other.auth)).json().locale).toBe('fr');
  });

  it('refuses a language we do not speak with a 400 on the field, and anonymous callers with a 401', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/locale',
      headers: s.auth,
      payload: { locale: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'locale' });
    expect(typeof bad.json().message).toBe('string');
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/locale',
      payload: { locale: 'fr' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers "already verified" when a used verification link is opened again, an error for an unknown one', async () => {
    const { user } = await createCommunityAdmin(t.database, { emailVerifiedAt: null });
    const s = await login(t.app, user.username);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/profile',
      headers: s.auth,
      payload: { firstName: 'New', email: 'fresh.address@example.org' },
    });
    await t.drain();
    const { token } = linkIn((await t.outbox())[0], '/email-verification/');

    const first = await t.app.inject({ method: 'GET', url: `/v1/users/verify/${token}` });
    expect(first.json()).toEqual({ message: messages.emailVerified });
    const again = await t.app.inject({ method: 'GET', url: `/v1/users/verify/${token}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: messages.emailAlreadyVerified, alreadyVerified: true });

    const unknown = await t.app.inject({ method: 'GET', url: '/v1/users/verify/not-a-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.invalidVerificationToken);
  });

  it('keeps a used link for a since-replaced address an error', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    const change = (email: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/users/me/profile',
        headers: s.auth,
        payload: { firstName: 'A', email },
      });
    await change('first.address@example.org');
    await t.drain();
    const { token } = linkIn((await t.outbox())[0], '/email-verification/');
    expect((await t.app.inject({ method: 'GET', url: `/v1/users/verify/${token}` })).statusCode).toBe(200);
    await change('second.address@example.org');
    const again = await t.app.inject({ method: 'GET', url: `/v1/users/verify/${token}` });
    expect(again.statusCode).toBe(400);
  });
});
