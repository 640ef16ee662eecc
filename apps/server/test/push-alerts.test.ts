import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationAlertMessages as alertMsg, notificationMessages as msg } from '@gathering/contract';
import { parse } from 'csv-parse/sync';
import { alertReminders } from '../src/jobs/catalog';
import { createTestContext, type TestContext } from './helpers/app';
import { PASSWORD, addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { pushCommunity } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

type Headers = { authorization: string };

describe('emergency alerts: acknowledgement, reminders, the people to phone', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let community: { id: string; slug: string };
  let adminName: string;
  let admin: Headers;

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
    community = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    const a = await createUser(t.database);
    await addMembership(t.database, a.id, community.id, { role: 'ADMIN' });
    adminName = a.username;
    admin = (await login(t.app, adminName)).auth;
  });

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  /** A member signed in to the app with one device per token; answers the session. */
  async function member(tokens: string[], name: Partial<{ firstName: string; lastName: string }> = {}) {
    const user = await createUser(t.database, name);
    await addMembership(t.database, user.id, community.id);
    const res = await inject('POST', '/app/v1/auth/sign-in', undefined, {
      credential: user.username,
      password: PASSWORD,
      communitySlug: community.slug,
    });
    const auth = { authorization: `Bearer ${res.json().accessToken}` };
    for (const [i, token] of tokens.entries())
      expect(
        (await inject('PUT', '/app/v1/devices', auth, { platform: i % 2 ? 'android' : 'ios', token }))
          .statusCode,
      ).toBe(200);
    return { user, auth, tokens };
  }
  const alert = async (over: object = {}) => {
    const res = await inject('POST', '/v1/notifications', admin, {
      title: 'Evacuation order',
      body: 'Leave the east side now: fire near Range Road 20.',
      kind: 'EMERGENCY',
      alertType: 'EVACUATION',
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.drain();
    return res.json().id as string;
  };
  const ack = (auth: Headers, id: string, token: string) =>
    inject('POST', `/app/v1/notifications/${id}/acknowledge`, auth, { token });
  const figures = async (id: string) =>
    (await inject('GET', `/v1/notifications/${id}`, admin)).json().figures;
  const sweep = async () => {
    await t.app.queue.send(alertReminders, {});
    await t.drain();
  };

  it('checks the alert fields', async () => {
    const base = { title: 'Road closed', body: 'Highway 2 is closed.' };
    const cases: [object, string, string][] = [
      [{ kind: 'EMERGENCY' }, alertMsg.alertTypeRequired, 'alertType'],
      [{ alertType: 'ROAD_CLOSURE' }, alertMsg.alertTypeOnlyEmergency, 'alertType'],
      [{ reminderAfterMinutes: 15, reminderMax: 2 }, alertMsg.remindersOnlyEmergency, 'reminderAfterMinutes'],
      [
        { kind: 'EMERGENCY', alertType: 'OTHER', reminderMax: 2 },
        alertMsg.remindersIncomplete,
        'reminderAfterMinutes',
      ],
    ];
    for (const [over, message, field] of cases) {
      const res = await inject('POST', '/v1/notifications', admin, { ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
    for (const over of [{ kind: 'EMERGENCY', alertType: 'FLOOD' }, { reminderAfterMinutes: 2 }])
      expect((await inject('POST', '/v1/notifications', admin, { ...base, ...over })).statusCode).toBe(400);
  });

  it('is acknowledged once per person, counted live, and only in its own community', async () => {
    const a = await member(['apns-a1', 'fcm-a2']);
    const b = await member(['apns-b1']);
    const id = await alert();
    expect(await figures(id)).toMatchObject({ delivered: 3, acknowledged: 0 });

    const first = await ack(a.auth, id, 'apns-a1');
    expect(first.json()).toEqual({ message: alertMsg.acknowledged, firstAcknowledgement: true });
    // Again, or from the same person's other phone: already done.
    expect((await ack(a.auth, id, 'apns-a1')).json().firstAcknowledgement).toBe(false);
    expect((await ack(a.auth, id, 'fcm-a2')).json().firstAcknowledgement).toBe(false);
    expect(await figures(id)).toMatchObject({ delivered: 3, acknowledged: 2 });

    // Someone else's device, an unknown alert, an ordinary notification.
    expect((await ack(b.auth, id, 'apns-a1')).json()).toEqual({
      code: 'NOT_FOUND',
      message: msg.deviceNotFound,
    });
    expect((await ack(b.auth, 'not-an-id', 'apns-b1')).statusCode).toBe(404);
    expect((await ack(b.auth, crypto.randomUUID(), 'apns-b1')).json()).toEqual({
      code: 'NOT_FOUND',
      message: msg.notFound,
    });
    const news = (await inject('POST', '/v1/notifications', admin, { title: 'News', body: 'Hello.' })).json()
      .id;
    await t.drain();
    const ordinary = await ack(b.auth, news, 'apns-b1');
    expect(ordinary.statusCode).toBe(400);
    expect(ordinary.json().message).toBe(alertMsg.notAnAlert);
    expect((await ack(b.auth, id, 'apns-b1')).json().firstAcknowledgement).toBe(true);
    expect(await figures(id)).toMatchObject({ acknowledged: 3 });

    // A member of another community cannot see or acknowledge it.
    const other = await createCommunityAdmin(t.database);
    const stranger = await createUser(t.database);
    await addMembership(t.database, stranger.id, other.community.id);
    const session = (
      await inject('POST', '/app/v1/auth/sign-in', undefined, {
        credential: stranger.username,
        password: PASSWORD,
        communitySlug: other.community.slug,
      })
    ).json();
    const theirs = { authorization: `Bearer ${session.accessToken}` };
    await inject('PUT', '/app/v1/devices', theirs, { platform: 'ios', token: 'apns-x1' });
    expect((await ack(theirs, id, 'apns-x1')).json()).toEqual({ code: 'NOT_FOUND', message: msg.notFound });
    const theirAdmin = (await login(t.app, other.user.username)).auth;
    expect((await inject('GET', `/v1/notifications/unreached/${id}`, theirAdmin)).statusCode).toBe(404);
    expect(
      (await inject('POST', `/app/v1/notifications/${id}/acknowledge`, undefined, { token: 'x' })).statusCode,
    ).toBe(401);
  });

  it('is acknowledged from a browser without a push subscription, and the inbox says so', async () => {
    // The member web app: the member's phone got the alert, the browser has no device of its own.
    const a = await member(['apns-a1']);
    const b = await member([]);
    const id = await alert();
    const inbox = async (auth: Headers) => (await inject('GET', '/app/v1/notifications', auth)).json();
    expect((await inbox(a.auth)).data).toEqual([
      expect.objectContaining({ id, kind: 'EMERGENCY', alertType: 'EVACUATION', acknowledged: false }),
    ]);

    const first = await inject('POST', `/app/v1/notifications/${id}/acknowledge`, a.auth, {});
    expect(first.json()).toEqual({ message: alertMsg.acknowledged, firstAcknowledgement: true });
    expect(
      (await inject('POST', `/app/v1/notifications/${id}/acknowledge`, a.auth, {})).json(),
    ).toMatchObject({
      firstAcknowledgement: false,
    });
    // The administrator's alert page counts it; the phone is reminded no more.
    expect(await figures(id)).toMatchObject({ delivered: 1, acknowledged: 1 });
    expect((await inbox(a.auth)).data[0]).toMatchObject({ id, acknowledged: true });
    // Someone it never reached has nothing to acknowledge; a token that is not theirs is still refused.
    expect((await inject('POST', `/app/v1/notifications/${id}/acknowledge`, b.auth, {})).json()).toEqual({
      code: 'NOT_FOUND',
      message: msg.notFound,
    });
    expect((await ack(b.auth, id, 'apns-a1')).json().message).toBe(msg.deviceNotFound);
    expect(
      (await inject('POST', `/app/v1/notifications/${id}/acknowledge`, a.auth, { token: '' })).statusCode,
    ).toBe(400);
  });

  it('reminds the devices that have not acknowledged after the delay, up to the count, then stops', async () => {
    const a = await member(['apns-a1', 'fcm-a2']);
    const b = await member(['apns-b1']);
    const id = await alert({ reminderAfterMinutes: 10, reminderMax: 2 });
    const counts = () => ['apns-a1', 'fcm-a2', 'apns-b1'].map((tk) => rig.sim.receipts.count(tk, id));
    expect(counts()).toEqual([1, 1, 1]);

    t.clock.advance(9 * 60_000);
    await sweep();
    expect(counts()).toEqual([1, 1, 1]);
    t.clock.advance(60_000);
    await sweep();
    await sweep(); // a second sweep in the same minute sends nothing more
    expect(counts()).toEqual([2, 2, 2]);

    // A acknowledges on one phone: neither of A's phones is reminded again.
    expect((await ack(a.auth, id, 'fcm-a2')).statusCode).toBe(200);
    rig.sim.watch('apns-b1');
    t.clock.advance(10 * 60_000);
    await sweep();
    expect(counts()).toEqual([2, 2, 3]);
    // A reminder is time-sensitive like the alert, and replaces it on the phone (same collapse id).
    const seen = rig.sim.lastRequest('apns-b1')!;
    expect(seen.headers['apns-collapse-id']).toBe(id);
    expect(JSON.parse(seen.body).aps['interruption-level']).toBe('time-sensitive');
    // Two reminders were asked for: the third never comes.
    t.clock.advance(60 * 60_000);
    await sweep();
    expect(counts()).toEqual([2, 2, 3]);
    expect(b.tokens).toEqual(['apns-b1']);
  });

  it('exports the people never reached or who did not acknowledge, for phoning', async () => {
    const done = await member(['apns-d1'], { firstName: 'Ada', lastName: 'Acked' });
    await member(['apns-s1'], { firstName: 'Sam', lastName: 'Silent' });
    await member(['apns-g1'], { firstName: 'Gus', lastName: 'Gone' });
    await member([], { firstName: '=HYPERLINK("x")', lastName: 'Nodevice' });
    rig.sim.script('apns-g1', 'unregistered');
    const id = await alert();
    await ack(done.auth, id, 'apns-d1');

    const res = await inject('GET', `/v1/notifications/unreached/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`unreached-${id}.csv`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    const byName = Object.fromEntries(rows.map((r) => [r.Name, r]));
    // The three below and the administrator (a person of the community too, without a phone here).
    expect(rows).toHaveLength(4);
    expect(byName['Sam Silent']).toMatchObject({ Kind: 'Member', Devices: '1', Status: 'Not acknowledged' });
    expect(byName['Gus Gone']).toMatchObject({ Status: 'Not reached' });
    expect(byName[`'=HYPERLINK("x") Nodevice`]).toMatchObject({
      Devices: '0',
      Status: 'No device registered',
    });
    expect(rows.some((r) => r.Name === 'Ada Acked')).toBe(false);
    expect(byName['Sam Silent']['E-mail']).toMatch(/@example\.org$/);
    expect(
      (await inject('GET', `/v1/notifications/unreached/${crypto.randomUUID()}`, admin)).statusCode,
    ).toBe(404);
  });
});
