import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webPushMessages, webPushPayload } from '@gathering/contract';
import { devices } from '../src/db/schema';
import { alertReminders } from '../src/jobs/catalog';
import { createTestContext, type TestContext } from './helpers/app';
import { PASSWORD, addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

type Headers = { authorization: string };

// Web Push (issue 35): a browser's subscription is a device of platform `web`, delivered by the same pipeline as
// APNs and FCM, encrypted for the subscription; the simulator's push service decrypts what it receives.
describe('Web Push: browser subscriptions as devices, delivered and decrypted', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let community: { id: string; slug: string };
  let admin: Headers;

  beforeAll(async () => {
    rig = await startPushRig();
    t = await createTestContext({
      env: {
        WEB_PUSH_VAPID_PRIVATE_KEY: rig.webPush.privateKey,
        WEB_PUSH_ENDPOINT_ALLOW: rig.sim.webPush.url,
      },
      deps: { pushProviders: rig.providers },
    });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
  });
  beforeEach(async () => {
    await t.reset();
    rig.sim.reset();
    // No APNs or FCM credentials: a community without a phone app still reaches its members' browsers.
    const a = await createCommunityAdmin(t.database);
    community = a.community;
    admin = (await login(t.app, a.user.username)).auth;
  });

  async function member(): Promise<Headers> {
    const user = await createUser(t.database);
    await addMembership(t.database, user.id, community.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: community.slug },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().accessToken}` };
  }
  const subscribe = async (headers: Headers, sub = rig.sim.webPush.subscribe()) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/app/v1/devices',
      headers,
      payload: { platform: 'web', token: sub.endpoint, keys: sub.keys, locale: 'en-CA' },
    });
    return { res, sub };
  };
  const send = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/notifications', headers: admin, payload });
    expect(res.statusCode, res.body).toBe(200);
    await t.drain();
    return res.json().id as string;
  };

  it('registers a subscription as a web device and delivers the notification, decrypted at the push service', async () => {
    const m = await member();
    const { res, sub } = await subscribe(m);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().platform).toBe('web');

    // The review's reach counts the browser.
    const reach = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/reach',
      headers: admin,
      payload: {},
    });
    expect(reach.statusCode, reach.body).toBe(200);
    expect(reach.json().devices).toEqual({ ios: 0, android: 0, web: 1 });

    const id = await send({ title: 'Road closed', body: 'Highway 6 is closed until noon.' });
    const received = rig.sim.webPush.received(sub.endpoint);
    expect(received).toHaveLength(1);
    const payload = webPushPayload.parse(JSON.parse(received[0].payload));
    expect(payload).toMatchObject({
      version: 1,
      notificationId: id,
      title: 'Road closed',
      body: 'Highway 6 is closed until noon.',
      kind: 'STANDARD',
      feedItemId: null,
    });
    // Signed with the server's VAPID key (the one browsers subscribe with), for the push service's origin.
    expect(received[0].vapid.publicKey).toBe(t.config.webPush.publicKey);
    expect(received[0].vapid.aud).toBe(rig.sim.webPush.url);
    expect(received[0].urgency).toBe('normal');
    expect(received[0].topic).toBe(id.replace(/-/g, ''));
    const branding = await t.app.inject({ method: 'GET', url: `/app/v1/communities/${community.slug}` });
    expect(branding.json().webPushPublicKey).toBe(t.config.webPush.publicKey);

    const detail = await t.app.inject({ method: 'GET', url: `/v1/notifications/${id}`, headers: admin });
    expect(detail.json().status).toBe('SENT');
    // The member's notifications list it, as on a phone.
    const list = await t.app.inject({ method: 'GET', url: '/app/v1/notifications', headers: m });
    expect(list.json().data.map((n: { id: string }) => n.id)).toEqual([id]);
  });

  it('sends an emergency alert with high urgency, and its acknowledgement names the subscription', async () => {
    const m = await member();
    const { sub } = await subscribe(m);
    const id = await send({
      title: 'Boil water',
      body: 'Boil tap water before drinking.',
      kind: 'EMERGENCY',
      alertType: 'BOIL_WATER',
      reminderAfterMinutes: 10,
      reminderMax: 1,
    });
    const [got] = rig.sim.webPush.received(sub.endpoint);
    expect(got.urgency).toBe('high');
    expect(JSON.parse(got.payload)).toMatchObject({ notificationId: id, kind: 'EMERGENCY' });
    // Not acknowledged after ten minutes: the browser is reminded, in place of the first (same topic).
    t.clock.advance(10 * 60_000);
    await t.app.queue.send(alertReminders, {});
    await t.drain();
    const [, reminder] = rig.sim.webPush.received(sub.endpoint);
    expect(JSON.parse(reminder.payload)).toMatchObject({
      notificationId: id,
      kind: 'EMERGENCY',
      title: 'Boil water',
    });
    expect(reminder.topic).toBe(got.topic);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/app/v1/notifications/${id}/acknowledge`,
      headers: m,
      payload: { token: sub.endpoint },
    });
    expect(ack.statusCode, ack.body).toBe(200);
  });

  it('removes a subscription the push service says is gone (410), as a gone APNs token', async () => {
    const m = await member();
    const { sub } = await subscribe(m);
    rig.sim.webPush.answer(sub.endpoint, 410);
    const id = await send({ title: 'Meeting', body: 'Band meeting tonight at 7.' });
    expect(await t.database.db.select().from(devices).where(eq(devices.token, sub.endpoint))).toEqual([]);
    const detail = await t.app.inject({ method: 'GET', url: `/v1/notifications/${id}`, headers: admin });
    expect(detail.json().status).toBe('SENT');
  });

  it('refuses a subscription without keys, with a bad key, or to a local address', async () => {
    const m = await member();
    const sub = rig.sim.webPush.subscribe();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/app/v1/devices',
        headers: m,
        payload: { platform: 'web', ...payload },
      });
    for (const payload of [
      { token: sub.endpoint },
      { token: sub.endpoint, keys: { p256dh: 'short', auth: sub.keys.auth } },
      { token: 'http://push.example.com/x', keys: sub.keys },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(webPushMessages.subscriptionInvalid);
    }
    for (const token of ['https://127.0.0.1:8443/wp/x', 'https://localhost/wp/x', 'https://[::1]/x']) {
      const res = await put({ token, keys: sub.keys });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(webPushMessages.endpointNotAllowed);
    }
    expect(await t.database.db.select().from(devices)).toEqual([]);
  });

  it('removes a subscription by its endpoint (DELETE /app/v1/devices/{token}, the endpoint encoded)', async () => {
    const m = await member();
    const { sub } = await subscribe(m);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/app/v1/devices/${encodeURIComponent(sub.endpoint)}`,
      headers: m,
    });
    expect(del.statusCode, del.body).toBe(200);
    await send({ title: 'Meeting', body: 'Band meeting tonight at 7.' });
    expect(rig.sim.webPush.received(sub.endpoint)).toEqual([]);
  });

  it('stops the browser receiving at sign-out when the sign-out names its subscription', async () => {
    const user = await createUser(t.database);
    await addMembership(t.database, user.id, community.id);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: community.slug },
    });
    const { accessToken, refreshToken } = signIn.json();
    const { sub } = await subscribe({ authorization: `Bearer ${accessToken}` });
    const out = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-out',
      payload: { refreshToken, deviceToken: sub.endpoint },
    });
    expect(out.statusCode, out.body).toBe(200);
    await send({ title: 'Meeting', body: 'Band meeting tonight at 7.' });
    expect(rig.sim.webPush.received(sub.endpoint)).toEqual([]);
  });
});
