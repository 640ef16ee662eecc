import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TITLE_MAX, notificationMessages as msg } from '@gathering/contract';
import { notifications } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { memberWithDevices, storeCredentials } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

describe('console notifications: compose, lists, deliver, batch, tenancy', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let auth: { authorization: string };
  let otherAuth: { authorization: string };
  let communityId: string;
  let adminName: string;
  // The console token expires while a test moves the clock by days: sign in again.
  const relogin = async () => {
    auth = (await login(t.app, adminName)).auth;
  };

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
    const b = await createCommunityAdmin(t.database);
    communityId = a.community.id;
    await t.database.db.execute(
      `update communities set ios_bundle_id = 'ca.gathering.test' where id = '${communityId}'` as never,
    );
    await storeCredentials(t.database, t.config.pushCredentialsKey, communityId, rig.newCreds());
    adminName = a.user.username;
    auth = (await login(t.app, a.user.username)).auth;
    otherAuth = (await login(t.app, b.user.username)).auth;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url, payload, headers });
  const base = { title: 'Water advisory', body: 'Boil water before drinking until Friday.' };
  const future = () => new Date(t.clock.now().getTime() + 86_400_000).toISOString();

  it('refuses bad input with a sentence and the field, never a 500', async () => {
    const cases: [object, string, string?][] = [
      [{ ...base, title: '' }, msg.titleRequired],
      [{ ...base, title: 'x'.repeat(NOTIFICATION_TITLE_MAX + 1) }, msg.titleTooLong],
      [{ ...base, body: 'x'.repeat(241) }, msg.bodyTooLong],
      [{ ...base, open: true, groups: [crypto.randomUUID()] }, msg.openWithAudience, 'open'],
      [{ ...base, withData: true }, msg.dataRequired, 'data'],
      [{ ...base, scheduled: '2020-01-01T10:00:00Z' }, msg.scheduledInPast, 'scheduled'],
      [{ ...base, scheduled: 'next tuesday' }, msg.scheduledRequired, 'scheduled'],
      [{ ...base, scheduled: future(), zone: 'Mars/Olympus' }, msg.invalidZone, 'zone'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await call('POST', '/v1/notifications', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
      if (field) expect(res.json().field).toBe(field);
    }
    // Another community's group, member or item is "invalid or could not be found".
    const stranger = await createUser(t.database);
    const other = await createCommunityAdmin(t.database);
    const foreignMember = await addMembership(t.database, stranger.id, other.community.id);
    const res = await call('POST', '/v1/notifications', { ...base, recipients: [foreignMember.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(msg.recipientNotFound);
    const item = await call('POST', '/v1/base/news', { headline: 'Theirs', body: '<p>x</p>' }, otherAuth);
    const linked = await call('POST', '/v1/notifications', { ...base, withData: true, data: item.json().id });
    expect(linked.statusCode).toBe(404);
    expect(linked.json().message).toBe(msg.feedItemNotFound);
  });

  it('saves drafts, schedules in a zone, lists them, and updates only unsent ones', async () => {
    const draft = await call('POST', '/v1/notifications', { ...base, draft: true });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ status: 'DRAFT', type: 'PUSH', schedule: null, open: false });

    // Wall-clock time in the chosen zone: 09:00 in Winnipeg on 15 January (CST, UTC-6) is 15:00Z. The next year's
    // January, from the test's clock: always ahead, always in standard time.
    const year = t.clock.now().getUTCFullYear() + 1;
    const scheduled = await call('POST', '/v1/notifications', {
      ...base,
      title: 'Council meeting',
      scheduled: `${year}-01-15T09:00`,
      zone: 'America/Winnipeg',
    });
    expect(scheduled.json()).toMatchObject({
      status: 'SCHEDULED',
      schedule: `${year}-01-15T15:00:00.000Z`,
      zone: 'America/Winnipeg',
    });

    const drafts = (await call('GET', '/v1/notifications/drafts')).json();
    expect(drafts.data.map((n: { id: string }) => n.id)).toEqual([draft.json().id]);
    expect(drafts.meta).toEqual({ current: 0, pages: 1, total: 1 });
    const inRange = await call(
      'GET',
      `/v1/notifications/scheduled?startDate=${year}-01-15&endDate=${year}-01-15`,
    );
    expect(inRange.json().data.map((n: { title: string }) => n.title)).toEqual(['Council meeting']);
    const outOfRange = await call(
      'GET',
      `/v1/notifications/scheduled?startDate=${year}-01-16&endDate=${year}-02-01`,
    );
    expect(outOfRange.json().data).toEqual([]);
    const backwards = await call(
      'GET',
      `/v1/notifications/scheduled?startDate=${year}-02-01&endDate=${year}-01-01`,
    );
    expect(backwards.statusCode).toBe(400);

    // Update: no id → the spec's sentence; unknown or another community's id → the same 404.
    const noId = await call('PATCH', '/v1/notifications', base);
    expect(noId.statusCode).toBe(404);
    expect(noId.json().message).toBe('Notification was invalid or could not be found');
    const foreign = await call('PATCH', '/v1/notifications', { ...base, id: draft.json().id }, otherAuth);
    expect(foreign.statusCode).toBe(404);
    const moved = await call('PATCH', '/v1/notifications', {
      ...base,
      id: draft.json().id,
      title: 'Water advisory (updated)',
      draft: true,
    });
    expect(moved.json()).toMatchObject({ title: 'Water advisory (updated)', status: 'DRAFT' });

    // A draft delivered now is sending; it can no longer change.
    const delivered = await call('POST', `/v1/notifications/deliver/${draft.json().id}`);
    expect(delivered.json().status).toBe('SENDING');
    const late = await call('PATCH', '/v1/notifications', { ...base, id: draft.json().id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(msg.notEditable);
    expect((await call('POST', `/v1/notifications/deliver/${draft.json().id}`)).statusCode).toBe(409);
  });

  it('lists sent notifications with figures, archives and deletes in batches, only its own', async () => {
    const m = await memberWithDevices(t.database, communityId, 2);
    const sent = (await call('POST', '/v1/notifications', base)).json();
    await t.drain();
    await t.app.inject({
      method: 'POST',
      url: `/app/v1/notifications/${sent.id}/open`,
      headers: (await appLogin(m.user.username)).auth,
      payload: { token: m.devices[0].token },
    });
    const list = (await call('GET', '/v1/notifications/sent')).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: sent.id, status: 'SENT', conversions: 1 });
    expect(list.data[0].figures).toMatchObject({
      recipients: 2,
      delivered: 2,
      opened: 1,
      conversionRate: 0.5,
    });

    // Another community sees none of it, and cannot archive or read it.
    expect((await call('GET', '/v1/notifications/sent', undefined, otherAuth)).json().data).toEqual([]);
    expect((await call('GET', `/v1/notifications/${sent.id}`, undefined, otherAuth)).statusCode).toBe(404);
    const theirs = await call('PATCH', '/v1/notifications/batch/archive', { ids: [sent.id] }, otherAuth);
    expect(theirs.json()).toEqual({ message: msg.archived, count: 0 });

    const archived = await call('PATCH', '/v1/notifications/batch/archive', { ids: [sent.id] });
    expect(archived.json()).toEqual({ message: msg.archived, count: 1 });
    expect((await call('GET', '/v1/notifications/sent')).json().data).toEqual([]);
    expect((await call('GET', '/v1/notifications/sent?archived=true')).json().data).toHaveLength(1);

    // A deleted scheduled send never goes out.
    const later = (await call('POST', '/v1/notifications', { ...base, scheduled: future() })).json();
    const deleted = await call('PATCH', '/v1/notifications/batch/delete', { ids: [later.id] });
    expect(deleted.json()).toEqual({ message: msg.deleted, count: 1 });
    t.clock.advance(2 * 86_400_000);
    await t.app.notifications.resume();
    await t.drain();
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, later.id));
    expect(row.status).toBe('SCHEDULED');
    await relogin();
    expect((await call('GET', `/v1/notifications/${later.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', '/v1/notifications/batch/delete', { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('sends a scheduled notification once it is due', async () => {
    const m = await memberWithDevices(t.database, communityId, 1);
    const n = (await call('POST', '/v1/notifications', { ...base, scheduled: future() })).json();
    await t.app.notifications.resume();
    await t.drain();
    expect(rig.sim.receipts.count(m.devices[0].token, n.id)).toBe(0);
    t.clock.advance(86_400_000);
    await t.app.notifications.resume();
    await t.drain();
    expect(rig.sim.receipts.count(m.devices[0].token, n.id)).toBe(1);
    await relogin();
    expect((await call('GET', `/v1/notifications/${n.id}`)).json().status).toBe('SENT');
  });

  it('publishing with notification sends a push for the item to its audience, listed on the item', async () => {
    const m = await memberWithDevices(t.database, communityId, 1);
    const item = (
      await call('POST', '/v1/base/news', { headline: 'Powwow this weekend', body: '<p>x</p>' })
    ).json();
    const res = await call('PATCH', `/v2/feed/publish/${item.id}`, { notification: true });
    expect(res.statusCode).toBe(200);
    await t.drain();
    const pushes = await call('GET', `/v1/feedItem/analytics/${item.id}/notifications`);
    expect(pushes.statusCode).toBe(200);
    expect(pushes.json().data).toEqual([
      expect.objectContaining({ title: 'Powwow this weekend', deliveredOn: t.clock.now().toISOString() }),
    ]);
    const id = pushes.json().data[0].id;
    expect(rig.sim.receipts.count(m.devices[0].token, id)).toBe(1);
    const detail = (await call('GET', `/v1/notifications/${id}`)).json();
    expect(detail).toMatchObject({ source: 'PUBLISH', withData: true, data: { id: item.id } });
    // Another community's item is a 404.
    const other = await call('GET', `/v1/feedItem/analytics/${item.id}/notifications`, undefined, otherAuth);
    expect(other.statusCode).toBe(404);
  });

  async function appLogin(username: string) {
    const slug = (await t.database.db.execute(
      `select slug from communities where id = '${communityId}'` as never,
    )) as unknown as { rows: { slug: string }[] };
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: username, password: 'correct horse battery', communitySlug: slug.rows[0].slug },
    });
    return { auth: { authorization: `Bearer ${res.json().accessToken}` } };
  }
});
