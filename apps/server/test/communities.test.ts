import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityMessages, messages } from '@gathering/contract';
import { feedItems, guests } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import {
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { login } from './helpers/session';
import { memberSession } from './platform-fixtures';
import { seedCommunitiesDemo } from '../src/demo/communities.demo';

describe('communities', () => {
  let t: TestContext;
  let platform: { authorization: string };
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database);
    platform = (await login(t.app, admin.username)).auth;
  });

  const create = (payload: object, headers = platform) =>
    t.app.inject({ method: 'POST', url: '/v1/community', headers, payload });

  it('creates a community with a slug derived from its name, and shows it in full', async () => {
    const res = await create({
      name: 'Rivière Valley  Nation!',
      androidBundleId: 'ca.rivervalley.app',
      iosBundleId: 'ca.river-valley.app',
      appVersion: '1.2.0',
      subscription: 'PREMIUM',
      population: 1800,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Rivière Valley  Nation!',
      slug: 'riviere-valley-nation',
      status: 'ONBOARDING',
      subscription: 'PREMIUM',
      contactPermission: false,
      population: 1800,
      logo: null,
      updates: [],
      push: { apn: { isSet: false }, gcm: { isSet: false } },
      lastSummaryAt: null,
      summaryRequestedAt: null,
    });
    const got = await t.app.inject({ method: 'GET', url: `/v1/community/${data.id}`, headers: platform });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(data);
  });

  it('rejects bad bundle ids, versions, slugs and statuses with 400', async () => {
    for (const [payload, field] of [
      [{ name: 'A', androidBundleId: 'app' }, 'androidBundleId'],
      [{ name: 'A', androidBundleId: 'ca.1river.app' }, 'androidBundleId'],
      [{ name: 'A', iosBundleId: 'ca..app' }, 'iosBundleId'],
      [{ name: 'A', appVersion: 'v1.2' }, 'appVersion'],
      [{ name: 'A', appVersion: '1.02.3' }, 'appVersion'],
      [{ name: 'A', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'A', status: 'GONE' }, 'status'],
      [{ name: 'A', subscription: 'GOLD' }, 'subscription'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const bundle = await create({ name: 'A', androidBundleId: 'app' });
    expect(bundle.json().message).toContain(communityMessages.bundleIdInvalid);
  });

  it('answers 409 for a slug already in use, derived or given', async () => {
    expect((await create({ name: 'Cree Nation' })).statusCode).toBe(201);
    const again = await create({ name: 'Cree   Nation' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: communityMessages.slugTaken, field: 'slug' });
    expect((await create({ name: 'Other', slug: 'cree-nation' })).statusCode).toBe(409);
    expect((await create({ name: 'Other', slug: 'cree-nation-2' })).statusCode).toBe(201);
  });

  it('updates a community; unknown, malformed or missing ids are "Community was invalid or could not be found"', async () => {
    const a = await createCommunity(t.database, { slug: 'taken-slug' });
    const b = await createCommunity(t.database);
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: platform, payload });

    const ok = await patch(`/v1/community/${b.id}`, {
      name: 'Renamed',
      slug: 'renamed',
      status: 'SUSPENDED',
      iosBundleId: 'org.renamed.ios',
      population: null,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'Renamed',
      slug: 'renamed',
      status: 'SUSPENDED',
      population: null,
    });

    expect((await patch(`/v1/community/${b.id}`, { slug: 'taken-slug' })).statusCode).toBe(409);
    expect((await patch(`/v1/community/${a.id}`, { slug: 'taken-slug' })).statusCode).toBe(200);
    expect((await patch(`/v1/community/${b.id}`, { androidBundleId: 'nodots' })).statusCode).toBe(400);

    for (const url of [
      '/v1/community/00000000-0000-4000-8000-000000000000',
      '/v1/community/not-a-uuid',
      '/v1/community',
    ]) {
      const res = await patch(url, { name: 'X' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: messages.communityNotFound });
    }
  });

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

  it('adds app-version updates; the community version follows the highest release', async () => {
    const c = await createCommunity(t.database, { appVersion: '1.0.0' });
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v2/community/app-update', headers: platform, payload });
    const first = await add({
      communityId: c.id,
      identifier: 'Spring release',
      appVersion: '1.2.0',
      releaseDate: '2025-03-01',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.appVersion).toBe('1.2.0');
    const older = await add({
      communityId: c.id,
      identifier: 'Hotfix',
      appVersion: '1.1.5',
      releaseDate: '2025-02-01',
    });
    expect(older.json().data.appVersion).toBe('1.2.0');
    const pre = await add({
      communityId: c.id,
      identifier: 'Beta',
      appVersion: '1.2.0-beta.1',
      releaseDate: '2025-02-20',
    });
    expect(pre.json().data.appVersion).toBe('1.2.0');
    const latest = (
      await add({ communityId: c.id, identifier: 'Fall', appVersion: '1.10.0', releaseDate: '2025-09-01' })
    ).json().data;
    expect(latest.appVersion).toBe('1.10.0');
    expect(latest.updates.map((u: { identifier: string }) => u.identifier)).toEqual([
      'Fall',
      'Spring release',
      'Beta',
      'Hotfix',
    ]);
    expect(latest.updates[0]).toMatchObject({ appVersion: '1.10.0', releaseDate: '2025-09-01' });

    expect(
      (await add({ communityId: c.id, identifier: 'x', appVersion: '1.0', releaseDate: '2025-01-01' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await add({ communityId: c.id, identifier: 'x', appVersion: '1.0.0', releaseDate: '01/02/2025' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await add({ communityId: c.id, identifier: '', appVersion: '1.0.0', releaseDate: '2025-01-01' }))
        .statusCode,
    ).toBe(400);
    const missing = await add({
      communityId: '00000000-0000-4000-8000-000000000000',
      identifier: 'x',
      appVersion: '1.0.0',
      releaseDate: '2025-01-01',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.communityNotFound);
  });

  it('lets a community administrator set the contact permission of their own community only', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const other = await createCommunity(t.database);
    const auth = (await login(t.app, user.username)).auth;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: auth,
      payload: { contactPermission: true, id: other.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: community.id, contactPermission: true });
    const otherNow = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${other.id}`,
      headers: platform,
    });
    expect(otherNow.json().data.contactPermission).toBe(false);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: auth,
      payload: { contactPermission: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const byPlatform = await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: platform,
      payload: { contactPermission: true },
    });
    expect(byPlatform.statusCode).toBe(403);
  });

  it("e-mails a summary of the last 7 days to the community's administrators through the queue", async () => {
    const { community, user } = await createCommunityAdmin(t.database, { email: 'chief@example.org' });
    const second = await createUser(t.database, { email: 'second@example.org' });
    await addMembership(t.database, second.id, community.id, { role: 'ADMIN' });
    const inactive = await createUser(t.database, { email: 'gone@example.org' });
    await addMembership(t.database, inactive.id, community.id, { role: 'ADMIN', status: 'INACTIVE' });
    const now = t.clock.now();
    const old = new Date(now.getTime() - 10 * 86_400_000);
    for (const createdAt of [now, now, old]) {
      const m = await createUser(t.database);
      await addMembership(t.database, m.id, community.id, { createdAt });
    }
    await t.database.db.insert(guests).values([
      { communityId: community.id, deviceId: 'a', createdAt: now },
      { communityId: community.id, deviceId: 'b', createdAt: old },
    ]);
    await t.database.db.insert(feedItems).values({
      communityId: community.id,
      kind: 'NEWS',
      headline: 'h',
      status: 'PUBLISHED',
      publishedOn: now,
    });

    const send = () =>
      t.app.inject({ method: 'POST', url: `/v1/community/contact/${community.id}`, headers: platform });
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(communityMessages.summaryNoPermission);

    const admin = (await login(t.app, user.username)).auth;
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: admin,
      payload: { contactPermission: true },
    });
    const res = await send();
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: communityMessages.summaryQueued });
    expect(await t.outbox()).toHaveLength(0);
    // Queued, not sent yet: the detail already says a summary was requested (issue 10 item 10).
    const queued = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${community.id}`,
      headers: platform,
    });
    expect(queued.json().data).toMatchObject({
      lastSummaryAt: null,
      summaryRequestedAt: t.clock.now().toISOString(),
    });
    await t.drain();
    // A second drain (a retry) sends nothing more.
    await t.drain();
    const mails = await t.outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['chief@example.org', 'second@example.org']);
    const text = mails[0].text;
    expect(mails[0].subject).toBe(`${community.name}: your summary of the last 7 days`);
    expect(text).toContain('New members: 2 (3 in all)');
    expect(text).toContain('New guests: 1 (2 in all)');
    expect(text).toContain('Content published: 1');
    expect(text).toContain('Views: 0');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${community.id}`,
      headers: platform,
    });
    expect(detail.json().data.lastSummaryAt).not.toBeNull();

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/community/contact/00000000-0000-4000-8000-000000000000',
      headers: platform,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives every demo community bundle ids, a version with history, a logo and push credentials', async () => {
    const a = await createCommunity(t.database, { slug: 'demo-nation' });
    const b = await createCommunity(t.database, { slug: 'river-valley-council' });
    await seedCommunitiesDemo({
      database: t.database,
      communities: { 'demo-nation': a.id, 'river-valley-council': b.id },
      password: 'x',
      passwordHash: 'x',
      config: t.config,
      queue: t.app.queue,
    });
    for (const c of [a, b]) {
      const { data } = (
        await t.app.inject({ method: 'GET', url: `/v1/community/${c.id}`, headers: platform })
      ).json();
      expect(data.androidBundleId).toMatch(/^ca\.gathering\.[a-z0-9]+$/);
      expect(data.iosBundleId).toMatch(/^ca\.gathering\.[a-z0-9]+\.ios$/);
      expect(data.updates.length).toBeGreaterThanOrEqual(2);
      expect(data.appVersion).toBe(data.updates[0].appVersion);
      expect(data.push.apn).toMatchObject({ isSet: true });
      expect(data.push.apn.keyId).toMatch(/^[A-Z0-9]{10}$/);
      expect(data.push.gcm).toMatchObject({ isSet: true });
      const logo = await t.app.inject({ method: 'GET', url: new URL(data.logo).pathname });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
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
