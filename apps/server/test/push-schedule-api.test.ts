import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { materializeSeries } from '../src/jobs/catalog';
import { notificationAlertMessages as alertMsg } from '@gathering/contract';
import { devices, notifications } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { insertDevices, pushCommunity } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

// Through the HTTP API and the delivery job, with the injected clock. The clock stays ahead of the real time, so
// the queue never runs a job early on its own: each step moves the clock and asks the workers to pick up what is
// due (resume), as a restarted worker would.
describe('scheduling through the API across daylight-saving changes', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let communityId: string;
  let adminName: string;
  let auth: { authorization: string };

  beforeAll(async () => {
    rig = await startPushRig();
    t = await createTestContext({ deps: { pushProviders: rig.providers } });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
  });
  beforeEach(async () => {
    await t.reset();
    rig.sim.reset();
    const community = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    communityId = community.id;
    const admin = await createUser(t.database);
    await addMembership(t.database, admin.id, communityId, { role: 'ADMIN' });
    adminName = admin.username;
  });

  /** Moves the clock, signs in again (the console token lives 15 minutes) and lets the workers catch up. */
  async function at(iso: string) {
    t.clock.set(new Date(iso));
    auth = (await login(t.app, adminName)).auth;
    await t.app.notifications.resume();
    await t.drain();
  }
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: auth });
  /** One member device in `zone` (null: none reported); answers its token. */
  async function deviceIn(zone: string | null) {
    const user = await createUser(t.database);
    const m = await addMembership(t.database, user.id, communityId);
    const [d] = await insertDevices(t.database, communityId, 1, { membershipId: m.id });
    await t.database.db.update(devices).set({ timeZone: zone }).where(eq(devices.id, d.id));
    return d.token;
  }
  const got = (tokens: string[], id: string) => tokens.map((tk) => rig.sim.receipts.count(tk, id));

  it('keeps and checks the quiet hours and zone of the community', async () => {
    await at('2027-03-01T12:00:00Z');
    expect((await call('GET', '/v1/notifications/settings')).json()).toEqual({
      quietHoursStart: null,
      quietHoursEnd: null,
      timeZone: null,
    });
    const bad: [object, string, string][] = [
      [{ quietHoursStart: '25:00', quietHoursEnd: '07:00' }, alertMsg.quietHoursInvalid, 'quietHoursStart'],
      [{ quietHoursStart: '22:00' }, alertMsg.quietHoursIncomplete, 'quietHoursEnd'],
      [{ quietHoursStart: '22:00', quietHoursEnd: '22:00' }, alertMsg.quietHoursSame, 'quietHoursEnd'],
      [{ timeZone: 'Mars/Olympus' }, alertMsg.invalidZone, 'timeZone'],
    ];
    for (const [payload, message, field] of bad) {
      const res = await call('PATCH', '/v1/notifications/settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
    const set = await call('PATCH', '/v1/notifications/settings', {
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      timeZone: 'America/Winnipeg',
    });
    expect(set.json()).toEqual({
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      timeZone: 'America/Winnipeg',
    });
    // Moving one bound onto the other (the stored one) would leave an empty window: refused, nothing changes.
    const same = await call('PATCH', '/v1/notifications/settings', { quietHoursStart: '07:00' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: alertMsg.quietHoursSame, field: 'quietHoursEnd' });
    expect((await call('GET', '/v1/notifications/settings')).json().quietHoursStart).toBe('22:00');
    // Another community's administrator sees and changes only their own.
    const other = await createCommunityAdmin(t.database);
    const theirs = (await login(t.app, other.user.username)).auth;
    const read = await t.app.inject({ method: 'GET', url: '/v1/notifications/settings', headers: theirs });
    expect(read.json().quietHoursStart).toBeNull();
    const cleared = await call('PATCH', '/v1/notifications/settings', {
      quietHoursStart: null,
      quietHoursEnd: null,
    });
    expect(cleared.json()).toEqual({
      quietHoursStart: null,
      quietHoursEnd: null,
      timeZone: 'America/Winnipeg',
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications/settings' })).statusCode).toBe(401);
  });

  it('holds ordinary pushes through the quiet night of the spring change; alerts go at once', async () => {
    await at('2027-03-14T03:00:00Z'); // 21:00 CST on Saturday Mar 13
    await call('PATCH', '/v1/notifications/settings', {
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      timeZone: 'America/Winnipeg',
    });
    const winnipeg = await deviceIn('America/Winnipeg');
    const noZone = await deviceIn(null); // the community's zone
    const whitehorse = await deviceIn('America/Whitehorse'); // MST (UTC-7) all year

    await at('2027-03-14T04:30:00Z'); // 22:30 CST; 21:30 MST in Whitehorse
    const news = (
      await call('POST', '/v1/notifications', { title: 'Bingo', body: 'Bingo night moved.' })
    ).json();
    const alert = (
      await call('POST', '/v1/notifications', {
        title: 'Boil water',
        body: 'Boil all tap water until further notice.',
        kind: 'EMERGENCY',
        alertType: 'BOIL_WATER',
      })
    ).json();
    await t.drain();
    expect(got([winnipeg, noZone, whitehorse], news.id)).toEqual([0, 0, 1]);
    expect(got([winnipeg, noZone, whitehorse], alert.id)).toEqual([1, 1, 1]);

    // 07:00 is CDT after the change: 12:00Z, an hour earlier in UTC than the night before.
    await at('2027-03-14T11:59:00Z');
    expect(got([winnipeg, noZone], news.id)).toEqual([0, 0]);
    await at('2027-03-14T12:00:00Z');
    expect(got([winnipeg, noZone, whitehorse], news.id)).toEqual([1, 1, 1]);
    expect((await call('GET', `/v1/notifications/${news.id}`)).json().status).toBe('SENT');
  });

  it('sends at the same local time in each device zone across the autumn change', async () => {
    const stJohns = await deviceIn('America/St_Johns');
    const halifax = await deviceIn('America/Halifax');
    const toronto = await deviceIn('America/Toronto');
    const winnipeg = await deviceIn('America/Winnipeg');
    const all = [stJohns, halifax, toronto, winnipeg];
    await at('2027-11-05T12:00:00Z'); // before the change of Nov 7
    const created = await call('POST', '/v1/notifications', {
      title: 'Clinic day',
      body: 'The health clinic is open today.',
      scheduled: '2027-11-08T09:00',
      zone: 'America/Winnipeg',
      localTime: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ localTime: true, schedule: '2027-11-08T15:00:00.000Z' });

    // 09:00 NST (UTC-3:30) comes first, then AST, EST and CST: one zone at a time, each at its own 09:00.
    await at('2027-11-08T12:29:00Z');
    expect(got(all, id)).toEqual([0, 0, 0, 0]);
    expect((await call('GET', `/v1/notifications/${id}`)).json().status).toBe('SCHEDULED');
    await at('2027-11-08T12:30:00Z');
    expect(got(all, id)).toEqual([1, 0, 0, 0]);
    await at('2027-11-08T13:00:00Z');
    expect(got(all, id)).toEqual([1, 1, 0, 0]);
    await at('2027-11-08T14:00:00Z');
    expect(got(all, id)).toEqual([1, 1, 1, 0]);
    await at('2027-11-08T15:00:00Z');
    expect(got(all, id)).toEqual([1, 1, 1, 1]);
    const d = (await call('GET', `/v1/notifications/${id}`)).json();
    expect(d.status).toBe('SENT');
    expect(d.figures).toMatchObject({ recipients: 4, delivered: 4 });
  });

  it('refuses local time and recurrence without a schedule', async () => {
    await at('2027-03-01T12:00:00Z');
    const base = { title: 'Hello', body: 'Hello there.' };
    const local = await call('POST', '/v1/notifications', { ...base, localTime: true });
    expect(local.json()).toMatchObject({ message: alertMsg.scheduleRequiredForLocal, field: 'scheduled' });
    const rec = await call('POST', '/v1/notifications', {
      ...base,
      recurrence: { frequency: 'DAILY', until: '2027-04-01' },
    });
    expect(rec.json()).toMatchObject({ message: alertMsg.scheduleRequiredForRecurrence, field: 'scheduled' });
    const bad = await call('POST', '/v1/notifications', {
      ...base,
      scheduled: '2027-03-02T09:00',
      zone: 'America/Winnipeg',
      recurrence: { frequency: 'YEARLY', until: '2027-04-01' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('creates each occurrence of a weekly series at 09:00 local across the spring change, on the calendar too', async () => {
    const token = await deviceIn('America/Winnipeg');
    await at('2027-03-01T12:00:00Z');
    const series = (
      await call('POST', '/v1/notifications', {
        title: 'Garbage pickup',
        body: 'Put your bins out tonight.',
        scheduled: '2027-03-08T09:00',
        zone: 'America/Winnipeg',
        recurrence: { frequency: 'WEEKLY', weekdays: ['MO', 'FR'], until: '2027-03-19' },
      })
    ).json();
    await t.drain();
    const scheduled = async () =>
      (
        await call('GET', '/v1/notifications/scheduled?startDate=2027-03-01&endDate=2027-03-31&limit=20')
      ).json().data as { id: string; schedule: string; seriesId: string; title: string }[];
    const first = await scheduled();
    expect(first.map((n) => n.schedule)).toEqual([
      '2027-03-08T15:00:00.000Z',
      '2027-03-12T15:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
      '2027-03-19T14:00:00.000Z',
    ]);
    expect(new Set(first.map((n) => n.seriesId))).toEqual(new Set([series.id]));
    const calendar = (
      await call('GET', '/v2/publishing/current?startDate=2027-03-01&endDate=2027-03-31')
    ).json();
    expect(
      calendar.notifications.map((e: { type: string; publishingOn: string }) => [e.type, e.publishingOn]),
    ).toEqual(first.map((n) => ['PUSH', n.schedule]));

    // Running the series job again adds nothing; an edit moves the rule and the text of what has not started.
    await t.app.queue.send(materializeSeries, { seriesId: series.id });
    await t.drain();
    expect(await scheduled()).toHaveLength(4);
    const edited = await call('PATCH', '/v1/notifications', {
      id: series.id,
      title: 'Garbage and recycling',
      body: 'Put your bins out tonight.',
      scheduled: '2027-03-08T09:00',
      zone: 'America/Winnipeg',
      recurrence: { frequency: 'WEEKLY', weekdays: ['MO', 'FR'], until: '2027-03-15' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.drain();
    const after = await scheduled();
    expect(after.map((n) => [n.schedule, n.title])).toEqual([
      ['2027-03-08T15:00:00.000Z', 'Garbage and recycling'],
      ['2027-03-12T15:00:00.000Z', 'Garbage and recycling'],
      ['2027-03-15T14:00:00.000Z', 'Garbage and recycling'],
    ]);

    // Deleting one occurrence deletes that one only; the series job does not bring it back.
    const monday = after[2].id;
    await call('PATCH', '/v1/notifications/batch/delete', { ids: [monday] });
    await t.app.queue.send(materializeSeries, { seriesId: series.id });
    await t.drain();
    expect((await scheduled()).map((n) => n.id)).toEqual([after[0].id, after[1].id]);

    // Each occurrence is sent on its own day, with its own figures.
    await at('2027-03-12T15:00:00Z');
    const friday = after[1].id;
    expect(rig.sim.receipts.count(token, series.id)).toBe(1);
    expect(rig.sim.receipts.count(token, friday)).toBe(1);
    expect(rig.sim.receipts.count(token, monday)).toBe(0);
    const detail = (await call('GET', `/v1/notifications/${friday}`)).json();
    expect(detail).toMatchObject({ status: 'SENT', seriesId: series.id, figures: { delivered: 1 } });
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.seriesId, series.id));
    expect(rows).toHaveLength(3);
  });
});
