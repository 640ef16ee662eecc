import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import {
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { login } from './helpers/session';

/**
 * Issue 10 item 14: one figure named "Active members" (ACTIVE memberships whose role is MEMBER or ADMIN) wherever it
 * is shown — the communities list, both dashboards, the platform Users view (status=active) and the community
 * Users › Active tab must all answer the same number.
 */
describe('Active members agree everywhere', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers the same count in every view, and leaves out inactive and deleted memberships', async () => {
    // A: its administrator + 2 active members (counted), 1 inactive, 1 deleted, 1 inactive administrator.
    const a = await createCommunityAdmin(t.database);
    for (const [role, status] of [
      ['MEMBER', 'ACTIVE'],
      ['MEMBER', 'ACTIVE'],
      ['MEMBER', 'INACTIVE'],
      ['MEMBER', 'DELETED'],
      ['ADMIN', 'INACTIVE'],
    ]) {
      const u = await createUser(t.database);
      await addMembership(t.database, u.id, a.community.id, { role, status });
    }
    // B: 1 active member, no administrator.
    const b = await createCommunity(t.database);
    await addMembership(t.database, (await createUser(t.database)).id, b.id);

    const platform = await login(t.app, (await createPlatformAdmin(t.database)).username);
    const community = await login(t.app, a.user.username);
    const get = async (url: string, auth: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };

    const list = await get('/v1/community/admin?limit=50', platform.auth);
    const rowOf = (id: string) => list.data.find((r: { id: string }) => r.id === id);
    expect(rowOf(a.community.id).members).toBe(3);
    expect(rowOf(b.id).members).toBe(1);

    expect((await get('/v1/admin/dashboard', community.auth)).counts.members).toBe(3);
    expect((await get('/v1/members', community.auth)).meta.total).toBe(3);
    const users = `/v1/administrator/communities/members?status=active&communityId=${a.community.id}`;
    expect((await get(users, platform.auth)).meta.total).toBe(3);

    const everywhere = (await get('/v1/administrator/dashboard', platform.auth)).counts.members;
    expect(everywhere).toBe(4);
    expect((await get('/v1/administrator/communities/members?status=active', platform.auth)).meta.total).toBe(
      everywhere,
    );
  });

  it('keeps the platform Users default (every MEMBER membership) and refuses an unknown status', async () => {
    const a = await createCommunityAdmin(t.database);
    await addMembership(t.database, (await createUser(t.database)).id, a.community.id, {
      status: 'INACTIVE',
    });
    const platform = await login(t.app, (await createPlatformAdmin(t.database)).username);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: platform.auth });
    expect((await get('/v1/administrator/communities/members')).json().meta.total).toBe(1);
    const bad = await get('/v1/administrator/communities/members?status=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status' });
  });
});
