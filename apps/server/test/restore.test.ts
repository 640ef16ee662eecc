import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

describe('restore archived and deleted content (POST /v1/feeditem/restore/:id)', () => {
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

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url, payload, headers });
  const published = async (headline: string) => {
    const id = (await call('POST', '/v1/base/news', { headline })).json().id as string;
    expect((await call('PATCH', `/v2/feed/publish/${id}`, { featured: true })).statusCode).toBe(200);
    return id;
  };
  const listed = async (query: string) =>
    (await call('GET', `/v1/base/news?${query}`)).json().data.map((d: { id: string }) => d.id);

  it('brings an archived item back as a DRAFT, out of the Archived view, and logs it', async () => {
    const id = await published('Council meeting');
    await call('PATCH', `/v1/feedItem/pinned/${id}`);
    await call('POST', `/v1/feeditem/archive/${id}`);
    expect(await listed('archived=true')).toEqual([id]);

    const res = await call('POST', `/v1/feeditem/restore/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'DRAFT', pinned: false, featured: false });
    expect(await listed('archived=true')).toEqual([]);
    expect(await listed('')).toEqual([id]);
    const log = (await call('GET', `/v2/publishingActivity/${id}/log`)).json();
    expect(log.data.map((l: { type: string }) => l.type)).toContain('RESTORED');
  });

  it('brings a deleted item back as a DRAFT', async () => {
    const id = await published('Old notice');
    expect((await call('PATCH', '/v2/feeds/batch/delete', { ids: [id] })).statusCode).toBe(200);
    expect(await listed('deleted=true')).toEqual([id]);

    const res = await call('POST', `/v1/feeditem/restore/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('DRAFT');
    expect(await listed('deleted=true')).toEqual([]);
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().status).toBe('DRAFT');
  });

  it('answers 409 for an item that is neither archived nor deleted, 404 for another community', async () => {
    const id = await published('Live');
    const live = await call('POST', `/v1/feeditem/restore/${id}`);
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe('Only archived or deleted items can be restored');
    const french = await t.app.inject({
      method: 'POST',
      url: `/v1/feeditem/restore/${id}`,
      headers: { ...auth, 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe('Seuls les éléments archivés ou supprimés peuvent être restaurés');

    await call('POST', `/v1/feeditem/archive/${id}`);
    expect((await call('POST', `/v1/feeditem/restore/${id}`, undefined, otherAuth)).statusCode).toBe(404);
    expect((await call('POST', '/v1/feeditem/restore/not-an-id')).statusCode).toBe(404);
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().status).toBe('ARCHIVED');
  });
});
