import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { memberWithDevices, storeCredentials } from './helpers/push-community';
import { startPushRig } from './helpers/push';
import { login } from './helpers/session';

// Issue 22 item 5: a scheduled item's push ("send a push" in the publish dialog) is kept on the item until it goes
// live; Notifications › Scheduled lists it as the push that will go out, and cancelling it there is kept by the item.
describe('Notifications › Scheduled: the pushes of scheduled items', () => {
  let rig: Awaited<ReturnType<typeof startPushRig>>;
  let t: TestContext;
  let auth: { authorization: string };
  let otherAuth: { authorization: string };
  let communityId: string;

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
    // The queue's clock is the database's: the app's clock an hour behind it makes "in 10 minutes" already due.
    t.clock.set(new Date(Date.now() - 3_600_000));
    const a = await createCommunityAdmin(t.database);
    const b = await createCommunityAdmin(t.database);
    communityId = a.community.id;
    await t.database.db.execute(
      `update communities set ios_bundle_id = 'ca.gathering.test' where id = '${communityId}'` as never,
    );
    await storeCredentials(t.database, t.config.pushCredentialsKey, communityId, rig.newCreds());
    auth = (await login(t.app, a.user.username)).auth;
    otherAuth = (await login(t.app, b.user.username)).auth;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url, payload, headers });
  const inMinutes = (m: number) => new Date(t.clock.now().getTime() + m * 60_000).toISOString();
  const scheduled = async (query = '', headers = auth) =>
    (await call('GET', `/v1/notifications/scheduled${query}`, undefined, headers)).json();

  async function scheduledItem(headline: string, tagline: string, publish: object) {
    const item = (await call('POST', '/v1/base/news', { headline, tagline, body: '<p>Body</p>' })).json();
    const res = await call('PATCH', `/v2/feed/publish/${item.id}`, publish);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('SCHEDULED');
    return item.id as string;
  }

  it('lists the push of an item scheduled with one, in time order with the scheduled notifications', async () => {
    const itemAt = inMinutes(60);
    const id = await scheduledItem('Feast on Sunday', 'Bring a dish to share', {
      publishAt: itemAt,
      zone: 'America/Winnipeg',
      notification: true,
      open: true,
    });
    // Scheduled without a push: nothing to list.
    await scheduledItem('Quiet item', 'No push', { publishAt: inMinutes(30) });
    const note = await call('POST', '/v1/notifications', {
      title: 'Office closed',
      body: 'The office is closed on Monday.',
      scheduled: inMinutes(120),
    });
    expect(note.statusCode).toBe(200);

    const list = await scheduled();
    expect(list.meta.total).toBe(2);
    expect(list.data.map((r: { title: string }) => r.title)).toEqual(['Feast on Sunday', 'Office closed']);
    expect(list.data[0]).toMatchObject({
      id,
      onPublish: true,
      title: 'Feast on Sunday',
      body: 'Bring a dish to share',
      status: 'SCHEDULED',
      source: 'PUBLISH',
      open: true,
      withData: true,
      data: { id, headline: 'Feast on Sunday', feedItemType: 'NewsItem' },
      schedule: itemAt,
      zone: 'America/Winnipeg',
    });
    expect(list.data[1]).toMatchObject({ onPublish: false, source: 'CONSOLE' });
    // Sorted the other way, searched, and paged like the rest of the list.
    expect((await scheduled('?dir=desc')).data[0].title).toBe('Office closed');
    expect((await scheduled('?search=dish')).data.map((r: { id: string }) => r.id)).toEqual([id]);
    const second = await scheduled('?limit=1&offset=1');
    expect([second.meta.total, second.data[0].title]).toEqual([2, 'Office closed']);
    // Another community's list does not show it.
    expect((await scheduled('', otherAuth)).data).toEqual([]);
    // The item's detail says a push is waiting.
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().notifyOnPublish).toBe(true);
  });

  it('is the push that goes out: same text and audience when the item goes live, then no longer scheduled', async () => {
    const m = await memberWithDevices(t.database, communityId, 1);
    const id = await scheduledItem('Hunting season opens', '', {
      publishAt: inMinutes(10),
      zone: 'America/Toronto',
      notification: true,
    });
    const [listed] = (await scheduled()).data;
    expect(listed).toMatchObject({
      id,
      title: 'Hunting season opens',
      body: 'Body',
      open: false,
      groups: [],
    });

    await t.drain();
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().status).toBe('PUBLISHED');
    const sent = (await call('GET', `/v1/feedItem/analytics/${id}/notifications`)).json().data;
    expect(sent).toHaveLength(1);
    const push = (await call('GET', `/v1/notifications/${sent[0].id}`)).json();
    expect(push).toMatchObject({
      title: listed.title,
      body: listed.body,
      open: listed.open,
      groups: listed.groups,
      recipients: listed.recipients,
      source: 'PUBLISH',
      data: { id },
    });
    expect(rig.sim.receipts.count(m.devices[0].token, push.id)).toBe(1);
    expect((await scheduled()).data).toEqual([]);
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().notifyOnPublish).toBe(false);
  });

  it('cancelling it from the list keeps the item scheduled, and it goes live without a push', async () => {
    await memberWithDevices(t.database, communityId, 1);
    const id = await scheduledItem('Band meeting', 'Agenda inside', {
      publishAt: inMinutes(10),
      notification: true,
    });
    // Another community cannot cancel it.
    const foreign = await call('PATCH', '/v1/notifications/batch/delete', { ids: [id] }, otherAuth);
    expect([foreign.statusCode, foreign.json().count]).toEqual([200, 0]);
    expect((await scheduled()).data).toHaveLength(1);

    const res = await call('PATCH', '/v1/notifications/batch/delete', { ids: [id] });
    expect([res.statusCode, res.json().count]).toEqual([200, 1]);
    expect((await scheduled()).data).toEqual([]);
    const item = (await call('GET', `/v1/feedItem/view/${id}`)).json();
    expect(item).toMatchObject({ status: 'SCHEDULED', notifyOnPublish: false });

    await t.drain();
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().status).toBe('PUBLISHED');
    expect((await call('GET', `/v1/feedItem/analytics/${id}/notifications`)).json().data).toEqual([]);
  });

  it('follows the item: a retracted or deleted item has no push to list, a rescheduled one moves', async () => {
    const a = await scheduledItem('Retracted', 'x', { publishAt: inMinutes(60), notification: true });
    const b = await scheduledItem('Deleted', 'x', { publishAt: inMinutes(60), notification: true });
    const c = await scheduledItem('Moved', 'x', { publishAt: inMinutes(60), notification: true });
    expect((await scheduled()).meta.total).toBe(3);
    await call('PATCH', `/v2/feed/retract/${a}`);
    await call('PATCH', '/v2/feeds/batch/delete', { ids: [b] });
    const later = inMinutes(180);
    await call('PATCH', `/v2/feed/publish/${c}`, { publishAt: later, notification: true, groups: [] });
    const list = await scheduled();
    expect(list.data.map((r: { id: string; schedule: string }) => [r.id, r.schedule])).toEqual([[c, later]]);
    // Scheduled again without the push: nothing listed.
    await call('PATCH', `/v2/feed/publish/${c}`, { publishAt: later });
    expect((await scheduled()).data).toEqual([]);
  });
});
