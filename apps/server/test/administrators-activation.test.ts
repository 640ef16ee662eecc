import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { administratorMessages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createPlatformAdmin, createUser } from './helpers/factories';
import { login, type Session } from './helpers/session';

/** Issue 10 item 15: platform administrators deactivate and reactivate administrators. */
describe('administrator deactivation', () => {
  let t: TestContext;
  let me: Session;
  let meId: string;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database);
    meId = admin.id;
    me = await login(t.app, admin.username);
  });
  const patch = (url: string, auth = me.auth) => t.app.inject({ method: 'PATCH', url, headers: auth });

  it("deactivates a community's administrator (sessions end, sign-in refused) and reactivates them", async () => {
    const a = await createCommunityAdmin(t.database);
    const colleague = await createUser(t.database);
    await addMembership(t.database, colleague.id, a.community.id, { role: 'ADMIN' });
    const theirs = await login(t.app, a.user.username);

    const off = await patch(`/v1/administrator/communities/admin/${a.membership.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: administratorMessages.administratorDeactivated,
      data: { id: a.membership.id, status: 'INACTIVE' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/v1/admin/dashboard', headers: theirs.auth });
    expect(after.statusCode).toBe(401);
    await expect(login(t.app, a.user.username)).rejects.toThrow(/403/);

    const on = await patch(`/v1/administrator/communities/admin/${a.membership.id}/activate`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: administratorMessages.administratorReactivated,
      data: { status: 'ACTIVE' },
    });
    expect((await login(t.app, a.user.username)).accessToken).toBeTruthy();
  });

  it('keeps the last active administrator of a community (409 with a sentence)', async () => {
    const a = await createCommunityAdmin(t.database);
    const res = await patch(`/v1/administrator/communities/admin/${a.membership.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: administratorMessages.lastActiveAdministrator });
    const fr = await t.app.inject({
      method: 'PATCH',
      url: `/v1/administrator/communities/admin/${a.membership.id}/deactivate`,
      headers: { ...me.auth, 'accept-language': 'fr' },
    });
    expect(fr.json().message).toMatch(/dernier administrateur actif/);
  });

  it('refuses to deactivate yourself, and deactivates another platform administrator', async () => {
    const self = await patch(`/v1/administrator/application/admin/${meId}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'CONFLICT', message: administratorMessages.cannotDeactivateSelf });

    const other = await createPlatformAdmin(t.database);
    const theirs = await login(t.app, other.username);
    const off = await patch(`/v1/administrator/application/admin/${other.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: other.id, status: 'INACTIVE', isDeleted: true });
    const gone = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: theirs.auth });
    expect(gone.statusCode).toBe(401);
    const on = await patch(`/v1/administrator/application/admin/${other.id}/activate`);
    expect(on.json().data).toMatchObject({ status: 'ACTIVE', isDeleted: false });
  });

  it('answers 404 for unknown ids and for people who are not administrators of that kind', async () => {
    const member = await createUser(t.database);
    const a = await createCommunityAdmin(t.database);
    const m = await addMembership(t.database, member.id, a.community.id, { role: 'MEMBER' });
    for (const url of [
      '/v1/administrator/communities/admin/nope/deactivate',
      `/v1/administrator/communities/admin/${m.id}/deactivate`,
      `/v1/administrator/application/admin/${member.id}/deactivate`,
      '/v1/administrator/application/admin/00000000-0000-4000-8000-000000000000/activate',
    ]) {
      const res = await patch(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: administratorMessages.administratorNotFound });
    }
  });

  it('is for platform administrators only', async () => {
    const a = await createCommunityAdmin(t.database);
    const s = await login(t.app, a.user.username);
    const res = await patch(`/v1/administrator/communities/admin/${a.membership.id}/deactivate`, s.auth);
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/v1/administrator/application/admin/${meId}/activate` }))
        .statusCode,
    ).toBe(401);
  });
});
