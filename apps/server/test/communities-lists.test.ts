import { describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { feedItems, guests } from '../src/db/schema';
import { addMembership, createCommunity, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';
import { memberSession } from './platform-fixtures';
import { useCommunities } from './communities-fixtures';

describe('communities', () => {
  const { t, platform } = useCommunities();

  it('lists communities paged, searched and sorted, with members, guests and monthly posts', async () => {
    const big = await createCommunity(t.database, { name: 'Alpha Big', population: 50 });
    for (let i = 0; i < 8; i++) await createCommunity(t.database, { name: `Zeta ${i}`, population: i });
    for (let i = 0; i < 3; i++) {
      const u = await createUser(t.database);
      await addMembership(t.database, u.id, big.id);
    }
    const deleted = await createUser(t.database);
    await addMembership(t.database, deleted.id, big.id, { status: 'DELETED' });
    const admin = await createUser(t.database);
    await addMembership(t.database, admin.id, big.id, { role: 'ADMIN' });
    await t.database.db.insert(guests).values([
      { communityId: big.id, deviceId: 'd1' },
      { communityId: big.id, deviceId: 'd2' },
      { communityId: big.id, deviceId: 'd3', deletedAt: new Date() },
    ]);
    const now = t.clock.now();
    await t.database.db.insert(feedItems).values([
      { communityId: big.id, kind: 'NEWS', headline: 'new', status: 'PUBLISHED', publishedOn: now },
      {
        communityId: big.id,
        kind: 'NEWS',
        headline: 'old',
        status: 'PUBLISHED',
        publishedOn: new Date(now.getTime() - 40 * 86_400_000),
      },
      { communityId: big.id, kind: 'NEWS', headline: 'draft', status: 'DRAFT' },
    ]);

    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/v1/community/admin?${query}`, headers: platform });
    const first = await list('');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(7);
    expect(first.json().meta).toEqual({ current: 0, pages: 2, total: 9 });
    expect((await list('offset=1')).json().data).toHaveLength(2);

    const byMembers = (await list('filter=members&dir=desc&limit=1')).json().data[0];
    expect(byMembers).toMatchObject({
      id: big.id,
      name: 'Alpha Big',
      // Active members: the 3 active members and the administrator, not the deleted one.
      members: 4,
      guests: 2,
      monthlyPosts: 1,
    });
    expect(Object.keys(byMembers).sort()).toEqual(
      [
        'createdOn',
        'deletionDueAt',
        'guests',
        'id',
        'logo',
        'members',
        'monthlyPosts',
        'name',
        'population',
        'pushHealth',
        'slug',
        'status',
        'subscription',
      ].sort(),
    );
    const byName = (await list('filter=name&dir=asc')).json().data.map((r: { name: string }) => r.name);
    expect(byName.slice(0, 3)).toEqual(['Alpha Big', 'Zeta 0', 'Zeta 1']);
    const byPopulation = (await list('filter=population&dir=desc&limit=2')).json().data;
    expect(byPopulation.map((r: { population: number }) => r.population)).toEqual([50, 7]);
    const searched = (await list('search=alpha')).json();
    expect(searched.meta.total).toBe(1);
    expect((await list('filter=nope')).statusCode).toBe(400);
    expect((await list('limit=101')).statusCode).toBe(400);
  });

  it('lists the basic communities for pickers', async () => {
    const b = await createCommunity(t.database, { name: 'Beta' });
    const a = await createCommunity(t.database, { name: 'alpha' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/administrator/communities/basic',
      headers: platform,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      communities: [
        { id: a.id, name: 'alpha' },
        { id: b.id, name: 'Beta' },
      ],
    });
  });

  it("answers a community administrator's own community; a platform administrator has none", async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const own = await t.app.inject({
      method: 'GET',
      url: '/v1/community',
      headers: (await login(t.app, user.username)).auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: community.id, name: community.name, slug: community.slug });
    const none = await t.app.inject({ method: 'GET', url: '/v1/community', headers: platform });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(messages.communityNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/v1/community' })).statusCode).toBe(401);
  });

  it('refuses every platform route to community administrators and members (403)', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const admin = (await login(t.app, user.username)).auth;
    const member = (await memberSession(t, community.id)).auth;
    const routes: [string, string, object?][] = [
      ['GET', '/v1/community/admin'],
      ['GET', '/v1/administrator/communities/basic'],
      ['GET', `/v1/community/${community.id}`],
      ['POST', '/v1/community', { name: 'Mine' }],
      ['PATCH', `/v1/community/${community.id}`, { name: 'Mine' }],
      [
        'POST',
        '/v2/community/app-update',
        { communityId: community.id, identifier: 'x', appVersion: '1.0.0', releaseDate: '2025-01-01' },
      ],
      ['POST', `/v1/community/contact/${community.id}`],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [admin, member]) {
        const res = await t.app.inject({ method: method as 'GET', url, headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const memberContact = await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: member,
      payload: { contactPermission: true },
    });
    expect(memberContact.statusCode).toBe(403);
  });
});
