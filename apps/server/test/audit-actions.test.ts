import { describe, expect, it } from 'vitest';
import { useTestContext } from './helpers/context';
import {
  PASSWORD,
  addMembership,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { login } from './helpers/session';

// Issue 24 item 1: a person's changes to their own account and an administrator's view of a group's members
// land in the trail, as every other change and list of personal data does.
describe('audit trail: own account, group members seen', () => {
  const t = useTestContext();
  type Row = Record<string, unknown> & { changes: Record<string, unknown> | null };
  const trail = async (auth: Record<string, string>, query: string, platform = false) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${platform ? '/v1/administrator/audit' : '/v1/audit'}?limit=100&dir=asc&${query}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Row[] }).data;
  };
  const patch = (auth: Record<string, string>, url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers: auth, payload });

  it('records an administrator changing their own profile and language, fields before → after', async () => {
    const { user, community } = await createCommunityAdmin(t.database, {
      firstName: 'Awan',
      lastName: 'Bird',
      email: 'awan@example.org',
    });
    const s = await login(t.app, user.username);
    const res = await patch(s.auth, '/v1/users/me/profile', {
      firstName: 'Awen',
      lastName: 'Bird',
      email: 'awen@example.org',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Saved as it is: nothing changed, nothing recorded.
    expect(
      (await patch(s.auth, '/v1/users/me/profile', { firstName: 'Awen', lastName: 'Bird' })).statusCode,
    ).toBe(200);
    expect((await patch(s.auth, '/v1/users/me/locale', { locale: 'fr' })).statusCode).toBe(200);

    const rows = await trail(s.auth, 'action=account.profile');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      communityId: community.id,
      actorId: user.id,
      actorRole: 'ADMIN',
      targetKind: 'user',
      targetId: user.id,
      changes: {
        firstName: { before: 'Awan', after: 'Awen' },
        email: { before: 'awan@example.org', after: 'awen@example.org' },
      },
    });
    expect(Object.keys(rows[0].changes!).sort()).toEqual(['email', 'firstName']);
    expect(rows[1].changes).toEqual({ locale: { before: null, after: 'fr' } });
  });

  it('records that a password changed, never the old or the new one; a refused change records nothing', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    const next = 'A brand new passphrase 77';
    const wrong = await patch(s.auth, '/v1/users/me/password', {
      currentPassword: 'not my password',
      password: next,
      confirm_password: next,
    });
    expect(wrong.statusCode).toBe(400);
    expect(await trail(s.auth, 'action=account.password')).toEqual([]);
    const res = await patch(s.auth, '/v1/users/me/password', {
      currentPassword: PASSWORD,
      password: next,
      confirm_password: next,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await trail(s.auth, 'action=account.');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'account.password',
      actorId: user.id,
      targetId: user.id,
      changes: null,
    });
    expect(rows[0].details).toEqual({ otherSessionsEnded: true });
    const all = JSON.stringify(await trail(s.auth, ''));
    expect(all).not.toContain(next);
    expect(all).not.toContain(PASSWORD);
  });

  it("records a platform administrator's own change in the platform's trail", async () => {
    const admin = await createPlatformAdmin(t.database, { firstName: 'Olive' });
    const s = await login(t.app, admin.username);
    expect((await patch(s.auth, '/v1/users/me/profile', { firstName: 'Olivia' })).statusCode).toBe(200);
    const rows = await trail(s.auth, 'community=platform&action=account.profile', true);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      communityId: null,
      actorRole: 'PLATFORM_ADMIN',
      changes: { firstName: { before: 'Olive', after: 'Olivia' } },
    });
  });

  it("records each view of a group's members (and of those not in it), with the group, page and count", async () => {
    const { user, community } = await createCommunityAdmin(t.database);
    const s = await login(t.app, user.username);
    const people = [];
    for (let i = 0; i < 3; i++) {
      const u = await createUser(t.database);
      people.push(await addMembership(t.database, u.id, community.id));
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: s.auth,
      payload: { group: 'Elders', members: [people[0].id, people[1].id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json().id as string;
    for (const url of [
      `/v1/groups/${groupId}/members`,
      `/v1/groups/${groupId}/members?excluded=true&search=user`,
      `/v1/groups/${groupId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: s.auth });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await trail(s.auth, 'action=groups.members_list');
    expect(rows.map((r) => r.details)).toEqual([
      { excluded: false, search: null, page: 0, rows: 2 },
      { excluded: true, search: 'user', page: 0, rows: 2 },
      { excluded: false, search: null, page: 0, rows: 2 },
    ]);
    expect(rows[0]).toMatchObject({
      communityId: community.id,
      actorId: user.id,
      targetKind: 'group',
      targetId: groupId,
    });
    // Another community's group is a 404, and its refusal is no view.
    const other = await createCommunityAdmin(t.database);
    const so = await login(t.app, other.user.username);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/v1/groups/${groupId}/members`,
      headers: so.auth,
    });
    expect(denied.statusCode).toBe(404);
    expect(await trail(so.auth, 'action=groups.')).toEqual([]);
  });
});
