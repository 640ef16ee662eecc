import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devices, guests, notificationDeliveries, notifications } from '../src/db/schema';
import { startSmtp } from './helpers/smtp';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createUser } from './helpers/factories';
import { insertDevices, memberWithDevices, pushCommunity } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

describe('push delivery against the provider simulator', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestContext;
  let communityId: string;
  // The community of every batch handed to a sender, in order (the sends themselves go to the simulator).
  const batches: string[] = [];
  let auth: { authorization: string };

  beforeAll(async () => {
    rig = await startPushRig();
    smtp = await startSmtp();
    t = await createTestContext({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Gathering <no-reply@gathering.test>' },
      deps: {
        pushProviders: {
          ...rig.providers,
          senderFor(cid, creds) {
            const sender = rig.providers.senderFor(cid, creds);
            return {
              send: (messages) => (batches.push(cid), sender.send(messages)),
              close: () => sender.close(),
            };
          },
        },
        deliveryTuning: { pageSize: 3 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.reset();
    rig.sim.reset();
    rig.sim.clearScripts();
    const community = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    communityId = community.id;
    const admin = await createUser(t.database);
    await addMembership(t.database, admin.id, communityId, { role: 'ADMIN' });
    auth = (await login(t.app, admin.username)).auth;
  });

  const send = async (body: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: auth,
      payload: { title: 'Road closed', body: 'Highway 6 is closed until noon.', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/v1/notifications/${id}`, headers: auth })).json();
  const receipts = (tokens: string[], id: string) => tokens.map((tk) => rig.sim.receipts.count(tk, id));

  it('delivers once to every active member device on both platforms, and counts opens', async () => {
    const a = await memberWithDevices(t.database, communityId, 4);
    const b = await memberWithDevices(t.database, communityId, 3);
    const id = await send();
    await t.drain();
    const tokens = [...a.devices, ...b.devices].map((d) => d.token);
    expect(receipts(tokens, id)).toEqual(tokens.map(() => 1));
    expect(rig.sim.receipts.duplicates).toBe(0);
    const d = await detail(id);
    expect(d.status).toBe('SENT');
    expect(d.deliveredOn).toBe(t.clock.now().toISOString());
    expect(d.figures).toMatchObject({ recipients: 7, delivered: 7, failed: 0, pending: 0, opened: 0 });
    expect(d.progress).toEqual({ total: 7, processed: 7 });
  });

  it('sends nothing to deactivated or deleted members, nor to guests unless open', async () => {
    const active = await memberWithDevices(t.database, communityId, 1);
    const inactive = await memberWithDevices(t.database, communityId, 1, { status: 'INACTIVE' });
    const deleted = await memberWithDevices(t.database, communityId, 1, { status: 'DELETED' });
    const [guest] = await t.database.db
      .insert(guests)
      .values({ communityId, deviceId: 'guest-install-1' })
      .returning();
    const [guestDevice] = await insertDevices(t.database, communityId, 1, { guestId: guest.id });

    const closed = await send();
    await t.drain();
    expect(receipts([active.devices[0].token], closed)).toEqual([1]);
    expect(
      receipts([inactive.devices[0].token, deleted.devices[0].token, guestDevice.token], closed),
    ).toEqual([0, 0, 0]);

    const open = await send({ open: true });
    await t.drain();
    expect(receipts([active.devices[0].token, guestDevice.token], open)).toEqual([1, 1]);
    expect(receipts([inactive.devices[0].token, deleted.devices[0].token], open)).toEqual([0, 0]);
  });

  it('sends to the chosen groups and recipients only', async () => {
    const inGroup = await memberWithDevices(t.database, communityId, 1);
    const chosen = await memberWithDevices(t.database, communityId, 1);
    const other = await memberWithDevices(t.database, communityId, 1);
    const group = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: auth,
      payload: { group: 'Elders', members: [inGroup.membership.id] },
    });
    const id = await send({ groups: [group.json().id], recipients: [chosen.membership.id] });
    await t.drain();
    expect(receipts([inGroup.devices[0].token, chosen.devices[0].token, other.devices[0].token], id)).toEqual(
      [1, 1, 0],
    );
  });

  it('counts the pushes each provider accepted and those that failed in /metrics', async () => {
    const counter = async (name: string, provider: string) => {
      const body = (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      return Number(new RegExp(`^${name}\\{provider="${provider}"\\} (\\d+)$`, 'm').exec(body)?.[1] ?? 0);
    };
    const before = {
      apns: await counter('gathering_pushes_sent_total', 'apns'),
      fcm: await counter('gathering_pushes_sent_total', 'fcm'),
      failed:
        (await counter('gathering_pushes_failed_total', 'apns')) +
        (await counter('gathering_pushes_failed_total', 'fcm')),
    };
    const m = await memberWithDevices(t.database, communityId, 4);
    rig.sim.script(m.devices[0].token, 'unregistered');
    await send();
    await t.drain();
    const sent =
      (await counter('gathering_pushes_sent_total', 'apns')) -
      before.apns +
      ((await counter('gathering_pushes_sent_total', 'fcm')) - before.fcm);
    const failed =
      (await counter('gathering_pushes_failed_total', 'apns')) +
      (await counter('gathering_pushes_failed_total', 'fcm'));
    expect([sent, failed - before.failed]).toEqual([3, 1]);
  });

  it('removes a device whose token is gone and counts it as failed', async () => {
    const m = await memberWithDevices(t.database, communityId, 2);
    rig.sim.script(m.devices[0].token, 'unregistered');
    rig.sim.script(m.devices[1].token, 'bad-device-token');
    const id = await send();
    await t.drain();
    const left = await t.database.db.select().from(devices).where(eq(devices.communityId, communityId));
    expect(left).toEqual([]);
    const rows = await t.database.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(rows.map((r) => r.status)).toEqual(['TOKEN_GONE', 'TOKEN_GONE']);
    expect((await detail(id)).figures).toMatchObject({ delivered: 0, failed: 2, pending: 0 });
  });

  it('waits for Retry-After before trying again, then delivers once', async () => {
    const m = await memberWithDevices(t.database, communityId, 1);
    const token = m.devices[0].token;
    rig.sim.script(token, { error: 'too-many-requests', times: 1, retryAfterSeconds: 120 });
    const id = await send();
    await t.drain();
    expect((await detail(id)).status).toBe('SENDING');
    const [row] = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(row.status).toBe('PENDING');
    expect(row.nextAttemptAt!.getTime()).toBe(t.clock.now().getTime() + 120_000);

    // Not before its time, even when a worker looks.
    t.clock.advance(60_000);
    await t.app.notifications.resume();
    await t.drain();
    expect(rig.sim.receipts.count(token, id)).toBe(0);

    t.clock.advance(60_000);
    await t.app.notifications.resume();
    await t.drain();
    expect(rig.sim.receipts.count(token, id)).toBe(1);
    expect((await detail(id)).status).toBe('SENT');
  });

  it('a second job for the same send (a retry, a restart) delivers nothing twice', async () => {
    const m = await memberWithDevices(t.database, communityId, 10);
    const id = await send();
    // Three turns queued for one send, drained together: rows are claimed under a lease, settled once.
    await t.app.notifications.resume();
    await t.app.notifications.resume();
    await t.drain();
    const tokens = m.devices.map((d) => d.token);
    expect(receipts(tokens, id)).toEqual(tokens.map(() => 1));
    expect(rig.sim.receipts.delivered).toBe(10);
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(n.status).toBe('SENT');
  });

  it('stops on refused credentials: FAILED with the reason, one e-mail to the administrators, no retries', async () => {
    const community = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds(false));
    const admin = await createUser(t.database, { email: 'chief@example.org', firstName: 'Rita' });
    await addMembership(t.database, admin.id, community.id, { role: 'ADMIN' });
    const m = await memberWithDevices(t.database, community.id, 6);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: (await login(t.app, admin.username)).auth,
      payload: { title: 'Evacuation', body: 'Leave by the north road.' },
    });
    const id = res.json().id as string;
    smtp.received.length = 0;
    await t.drain();
    await t.app.notifications.resume();
    await t.drain();
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(n.status).toBe('FAILED');
    expect(n.failureReason).toContain('rejected');
    const rows = await t.database.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(rows.map((r) => r.status)).toEqual(m.devices.map(() => 'FAILED'));
    const mails = smtp.received.map((m) => m.parsed).filter((p) => p.subject?.includes('could not be sent'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Evacuation');
    expect(mails[0].text).toContain(`/admin/notifications/${id}`);
    expect(rig.sim.receipts.delivered).toBe(0);
  });

  it('a community without credentials for a platform fails those devices only', async () => {
    const creds = rig.newCreds();
    const community = await pushCommunity(t.database, t.config.pushCredentialsKey, { gcm: creds.gcm });
    const m = await memberWithDevices(t.database, community.id, 2);
    const admin = await createUser(t.database);
    await addMembership(t.database, admin.id, community.id, { role: 'ADMIN' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: (await login(t.app, admin.username)).auth,
      payload: { title: 'Hello', body: 'Android only' },
    });
    await t.drain();
    const id = res.json().id as string;
    const [ios, android] = m.devices;
    expect(rig.sim.receipts.count(android.token, id)).toBe(1);
    expect(rig.sim.receipts.count(ios.token, id)).toBe(0);
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(n.status).toBe('SENT');
  });

  it('paces a large send: another community’s send goes out between its turns', async () => {
    const big = await memberWithDevices(t.database, communityId, 150);
    const other = await pushCommunity(t.database, t.config.pushCredentialsKey, rig.newCreds());
    const otherAdmin = await createUser(t.database);
    await addMembership(t.database, otherAdmin.id, other.id, { role: 'ADMIN' });
    const small = await memberWithDevices(t.database, other.id, 2);
    const bigId = await send();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications',
      headers: (await login(t.app, otherAdmin.username)).auth,
      payload: { title: 'Small', body: 'Two phones' },
    });
    batches.length = 0;
    await t.drain();
    // 150 devices in pages of 3 are 50 batches, 20 per turn: the other send's batch comes before the big one ends.
    const lastBig = batches.lastIndexOf(communityId);
    const firstOther = batches.indexOf(other.id);
    expect(firstOther).toBeGreaterThan(-1);
    expect(firstOther).toBeLessThan(lastBig);
    expect(big.devices.every((d) => rig.sim.receipts.count(d.token, bigId) === 1)).toBe(true);
    expect(small.devices.every((d) => rig.sim.receipts.count(d.token, res.json().id) === 1)).toBe(true);
  });
});
