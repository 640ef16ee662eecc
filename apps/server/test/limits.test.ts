import { describe, expect, it } from 'vitest';
import { lt } from 'drizzle-orm';
import {
  appAccountMessages,
  messages,
  notificationMessages,
  NOTIFICATIONS_PER_HOUR,
} from '@gathering/contract';
import { buildApp } from '../src/app';
import { rateLimits } from '../src/db/schema';
import { useTestContext } from './helpers/context';
import { PASSWORD, createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { memberSession } from './platform-fixtures';
import { ticketBody } from './support-fixtures';

const HOUR = 3_600_000;
const statuses = (list: { statusCode: number }[]) =>
  list.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {});

// Every limit is counted in the database (db/rate-limits.ts), atomically: parallel requests cannot all see room, and
// a second server (or the same one after a restart) counts on from the same figures.
describe('request limits', () => {
  const t = useTestContext();
  const address = (i: number) => `10.9.${i >> 8}.${i & 255}`;

  const newGuest = (deviceId: string, remoteAddress: string, slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/app/v1/guests/session',
      payload: { communitySlug: slug, deviceId, platform: 'android' },
      remoteAddress,
    });

  it('checks at most 5 passwords of 100 wrong sign-ins sent at once for one account, from 100 addresses', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/users/login',
          payload: { credential: user.username, password: `wrong-${i}` },
          remoteAddress: address(i),
        }),
      ),
    );
    const n = statuses(answers);
    expect(n[401] ?? 0).toBeLessThanOrEqual(5);
    expect((n[401] ?? 0) + (n[429] ?? 0)).toBe(100);
    for (const r of answers.filter((a) => a.statusCode === 429))
      expect(r.json()).toEqual({ code: 'RATE_LIMITED', message: messages.tooManyAttempts });
    // Refused attempts were given back: the account is locked by the checked failures only, for 15 minutes.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(t.app, user.username, PASSWORD)).accessToken).toBeTruthy();
  });

  it('takes 10 of 15 report requests sent at once by one administrator', async () => {
    await createPlatformAdmin(t.database, { username: 'platform' });
    const platform = (await login(t.app, 'platform')).auth;
    const body = { range: '2026-11-01,2026-11-15', email: 'board@example.org' };
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v2/reports/administrator/create',
          headers: platform,
          payload: body,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 202: 10, 429: 5 });
  });

  it('makes 20 new guests an hour per address; a known device and other addresses go on', async () => {
    const { community } = await createCommunityAdmin(t.database);
    for (let i = 0; i < 20; i++)
      expect((await newGuest(`device-${i}-abcdefgh`, '192.0.2.10', community.slug)).statusCode).toBe(200);
    const refused = await newGuest('device-20-abcdefgh', '192.0.2.10', community.slug);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: appAccountMessages.tooManyGuests });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    const french = await t.app.inject({
      method: 'POST',
      url: '/app/v1/guests/session',
      headers: { 'accept-language': 'fr' },
      payload: { communitySlug: community.slug, deviceId: 'device-21-abcdefgh', platform: 'ios' },
      remoteAddress: '192.0.2.10',
    });
    expect(french.json().message).toMatch(/^Trop de nouveaux invités/);
    // The refused guest was not made: a device already known still gets its session, other addresses new ones.
    expect((await newGuest('device-3-abcdefgh', '192.0.2.10', community.slug)).statusCode).toBe(200);
    expect((await newGuest('device-20-abcdefgh', '192.0.2.11', community.slug)).statusCode).toBe(200);
    t.clock.advance(HOUR);
    expect((await newGuest('device-22-abcdefgh', '192.0.2.10', community.slug)).statusCode).toBe(200);
  });

  it("counts guests' tickets per address too, so new guests do not lift the ticket limit", async () => {
    const { community } = await createCommunityAdmin(t.database);
    const raise = (authorization: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/app/v1/support/tickets',
        headers: { authorization },
        payload: ticketBody({ contactEmail: 'guest@example.org' }),
        remoteAddress,
      });
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const guest = await newGuest(`device-${i}-abcdefgh`, '198.51.100.7', community.slug);
      answers.push(await raise(`Bearer ${guest.json().guestToken}`, '198.51.100.7'));
    }
    expect(statuses(answers)).toEqual({ 201: 10, 429: 2 });
    // A member behind the same address is counted on their own.
    const member = await memberSession(t, community.id);
    expect((await raise(member.auth.authorization, '198.51.100.7')).statusCode).toBe(201);
  });

  describe('push sends', () => {
    const send = (auth: { authorization: string }, over: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/notifications',
        headers: { ...auth, 'accept-language': 'en' },
        payload: { title: 'Road closure', body: 'Main street is closed today.', ...over },
      });

    it(`takes ${NOTIFICATIONS_PER_HOUR} pushes per community per hour, content's included; drafts and alerts are not counted`, async () => {
      const { user } = await createCommunityAdmin(t.database);
      const auth = (await login(t.app, user.username)).auth;
      const draft = await send(auth, { draft: true });
      expect(draft.statusCode).toBe(200);
      const inAnHour = new Date(t.clock.now().getTime() + HOUR / 2).toISOString();
      const answers = await Promise.all(
        Array.from({ length: NOTIFICATIONS_PER_HOUR + 5 }, (_, i) =>
          send(auth, i % 2 ? {} : { scheduled: inAnHour }),
        ),
      );
      expect(statuses(answers)).toEqual({ 200: NOTIFICATIONS_PER_HOUR, 429: 5 });
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: notificationMessages.tooManySends });
      expect(Number(refused.headers['retry-after'])).toBe(3600);
      // Drafts may still be written, but not sent; an emergency alert always goes.
      expect((await send(auth, { draft: true })).statusCode).toBe(200);
      const deliver = await t.app.inject({
        method: 'POST',
        url: `/v1/notifications/deliver/${draft.json().id}`,
        headers: auth,
      });
      expect(deliver.statusCode).toBe(429);
      const alert = await send(auth, { kind: 'EMERGENCY', alertType: 'EVACUATION' });
      expect(alert.statusCode, alert.body).toBe(200);
      // Content published with a push is a push too; published without one, it goes live as ever.
      const news = await t.app.inject({
        method: 'POST',
        url: '/v1/base/news',
        headers: auth,
        payload: { headline: 'Council meeting', body: '<p>Agenda</p>' },
      });
      const publish = (notification: boolean, headers = auth) =>
        t.app.inject({
          method: 'PATCH',
          url: `/v2/feed/publish/${news.json().id}`,
          headers,
          payload: { notification },
        });
      expect((await publish(true)).json()).toEqual({
        code: 'RATE_LIMITED',
        message: notificationMessages.tooManySends,
      });
      expect((await publish(false)).json().status).toBe('PUBLISHED');
      // Another community is counted apart; the hour passed, this one sends again.
      const other = await createCommunityAdmin(t.database);
      expect((await send((await login(t.app, other.user.username)).auth)).statusCode).toBe(200);
      t.clock.advance(HOUR);
      const fresh = (await login(t.app, user.username)).auth;
      expect((await send(fresh)).statusCode).toBe(200);
      expect((await publish(true, fresh)).statusCode).toBe(200);
    });
  });

  it('counts on after a restart, and drops closed windows as new ones open', async () => {
    const { community } = await createCommunityAdmin(t.database);
    const member = await memberSession(t, community.id);
    const raise = (app = t.app) =>
      app.inject({
        method: 'POST',
        url: '/app/v1/support/tickets',
        headers: member.auth,
        payload: ticketBody(),
      });
    for (let i = 0; i < 6; i++) expect((await raise()).statusCode).toBe(201);
    // A new server process over the same database (a restart, or a second server): the count goes on from 6.
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    try {
      await restarted.ready();
      expect(statuses(await Promise.all(Array.from({ length: 6 }, () => raise(restarted))))).toEqual({
        201: 4,
        429: 2,
      });
    } finally {
      await restarted.close();
    }
    const before = await t.database.db.select().from(rateLimits);
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(2 * HOUR);
    // A new window (another address's guest) opens: every closed one goes.
    expect((await newGuest('device-x-abcdefgh', '203.0.113.50', community.slug)).statusCode).toBe(200);
    const closed = await t.database.db
      .select()
      .from(rateLimits)
      .where(lt(rateLimits.expiresAt, t.clock.now()));
    expect(closed).toEqual([]);
  });
});
