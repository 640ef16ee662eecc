import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformMemberMessages } from '@gathering/contract';
import { guests, users } from '../src/db/schema';
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

describe('members and guests across communities', () => {
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

  const get = (url: string, headers = platform) => t.app.inject({ method: 'GET', url, headers });
  const patch = (url: string, payload: object, headers = platform) =>
    t.app.inject({ method: 'PATCH', url, headers, payload });

  it('lists the members of every community, searched, sorted and filtered by community', async () => {
    const north = await createCommunity(t.database, { name: 'Northern Lights' });
    const river = await createCommunity(t.database, { name: 'River Valley' });
    const aiyana = await createUser(t.database, {
      firstName: 'Aiyana',
      lastName: 'Morin',
      multiCommunity: true,
    });
    await addMembership(t.database, aiyana.id, north.id, { scope: 'IMPORTED' });
    await addMembership(t.database, aiyana.id, river.id, { status: 'DELETED' });
    const zack = await createUser(t.database, { firstName: 'Zack', lastName: 'Bear', emailVerifiedAt: null });
    await addMembership(t.database, zack.id, river.id);
    const admin = await createUser(t.database, { firstName: 'Admin' });
    await addMembership(t.database, admin.id, river.id, { role: 'ADMIN' });

    const all = (await get('/v1/administrator/communities/members?filter=fullName&dir=asc')).json();
    expect(all.meta).toEqual({ current: 0, pages: 1, total: 3 });
    const labels = all.data.map(
      (r: { fullName: string; community: string }) => `${r.fullName}@${r.community}`,
    );
    expect(labels.slice(0, 2).sort()).toEqual(['Aiyana Morin@Northern Lights', 'Aiyana Morin@River Valley']);
    expect(labels[2]).toBe('Zack Bear@River Valley');
    const row = (community: string) =>
      all.data.find(
        (r: { fullName: string; community: string }) =>
          r.fullName === 'Aiyana Morin' && r.community === community,
      );
    expect(row('Northern Lights')).toMatchObject({
      userId: aiyana.id,
      communityId: north.id,
      isMultiMember: true,
      email: aiyana.email,
      firstName: 'Aiyana',
      lastName: 'Morin',
      isDeleted: false,
      isEmailVerified: true,
      scope: 'IMPORTED',
      username: aiyana.username,
      lastLogin: null,
      status: 'ACTIVE',
    });
    expect(row('River Valley')).toMatchObject({ isDeleted: true, status: 'DELETED' });
    expect(all.data[2]).toMatchObject({ isEmailVerified: false, isMultiMember: false });

    const inRiver = (await get(`/v1/administrator/communities/members?communityId=${river.id}`)).json();
    expect(inRiver.meta.total).toBe(2);
    expect((await get('/v1/administrator/communities/members?search=zack')).json().meta.total).toBe(1);
    expect((await get('/v1/administrator/communities/members?search=northern')).json().meta.total).toBe(1);
    expect((await get('/v1/administrator/communities/members?search=100%25')).json().meta.total).toBe(0);
    const paged = (await get('/v1/administrator/communities/members?limit=2&offset=1')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toEqual({ current: 1, pages: 2, total: 3 });
    expect((await get('/v1/administrator/communities/members?filter=secret')).statusCode).toBe(400);
  });

  it('switches multi-community access on and off', async () => {
    const c = await createCommunity(t.database);
    const u = await createUser(t.database);
    await addMembership(t.database, u.id, c.id);
    const on = await patch(`/v1/users/administrator/multi/${u.id}`, { userId: u.id, multiState: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ userId: u.id, multiState: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.multiCommunity).toBe(true);
    expect((await get('/v1/administrator/communities/members')).json().data[0].isMultiMember).toBe(true);
    const off = await patch(`/v1/users/administrator/multi/${u.id}`, { multiState: false });
    expect(off.json().multiState).toBe(false);

    const mismatch = await patch(`/v1/users/administrator/multi/${u.id}`, {
      userId: '00000000-0000-4000-8000-000000000000',
      multiState: true,
    });
    expect(mismatch.statusCode).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await patch(`/v1/users/administrator/multi/${id}`, { multiState: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(platformMemberMessages.userNotFound);
    }
    expect((await patch(`/v1/users/administrator/multi/${u.id}`, { multiState: 'on' })).statusCode).toBe(400);
  });

  it('marks e-mail addresses verified: platform administrators for anyone, community administrators for their members', async () => {
    const { community, user: admin } = await createCommunityAdmin(t.database);
    const ours = await createUser(t.database, { emailVerifiedAt: null });
    await addMembership(t.database, ours.id, community.id);
    const theirs = await createUser(t.database, { emailVerifiedAt: null });
    await addMembership(t.database, theirs.id, (await createCommunity(t.database)).id);
    const verify = (userId: string, isEmailVerified: boolean, headers = platform) =>
      patch(`/v1/users/admin-verification/${userId}`, { isEmailVerified }, headers);
    const verified = async (id: string) =>
      (await t.database.db.select().from(users).where(eq(users.id, id)))[0].emailVerifiedAt !== null;

    expect((await verify(theirs.id, true)).json()).toEqual({ userId: theirs.id, isEmailVerified: true });
    expect(await verified(theirs.id)).toBe(true);
    expect((await verify(theirs.id, false)).statusCode).toBe(200);
    expect(await verified(theirs.id)).toBe(false);

    const adminAuth = (await login(t.app, admin.username)).auth;
    expect((await verify(ours.id, true, adminAuth)).statusCode).toBe(200);
    expect(await verified(ours.id)).toBe(true);
    const elsewhere = await verify(theirs.id, true, adminAuth);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(platformMemberMessages.userNotFound);
    expect(await verified(theirs.id)).toBe(false);

    const member = (await memberSession(t, community.id)).auth;
    expect((await verify(ours.id, false, member)).statusCode).toBe(403);
    expect((await verify('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await patch(`/v1/users/admin-verification/${ours.id}`, {})).statusCode).toBe(400);
  });

  it('lists the guests of every community, deleted or not', async () => {
    const a = await createCommunity(t.database, { name: 'Alpha' });
    const b = await createCommunity(t.database, { name: 'Beta' });
    const now = t.clock.now();
    await t.database.db.insert(guests).values([
      { communityId: a.id, deviceId: '1', platform: 'ios', lastLoginAt: now },
      { communityId: a.id, deviceId: '2', upgradedAt: now },
      { communityId: b.id, deviceId: '3' },
      { communityId: b.id, deviceId: '4', deletedAt: now },
    ]);
    const live = (await get('/v2/guests/admin?filter=community&dir=asc')).json();
    expect(live.meta.total).toBe(3);
    expect(live.data.map((g: { community: string }) => g.community)).toEqual(['Alpha', 'Alpha', 'Beta']);
    expect(live.data.find((g: { platform: string | null }) => g.platform === 'ios')).toMatchObject({
      communityId: a.id,
      isDeleted: false,
      lastLogin: now.toISOString(),
    });
    expect(Object.keys(live.data[0])).toEqual(
      expect.arrayContaining(['id', 'community', 'communityId', 'isDeleted', 'createdOn', 'lastLogin']),
    );
    const deleted = (await get('/v2/guests/admin?deleted=true')).json();
    expect(deleted.meta.total).toBe(1);
    expect(deleted.data[0]).toMatchObject({ communityId: b.id, isDeleted: true });
    expect((await get('/v2/guests/admin?deleted=false')).json().meta.total).toBe(3);
    expect((await get(`/v2/guests/admin?communityId=${b.id}`)).json().meta.total).toBe(1);
    expect((await get('/v2/guests/admin?search=alp')).json().meta.total).toBe(2);
    expect((await get('/v2/guests/admin?limit=1&offset=2')).json().meta).toEqual({
      current: 2,
      pages: 3,
      total: 3,
    });
    expect((await get('/v2/guests/admin?deleted=maybe')).statusCode).toBe(400);
  });

  it('refuses the platform routes to community administrators and members (403)', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const admin = (await login(t.app, user.username)).auth;
    const member = (await memberSession(t, community.id)).auth;
    for (const headers of [admin, member]) {
      expect((await get('/v1/administrator/communities/members', headers)).statusCode).toBe(403);
      expect((await get('/v2/guests/admin', headers)).statusCode).toBe(403);
      expect(
        (await patch(`/v1/users/administrator/multi/${user.id}`, { multiState: true }, headers)).statusCode,
      ).toBe(403);
    }
  });
});
