import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedItems, groups, guests } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import {
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { login } from './helpers/session';

describe('dashboards', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /**
   * Two communities: A with 2 active members, 1 inactive member, 1 group, 2 guests (1 deleted), 2 published items;
   * B with 1 member, 1 guest, 1 published item.
   */
  async function seed() {
    const a = await createCommunityAdmin(t.database);
    const b = await createCommunityAdmin(t.database);
    for (const status of ['ACTIVE', 'ACTIVE', 'INACTIVE']) {
      const u = await createUser(t.database);
      await addMembership(t.database, u.id, a.community.id, { status });
    }
    const other = await createUser(t.database);
    await addMembership(t.database, other.id, b.community.id);
    await t.database.db
      .insert(groups)
      .values({ communityId: a.community.id, name: 'Elders', slug: 'elders' });
    // Published content: A has 2 (one more published but deleted, plus a draft, a retracted and an archived item).
    const item = (communityId: string, status: string, deletedAt: Date | null = null) => ({
      communityId,
      kind: 'NEWS',
      headline: `${status} item`,
      status,
      deletedAt,
    });
    await t.database.db
      .insert(feedItems)
      .values([
        item(a.community.id, 'PUBLISHED'),
        item(a.community.id, 'PUBLISHED'),
        item(a.community.id, 'PUBLISHED', new Date()),
        item(a.community.id, 'DRAFT'),
        item(a.community.id, 'SCHEDULED'),
        item(a.community.id, 'RETRACTED'),
        item(a.community.id, 'ARCHIVED'),
        item(b.community.id, 'PUBLISHED'),
      ]);
    await t.database.db.insert(guests).values([
      { communityId: a.community.id, deviceId: 'd1' },
      { communityId: a.community.id, deviceId: 'd2', deletedAt: new Date() },
      { communityId: b.community.id, deviceId: 'd3' },
    ]);
    return { a, b };
  }

  it('gives a platform administrator the platform-wide counts', async () => {
    await seed();
    await createCommunity(t.database);
    const admin = await createPlatformAdmin(t.database);
    const s = await login(t.app, admin.username);
    const res = await t.app.inject({ method: 'GET', url: '/v1/administrator/dashboard', headers: s.auth });
    expect(res.statusCode).toBe(200);
    // Active members include each community's administrator (db/active-members.ts).
    expect(res.json()).toEqual({ counts: { communities: 3, members: 5, administrators: 2, guests: 2 } });
  });

  it('gives a community administrator the counts of their own community only', async () => {
    const { a } = await seed();
    const s = await login(t.app, a.user.username);
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/dashboard', headers: s.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      counts: { members: 3, administrators: 1, groups: 1, guests: 1, publishedContent: 2 },
    });
  });

  it('answers zeros for an empty community', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/dashboard', headers: s.auth });
    expect(res.json()).toEqual({
      counts: { members: 1, administrators: 1, groups: 0, guests: 0, publishedContent: 0 },
    });
  });

  it('counts content once it is published, and no longer once it is retracted or deleted', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: s.auth });
    const published = async () =>
      (await call('GET', '/v1/admin/dashboard')).json().counts.publishedContent as number;
    const ids: string[] = [];
    for (const headline of ['Feast', 'Election'])
      ids.push((await call('POST', '/v1/base/news', { headline, body: '<p>Soon</p>' })).json().id);
    expect(await published()).toBe(0);
    for (const id of ids) expect((await call('PATCH', `/v2/feed/publish/${id}`, {})).statusCode).toBe(200);
    expect(await published()).toBe(2);
    expect((await call('PATCH', `/v2/feed/retract/${ids[0]}`)).statusCode).toBe(200);
    expect(await published()).toBe(1);
    expect((await call('PATCH', '/v2/feeds/batch/delete', { ids: [ids[1]] })).statusCode).toBe(200);
    expect(await published()).toBe(0);
  });

  it('keeps each area to its own kind of administrator', async () => {
    const { a } = await seed();
    const platform = await createPlatformAdmin(t.database);
    const community = await login(t.app, a.user.username);
    const res1 = await t.app.inject({
      method: 'GET',
      url: '/v1/administrator/dashboard',
      headers: community.auth,
    });
    expect(res1.statusCode).toBe(403);
    const p = await login(t.app, platform.username);
    const res2 = await t.app.inject({ method: 'GET', url: '/v1/admin/dashboard', headers: p.auth });
    expect(res2.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/v1/administrator/dashboard', '/v1/admin/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('message');
    }
  });
});
