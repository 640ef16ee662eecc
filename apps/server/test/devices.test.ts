import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationMessages as msg } from '@gathering/contract';
import { devices } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import {
  PASSWORD,
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createUser,
} from './helpers/factories';
import { IOS_TOPIC, storeCredentials } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

type Headers = { authorization: string };

describe('member app devices: register, move, remove, sign-out, upgrade, opens', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let home: { id: string; slug: string };
  let away: { id: string; slug: string };
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
    const a = await createCommunityAdmin(t.database);
    await t.database.db.execute(
      `update communities set ios_bundle_id = '${IOS_TOPIC}' where id = '${a.community.id}'` as never,
    );
    home = a.community;
    away = await createCommunity(t.database, { iosBundleId: IOS_TOPIC });
    for (const c of [home, away])
      await storeCredentials(t.database, t.config.pushCredentialsKey, c.id, rig.newCreds());
    admin = (await login(t.app, a.user.username)).auth;
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });
  /** A member of `communities` (first one: where the session acts), signed in to the app. */
  async function member(...communities: { id: string; slug: string }[]) {
    const user = await createUser(t.database);
    const ms = [];
    for (const c of communities) ms.push(await addMembership(t.database, user.id, c.id));
    const res = await inject('POST', '/app/v1/auth/sign-in', undefined, {
      credential: user.username,
      password: PASSWORD,
      communitySlug: communities[0].slug,
    });
    const body = res.json();
    return {
      user,
      membership: ms[0],
      auth: { authorization: `Bearer ${body.accessToken}` },
      refreshToken: body.refreshToken as string,
    };
  }
  const register = (auth: Headers, token: string, over: object = {}) =>
    inject('PUT', '/app/v1/devices', auth, { platform: 'ios', token, ...over });
  const sendToAll = async (payload: object = {}) =>
    (
      await inject('POST', '/v1/notifications', admin, { title: 'Hello', body: 'Community news', ...payload })
    ).json().id as string;
  const rows = () => t.database.db.select().from(devices);

  it('registers and refreshes a device, and checks the input', async () => {
    const m = await member(home);
    const first = await register(m.auth, 'apns-1', {
      appVersion: '2.3.0',
      locale: 'fr-CA',
      timeZone: 'America/Edmonton',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ platform: 'ios', timeZone: 'America/Edmonton', locale: 'fr-CA' });
    const again = await register(m.auth, 'apns-1', { appVersion: '2.4.0', timeZone: 'America/Toronto' });
    expect(again.json()).toMatchObject({
      id: first.json().id,
      appVersion: '2.4.0',
      timeZone: 'America/Toronto',
    });
    expect(await rows()).toHaveLength(1);

    const bad: [object, string][] = [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ token: 'has spaces in it' }, 'token'],
      [{ token: 'x'.repeat(4097) }, 'token'],
      [{ platform: 'palm' }, 'platform'],
    ];
    for (const [over, field] of bad) {
      const res = await register(m.auth, 'apns-2', over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().field ?? res.json().message).toContain(field);
    }
    expect((await register(m.auth, 'apns-2', { timeZone: 'Mars/Olympus' })).json().message).toBe(
      msg.invalidZone,
    );
    expect(
      (await inject('PUT', '/app/v1/devices', undefined, { platform: 'ios', token: 'a' })).statusCode,
    ).toBe(401);
  });

  it('moves a token to its new owner: nothing pending for the old owner reaches the phone', async () => {
    const a = await member(home);
    const b = await member(away);
    const first = (await register(a.auth, 'shared-token')).json();
    // A send to A is fanned out (a PENDING row for the phone) but not yet sent...
    const forA = await sendToAll({ recipients: [a.membership.id] });
    // ...when the phone changes hands to B in another community.
    const moved = (await register(b.auth, 'shared-token', { platform: 'android' })).json();
    expect(moved.id).not.toBe(first.id);
    const [row] = await rows();
    expect(row).toMatchObject({ communityId: away.id, membershipId: b.membership.id, platform: 'android' });
    await t.drain();
    expect(rig.sim.receipts.count('shared-token', forA)).toBe(0);
    // A's later sends do not reach it either; B's community's do, once.
    const forA2 = await sendToAll();
    await t.drain();
    expect(rig.sim.receipts.count('shared-token', forA2)).toBe(0);
  });

  it('drops the old owner pending rows even after the fan-out', async () => {
    const a = await member(home);
    const b = await member(home);
    await register(a.auth, 'handed-over');
    const forA = await sendToAll({ recipients: [a.membership.id] });
    // Fan out without sending: a provider that is down answers "retry" for a while.
    rig.sim.script('handed-over', { error: 'unavailable', times: 1 });
    await t.drain();
    await register(b.auth, 'handed-over');
    t.clock.advance(60_000);
    await t.app.notifications.resume();
    await t.drain();
    expect(rig.sim.receipts.count('handed-over', forA)).toBe(0);
  });

  it('removes only the caller’s own token', async () => {
    const a = await member(home);
    const b = await member(home);
    await register(a.auth, 'apns-a');
    const notMine = await inject('DELETE', '/app/v1/devices/apns-a', b.auth);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(msg.deviceNotFound);
    const mine = await inject('DELETE', '/app/v1/devices/apns-a', a.auth);
    expect(mine.json()).toEqual({ message: msg.deviceRemoved });
    expect(await rows()).toEqual([]);
  });

  it('signing out removes that device (or, without a token, every device of the member)', async () => {
    const a = await member(home);
    await register(a.auth, 'phone');
    await register(a.auth, 'tablet');
    const other = await member(home);
    await register(other.auth, 'other-phone');
    const out = await inject('POST', '/app/v1/auth/sign-out', undefined, {
      refreshToken: a.refreshToken,
      deviceToken: 'phone',
    });
    expect(out.statusCode).toBe(200);
    expect((await rows()).map((r) => r.token).sort()).toEqual(['other-phone', 'tablet']);

    const again = await member(home);
    await register(again.auth, 'kiosk');
    await inject('POST', '/app/v1/auth/sign-out', undefined, { refreshToken: again.refreshToken });
    expect((await rows()).map((r) => r.token).sort()).toEqual(['other-phone', 'tablet']);
  });

  it('a guest who signs up keeps the device, now as the member', async () => {
    const session = (
      await inject('POST', '/app/v1/guests/session', undefined, {
        communitySlug: home.slug,
        deviceId: 'install-0001',
        platform: 'android',
      })
    ).json();
    const guest = { authorization: `Bearer ${session.guestToken}` };
    const device = (await register(guest, 'fcm-guest', { platform: 'android' })).json();
    const open = await sendToAll({ open: true });
    await t.drain();
    expect(rig.sim.receipts.count('fcm-guest', open)).toBe(1);

    const signUp = await inject('POST', '/app/v1/auth/sign-up', undefined, {
      firstName: 'Nova',
      email: 'nova@example.org',
      username: 'nova',
      password: PASSWORD,
      communitySlug: home.slug,
      guestToken: session.guestToken,
    });
    expect(signUp.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(row.guestId).toBeNull();
    expect(row.membershipId).not.toBeNull();
    const membersOnly = await sendToAll();
    await t.drain();
    expect(rig.sim.receipts.count('fcm-guest', membersOnly)).toBe(1);
  });

  it('records an open once per device, lists what the member received, and keeps it to the owner', async () => {
    const a = await member(home);
    const b = await member(home);
    await register(a.auth, 'a-phone');
    await register(b.auth, 'b-phone');
    const id = await sendToAll({ recipients: [a.membership.id] });
    await t.drain();

    const open = (auth: Headers, token: string, nid = id) =>
      inject('POST', `/app/v1/notifications/${nid}/open`, auth, { token });
    expect((await open(a.auth, 'a-phone')).json()).toEqual({ message: msg.opened, firstOpen: true });
    expect((await open(a.auth, 'a-phone')).json()).toEqual({ message: msg.opened, firstOpen: false });
    // Not B's phone; and B's phone never received it.
    expect((await open(b.auth, 'a-phone')).statusCode).toBe(404);
    const notReceived = await open(b.auth, 'b-phone');
    expect(notReceived.statusCode).toBe(404);
    expect(notReceived.json().message).toBe(msg.notFound);
    expect((await open(a.auth, 'a-phone', 'not-a-uuid')).statusCode).toBe(404);

    const list = (await inject('GET', '/app/v1/notifications', a.auth)).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        title: 'Hello',
        opened: true,
        data: null,
        kind: 'STANDARD',
        alertType: null,
        acknowledged: false,
      }),
    ]);
    expect(list.meta.total).toBe(1);
    expect((await inject('GET', '/app/v1/notifications', b.auth)).json().data).toEqual([]);
    const detail = (await inject('GET', `/v1/notifications/${id}`, admin)).json();
    expect(detail.figures).toMatchObject({ delivered: 1, opened: 1, conversionRate: 1 });
  });

  it('records an open without a device once for the person (the member web app marks it read)', async () => {
    const a = await member(home);
    const b = await member(home);
    await register(a.auth, 'a-phone');
    await register(a.auth, 'a-tablet');
    const id = await sendToAll({ recipients: [a.membership.id] });
    await t.drain();
    const open = (auth: Headers) => inject('POST', `/app/v1/notifications/${id}/open`, auth, {});
    const unread = (await inject('GET', '/app/v1/notifications', a.auth)).json().data[0];
    expect(unread).toMatchObject({ id, opened: false });

    const [first, again] = await Promise.all([open(a.auth), open(a.auth)]);
    expect([first.json().firstOpen, again.json().firstOpen].sort()).toEqual([false, true]);
    expect((await open(a.auth)).json()).toEqual({ message: msg.opened, firstOpen: false });
    expect((await inject('GET', '/app/v1/notifications', a.auth)).json().data[0]).toMatchObject({
      opened: true,
    });
    // One open for the person, not one per device; and nothing for someone it never reached.
    const detail = (await inject('GET', `/v1/notifications/${id}`, admin)).json();
    expect(detail.figures).toMatchObject({ delivered: 2, opened: 1 });
    expect((await open(b.auth)).statusCode).toBe(404);
  });
});
