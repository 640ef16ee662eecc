import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { contractMessageGroups, fieldLabel, languageOf } from '../src/i18n';
import en from '../src/i18n/en.json' with { type: 'json' };
import fr from '../src/i18n/fr.json' with { type: 'json' };
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login, type Session } from './helpers/session';

describe('server language', () => {
  it('has a French text for every message of the contract', () => {
    const missing: string[] = [];
    const french = fr.messages as Record<string, Record<string, string>>;
    for (const [group, texts] of Object.entries(contractMessageGroups()))
      for (const key of Object.keys(texts))
        if (!french[group]?.[key]?.trim()) missing.push(`${group}.${key}`);
    expect(missing).toEqual([]);
  });

  it('has the same e-mail texts in English and French', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
      );
    expect(keys(fr.emails).sort()).toEqual(keys(en.emails).sort());
  });

  it('says "assistance" for support in French, as the web console does', () => {
    expect(JSON.stringify(fr)).not.toMatch(/soutien/i);
  });

  it('reads Accept-Language by preference and falls back to English', () => {
    expect(languageOf('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageOf('de-DE,fr;q=0.5')).toBe('fr');
    expect(languageOf('en;q=0.4,fr;q=0.8')).toBe('fr');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(fieldLabel('body.dates.0.startTime')).toBe('start time');
    expect(fieldLabel('external_url')).toBe('external url');
  });

  describe('over HTTP', () => {
    let ctx: TestContext;
    let admin: Session;
    beforeAll(async () => {
      ctx = await createTestContext();
      const { user } = await createCommunityAdmin(ctx.database);
      admin = await login(ctx.app, user.username);
    });
    afterAll(() => ctx.close());

    it('answers a contract message in the language of the request', async () => {
      const signIn = (language?: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/users/login',
          headers: language ? { 'accept-language': language } : {},
          payload: { credential: 'nobody-here', password: 'wrong-password' },
        });
      expect((await signIn()).json().message).toBe(messages.invalidCredentials);
      const french = await signIn('fr-CA,fr;q=0.9');
      expect(french.json().message).toBe(fr.messages.messages.invalidCredentials);
      expect(french.headers['content-language']).toBe('fr');
    });

    it("writes a user's e-mails in the language they chose, English until they choose", async () => {
      const { user } = await createCommunityAdmin(ctx.database, {
        email: 'amelie@example.org',
        firstName: 'Amélie',
      });
      const resetRequest = () =>
        ctx.app.inject({ method: 'POST', url: '/v1/users/reset-request', payload: { email: user.email } });
      await resetRequest();
      await ctx.drain();
      const english = (await ctx.outbox()).at(-1)!;
      expect(english.subject).toMatch(/reset your password$/);
      expect(english.text).toContain('Hello Amélie,');

      const own = await login(ctx.app, user.username);
      const chosen = await ctx.app.inject({
        method: 'PATCH',
        url: '/v1/users/me/locale',
        headers: own.auth,
        payload: { locale: 'fr' },
      });
      expect(chosen.statusCode).toBe(200);
      await resetRequest();
      await ctx.drain();
      const french = (await ctx.outbox()).at(-1)!;
      expect(french.subject).toMatch(/réinitialisez votre mot de passe$/);
      expect(french.text).toContain('Bonjour Amélie,');
      expect(french.text).toContain(fr.emails.reset.line2);
      expect(french.html).toContain('lang="fr"');
    });

    it('words a schema error as a sentence naming the field, never as schema output', async () => {
      const list = (language: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/v1/members?offset=-3',
          headers: { authorization: `Bearer ${admin.accessToken}`, 'accept-language': language },
        });
      const english = (await list('en')).json();
      expect(english.field).toBe('offset');
      expect(english.message).toBe('The field “offset” must be 0 or more.');
      expect((await list('fr')).json().message).toBe('Le champ « offset » doit valoir 0 ou plus.');
    });
  });
});
