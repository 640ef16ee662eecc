import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationMessages as msg } from '@gathering/contract';
import { communities, devices, guests, notificationDeliveries } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createUser } from './helpers/factories';
import { insertDevices, memberWithDevices, pushCommunity } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

// The review before a send (issue 22): POST /v1/notifications/reach must announce exactly the deliveries the send
// that follows creates — the same people, the same devices by platform, the same quiet-hour waits.
describe('POST /v1/notifications/reach', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let communityId: string;
  let auth: { authorization: string };

  beforeAll(async () => {
    rig = await startPushRig();
    // Fan-out pages of two devices: the estimate pages through the community as the fan-out does.
    t = await createTestContext({
      deps: { pushProviders: rig.providers, deliveryTuning: { fanOutPage: 2 } },
    });
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
    auth = (await login(t.app, admin.username)).auth;
  });

  const reach = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/v1/notifications/reach', headers: auth, payload });

  /** Sends with the audience, runs the fan-out, and counts its deliveries as the estimate counts devices. */
  async function deliveriesOf(audience: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: auth,
      payload: { title: 'Main Street closed today', body: 'Use Second Avenue.', ...audience },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.drain();
    const rows = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, res.json().id));
    const now = t.clock.now().getTime();
    return {
      members: new Set(rows.flatMap((r) => (r.membershipId ? [r.membershipId] : []))).size,
      guests: new Set(rows.flatMap((r) => (r.guestId ? [r.guestId] : []))).size,
      devices: {
        ios: rows.filter((r) => r.platform === 'ios').length,
        android: rows.filter((r) => r.platform === 'android').length,
        web: rows.filter((r) => r.platform === 'web').length,
      },
      // Still pending with a due time after the send: held back for the end of quiet hours.
      waitingForQuietHours: rows.filter(
        (r) => r.status === 'PENDING' && (r.nextAttemptAt?.getTime() ?? 0) > now,
      ).length,
    };
  }

  async function expectEstimateIsDelivery(audience: object) {
    const res = await reach(audience);
    expect(res.statusCode, res.body).toBe(200);
    const { members, guests: g, devices: d, waitingForQuietHours } = res.json();
    const estimate = { members, guests: g, devices: d, waitingForQuietHours };
    expect(estimate).toEqual(await deliveriesOf(audience));
    return estimate;
  }

  async function people() {
    const a = await memberWithDevices(t.database, communityId, 3);
    const b = await memberWithDevices(t.database, communityId, 2);
    const c = await memberWithDevices(t.database, communityId, 1);
    await memberWithDevices(t.database, communityId, 2, { status: 'INACTIVE' });
    const [guest] = await t.database.db
      .insert(guests)
      .values({ communityId, deviceId: 'guest-install-1' })
      .returning();
    await insertDevices(t.database, communityId, 2, { guestId: guest.id });
    // Another community's member and guest, with devices: never counted here, whatever the audience.
    const other = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    const stranger = await memberWithDevices(t.database, other.id, 4);
    const [otherGuest] = await t.database.db
      .insert(guests)
      .values({ communityId: other.id, deviceId: 'guest-install-2' })
      .returning();
    await insertDevices(t.database, other.id, 3, { guestId: otherGuest.id });
    return { a, b, c, stranger };
  }

  it('Everyone: the members with devices and their devices by platform, as the send delivers them', async () => {
    await people();
    expect(await expectEstimateIsDelivery({})).toEqual({
      members: 3,
      guests: 0,
      devices: { ios: 4, android: 2, web: 0 },
      waitingForQuietHours: 0,
    });
  });

  it('Everyone, guests too: adds this community’s guests and their devices only', async () => {
    await people();
    expect(await expectEstimateIsDelivery({ open: true })).toEqual({
      members: 3,
      guests: 1,
      devices: { ios: 5, android: 3, web: 0 },
      waitingForQuietHours: 0,
    });
  });

  it('a group and a member list: only the chosen people', async () => {
    const { a, b, c } = await people();
    const group = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: auth,
      payload: { group: 'Elders', members: [a.membership.id] },
    });
    expect(await expectEstimateIsDelivery({ groups: [group.json().id] })).toMatchObject({
      members: 1,
      devices: { ios: 2, android: 1, web: 0 },
    });
    expect(await expectEstimateIsDelivery({ recipients: [b.membership.id, c.membership.id] })).toMatchObject({
      members: 2,
      devices: { ios: 2, android: 1, web: 0 },
    });
  });

  it('refuses another community’s member and a mixed audience with the send’s own sentences', async () => {
    const { stranger } = await people();
    const res = await reach({ recipients: [stranger.membership.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(msg.recipientNotFound);
    const mixed = await reach({ open: true, recipients: [stranger.membership.id] });
    expect(mixed.json()).toMatchObject({ message: msg.openWithAudience, field: 'open' });
  });

  it('counts the devices that wait for quiet hours in their own zone, and none for an emergency alert', async () => {
    const { a, b } = await people();
    // Quiet hours around the test clock in UTC (the community's zone): devices without a zone wait, devices in
    // Kolkata (UTC+05:30, outside the two-hour window there) do not.
    const hour = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const now = t.clock.now().getUTCHours();
    await t.database.db
      .update(communities)
      .set({ quietHoursStart: hour(now - 1), quietHoursEnd: hour(now + 1), timeZone: 'UTC' })
      .where(eq(communities.id, communityId));
    await t.database.db
      .update(devices)
      .set({ timeZone: 'Asia/Kolkata' })
      .where(inArray(devices.membershipId, [a.membership.id, b.membership.id]));
    const ordinary = await expectEstimateIsDelivery({ open: true });
    // c's one device and the guest's two have no zone: the community's, inside quiet hours.
    expect(ordinary.waitingForQuietHours).toBe(3);
    const alert = await expectEstimateIsDelivery({ kind: 'EMERGENCY', alertType: 'BOIL_WATER' });
    expect(alert).toMatchObject({ members: 3, waitingForQuietHours: 0 });
    const res = await reach({});
    expect(res.json()).toMatchObject({
      sendAt: null,
      timeZone: 'UTC',
      quietHours: { start: hour(now - 1), end: hour(now + 1) },
    });
  });

  it('reads a scheduled wall-clock time in its zone, as the send does', async () => {
    const res = await reach({ scheduled: '2199-07-01T09:00', zone: 'America/Winnipeg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sendAt).toBe('2199-07-01T14:00:00.000Z');
  });

  it('is for the community’s administrators only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/notifications/reach', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
