import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';

describe('console feed views', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let otherAuth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    auth = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
    otherAuth = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
  });

  const save = async (kind: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url: `/v1/base/${kind}`, headers: auth, payload })).json();
  const view = (id: string, headers = auth) =>
    t.app.inject({ method: 'GET', url: `/v1/feedItem/view/${id}`, headers });

  it('shows each kind with its own data', async () => {
    const ev = await save('events', {
      headline: 'Powwow',
      location: 'Arbour',
      dateTimes: [{ date: '2030-08-01', startTime: '12:00', endTime: '18:00' }],
    });
    const job = await save('jobs', {
      headline: 'Teacher',
      employer: 'School',
      salary: '$60k',
      qualifications: '<ul><li>B.Ed</li></ul>',
      external_url: 'https://x.example/j',
    });
    const form = await save('forms', {
      headline: 'RSVP',
      emails: ['a@example.org'],
      formNodes: [{ header: 'S', nodeInputs: [{ label: 'Q', type: 'LONG_TEXT' }] }],
    });
    const doc = await save('documents', { headline: 'Minutes' });
    expect((await view(ev.id)).json()).toMatchObject({
      feedItemType: 'EventItem',
      location: 'Arbour',
      dateTimes: [{ date: '2030-08-01' }],
      recipients: [],
      groups: [],
    });
    expect((await view(job.id)).json()).toMatchObject({
      feedItemType: 'JobItem',
      employer: 'School',
      salary: '$60k',
      qualifications: '<ul><li>B.Ed</li></ul>',
    });
    expect((await view(form.id)).json()).toMatchObject({
      feedItemType: 'FormItem',
      emails: ['a@example.org'],
      formNodes: [{ header: 'S' }],
    });
    const d = (await view(doc.id)).json();
    expect(d).toMatchObject({
      feedItemType: 'DocumentItem',
      attachment: null,
      approval: { emails: [], approvals: [] },
    });
    expect(d.employer).toBeUndefined();
    expect((await view(ev.id, otherAuth)).statusCode).toBe(404);
  });

  it('lists only live items, open ones in the public view', async () => {
    const a = await save('news', { headline: 'Open news' });
    const b = await save('news', { headline: 'Members news' });
    await save('news', { headline: 'Draft news' });
    await t.app.inject({
      method: 'PATCH',
      url: `/v2/feed/publish/${a.id}`,
      headers: auth,
      payload: { open: true },
    });
    await t.app.inject({ method: 'PATCH', url: `/v2/feed/publish/${b.id}`, headers: auth, payload: {} });
    const pub = (await t.app.inject({ method: 'GET', url: '/v1/feedItems/public', headers: auth })).json();
    expect(pub.data.map((d: { headline: string }) => d.headline)).toEqual(['Open news']);
    const all = (
      await t.app.inject({ method: 'GET', url: '/v2/feed/community/feeditems', headers: auth })
    ).json();
    expect(all.meta.total).toBe(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/feed/community/feeditems', headers: otherAuth })).json()
        .meta.total,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/feed/community/feeditems?offset=-1', headers: auth }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/feed/community/feeditems?limit=1000', headers: auth }))
        .statusCode,
    ).toBe(400);
  });

  it('needs a community administrator', async () => {
    const platform = (await login(t.app, (await createPlatformAdmin(t.database)).username)).auth;
    for (const url of [
      '/v1/feedItems/featured',
      '/v1/feedItems/public',
      '/v2/feed/community/feeditems',
      '/v1/feedItem/community/pinned',
      '/v2/feed/community/pinned',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: platform })).statusCode).toBe(403);
    }
  });
});
