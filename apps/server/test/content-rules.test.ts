import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

describe('content rules: an event needs a date, a new job cannot be closed already', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let username: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    username = (await createCommunityAdmin(t.database)).user.username;
    auth = (await login(t.app, username)).auth;
  });

  const call = (method: 'POST' | 'PATCH', url: string, payload: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { ...auth, 'accept-language': lang } });

  it('saves an event without a date as a draft but refuses to publish it', async () => {
    const draft = await call('POST', '/v1/base/events', { headline: 'Feast' });
    expect(draft.statusCode).toBe(200);
    const id = draft.json().id;
    const refused = await call('PATCH', `/v2/feed/publish/${id}`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Add at least one date before publishing the event.',
      field: 'dateTimes',
    });
    const french = await call('PATCH', `/v2/feed/publish/${id}`, {}, 'fr');
    expect(french.json().message).toBe("Ajoutez au moins une date avant de publier l'événement.");

    const dated = await call('PATCH', `/v1/base/events/${id}`, {
      headline: 'Feast',
      dateTimes: [{ date: '2030-06-21', startTime: '10:00', endTime: '16:00' }],
    });
    expect(dated.statusCode, dated.body).toBe(200);
    const published = await call('PATCH', `/v2/feed/publish/${id}`, {});
    expect(published.json().status, published.body).toBe('PUBLISHED');
  });

  it('refuses a closing date in the past on a new job, accepts today and keeps an existing one', async () => {
    const now = t.clock.now();
    const day = (offsetDays: number) =>
      new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const past = await call('POST', '/v1/base/jobs', { headline: 'Clerk', closing_date: day(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'The closing date cannot be in the past.',
      field: 'closing_date',
    });
    expect(
      (await call('POST', '/v1/base/jobs', { headline: 'Clerk', closing_date: day(-2) }, 'fr')).json()
        .message,
    ).toBe('La date de clôture ne peut pas être dans le passé.');
    expect(
      (await call('POST', '/v1/base/jobs', { headline: 'Clerk', closing_date: day(0) })).statusCode,
    ).toBe(200);
    const job = (await call('POST', '/v1/base/jobs', { headline: 'Guard', closing_date: day(1) })).json();
    t.clock.advance(5 * 86_400_000);
    auth = (await login(t.app, username)).auth; // the access token expired meanwhile
    const edited = await call('PATCH', `/v1/base/jobs/${job.id}`, { headline: 'Guard (closed)' });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
