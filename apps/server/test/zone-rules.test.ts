import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationAlertMessages as alertMsg } from '@gathering/contract';
import { createZoneRules, describeDisagreement } from '../src/db/zone-rules';
import { floatingOf, wallClockAt } from '../src/lib/zoned-time';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

// The server's own offsets, except in Winnipeg from 2027-03-14: as if this server's tz data did not know that
// Manitoba changes its clocks that day (UTC-6 stays UTC-6), while the database does (UTC-5).
const OUTDATED_FROM = new Date('2027-03-14T08:00:00Z');
const outdatedWinnipeg = (zone: string, at: Date) => {
  const real = (floatingOf(wallClockAt(at, zone)) - at.getTime()) / 60_000;
  return zone === 'America/Winnipeg' && at >= OUTDATED_FROM ? -360 : real;
};

describe('time-zone rules, the server against its database', () => {
  let t: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestContext({ deps: { serverZoneOffset: outdatedWinnipeg } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(new Date('2027-01-10T12:00:00Z'));
    auth = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
  });

  it('finds the first hour where they part over the next year, and names it in a sentence', async () => {
    const rules = createZoneRules({
      database: t.database,
      now: () => t.clock.now(),
      serverOffset: outdatedWinnipeg,
    });
    const found = await rules.check(['America/Winnipeg', 'America/Toronto', 'America/Regina']);
    expect(found).toEqual([{ zone: 'America/Winnipeg', at: OUTDATED_FROM, server: -360, database: -300 }]);
    expect(describeDisagreement(found[0])).toBe(
      `Time-zone rules disagree for America/Winnipeg: from 2027-03-14T08:00:00.000Z this server (Node, tz ` +
        `${process.versions.tz}) says UTC-06:00, the database says UTC-05:00. Scheduling in America/Winnipeg is ` +
        `refused until both have the same rules: update the database server's tzdata (or this server's Node).`,
    );
    // Rules that agree: nothing to say.
    const real = createZoneRules({ database: t.database, now: () => t.clock.now() });
    expect(await real.check(['America/Winnipeg', 'America/Toronto', 'America/St_Johns'])).toEqual([]);
  });

  it('refuses to schedule a push, a publish or quiet hours in that zone, and schedules elsewhere as before', async () => {
    const push = (zone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/notifications',
        headers: auth,
        payload: { title: 'Clinic day', body: 'The clinic is open.', scheduled: '2027-02-01T09:00', zone },
      });
    const refused = await push('America/Winnipeg');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: alertMsg.zoneRulesDisagree, field: 'zone' });
    expect((await push('America/Toronto')).statusCode).toBe(200);

    // In French too.
    const fr = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: { ...auth, 'accept-language': 'fr-CA' },
      payload: {
        title: 'Clinique',
        body: 'La clinique est ouverte.',
        scheduled: '2027-02-01T09:00',
        zone: 'America/Winnipeg',
      },
    });
    expect(fr.json().message).toMatch(/^La planification dans ce fuseau horaire est suspendue/);

    const item = await t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers: auth,
      payload: { headline: 'Feast', body: '<p>Saturday</p>' },
    });
    const publish = await t.app.inject({
      method: 'PATCH',
      url: `/v2/feed/publish/${item.json().id}`,
      headers: auth,
      payload: { publishAt: '2027-02-01T09:00:00', zone: 'America/Winnipeg' },
    });
    expect([publish.statusCode, publish.json().field]).toEqual([409, 'zone']);

    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/v1/notifications/settings',
      headers: auth,
      payload: { quietHoursStart: '22:00', quietHoursEnd: '07:00', timeZone: 'America/Winnipeg' },
    });
    expect([settings.statusCode, settings.json().field]).toEqual([409, 'timeZone']);
  });

  it('says so in /readyz as a warning: the server stays ready', async () => {
    await t.database.executeSql(`update communities set time_zone = 'America/Winnipeg'`);
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.timeZoneRules).toEqual({
      status: 'warning',
      detail: expect.stringMatching(/^Time-zone rules disagree for America\/Winnipeg: from 2027-03-14T08:00/),
    });
  });
});
