import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuditRecorder } from '../src/modules/audit/audit.service';
import { eq } from 'drizzle-orm';
import { groupMembers, groups, memberEvents, memberships, users } from '../src/db/schema';
import { accountsRepository } from '../src/modules/auth/accounts.repository';
import { createMembersService } from '../src/modules/members/members.service';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

describe('members of a community', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let community: { id: string };
  let admin: { membershipId: string; userId: string };
  let members: { id: string; userId: string; email: string }[];
  let foreign: { id: string; userId: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database, {
      username: 'chief',
      firstName: 'Carla',
      lastName: 'Chief',
    });
    community = a.community;
    admin = { membershipId: a.membership.id, userId: a.user.id };
    members = [];
    for (const [first, last] of [
      ['Aiyana', 'Bear'],
      ['Mason', 'Cardinal'],
      ['Kaya', 'Morin'],
    ]) {
      const u = await createUser(t.database, { firstName: first, lastName: last, emailVerifiedAt: null });
      const m = await addMembership(t.database, u.id, community.id);
      members.push({ id: m.id, userId: u.id, email: u.email });
    }
    const other = await createCommunityAdmin(t.database);
    const stranger = await createUser(t.database);
    const fm = await addMembership(t.database, stranger.id, other.community.id);
    foreign = { id: fm.id, userId: stranger.id };
    auth = (await login(t.app, 'chief')).auth;
  });

  const get = (url: string, headers = auth) => t.app.inject({ method: 'GET', url, headers });
  const patch = (url: string, payload: object, headers = auth) =>
    t.app.inject({ method: 'PATCH', url, payload, headers });
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(memberships).where(eq(memberships.id, id)))[0]?.status;

  it('lists active members with search, sorting and paging, scoped to the community', async () => {
    const res = await get('/v1/members?filter=firstName&dir=asc&limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current: 0, pages: 2, total: 4 });
    expect(body.data.map((m: { firstName: string }) => m.firstName)).toEqual(['Aiyana', 'Carla']);
    expect(body.data[0]).toMatchObject({
      id: members[0].id,
      userId: members[0].userId,
      fullName: 'Aiyana Bear',
      isDeleted: false,
      isEmailVerified: false,
      groups: [],
      scope: 'APP',
      status: 'ACTIVE',
      role: 'MEMBER',
    });
    const search = await get('/v1/members?search=mason%20car');
    expect(search.json().data.map((m: { id: string }) => m.id)).toEqual([members[1].id]);
    const wildcard = await get('/v1/members?search=%25');
    expect(wildcard.json().meta.total).toBe(0);
  });

  it('rejects bad list parameters with 400 and unauthenticated or non-admin callers', async () => {
    expect((await get('/v1/members?filter=password')).statusCode).toBe(400);
    expect((await get('/v1/members?limit=101')).statusCode).toBe(400);
    expect((await get('/v1/members?offset=-1')).statusCode).toBe(400);
    expect((await get('/v1/members?inactive=maybe')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/members' })).statusCode).toBe(401);
  });

  it('answers the basic list of active members', async () => {
    const res = await get('/v1/members/basic');
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toHaveLength(4);
    expect(res.json().members[0]).toEqual({ id: members[0].id, name: 'Aiyana Bear' });
  });

  it('deactivates and activates members in batches, showing them in the inactive view', async () => {
    const res = await patch('/v1/members/batch/deactivate', { ids: [members[0].id, members[1].id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed.sort()).toEqual([members[0].id, members[1].id].sort());
    const inactive = await get('/v1/members?inactive=true');
    expect(inactive.json().meta.total).toBe(2);
    expect((await get('/v1/members')).json().meta.total).toBe(2);
    // Activating an active member changes nothing for them.
    const again = await patch('/v1/members/batch/activate', { ids: [members[0].id, members[2].id] });
    expect(again.json().changed).toEqual([members[0].id]);
    expect(await statusOf(members[0].id)).toBe('ACTIVE');
  });

  it('applies a batch all-or-nothing: one unknown or foreign id and nothing changes', async () => {
    for (const bad of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await patch('/v1/members/batch/deactivate', { ids: [members[0].id, bad] });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Member was invalid or could not be found');
      expect(await statusOf(members[0].id)).toBe('ACTIVE');
    }
    const destroy = await patch('/v1/members/batch/destroy', { ids: [members[1].id, foreign.id] });
    expect(destroy.statusCode).toBe(404);
    expect(await statusOf(members[1].id)).toBe('ACTIVE');
    expect(await statusOf(foreign.id)).toBe('ACTIVE');
    expect((await patch('/v1/members/batch/activate', { ids: [] })).statusCode).toBe(400);
    expect((await patch('/v1/members/batch/activate', { ids: ['nope'] })).statusCode).toBe(400);
    expect((await patch('/v1/members/batch/activate', {})).statusCode).toBe(400);
  });

  it('refuses to deactivate, delete or demote oneself (409) and changes nothing', async () => {
    for (const op of ['deactivate', 'destroy']) {
      const res = await patch(`/v1/members/batch/${op}`, { ids: [members[0].id, admin.membershipId] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You cannot deactivate, delete or demote your own account.');
      expect(await statusOf(members[0].id)).toBe('ACTIVE');
    }
    const demote = await patch(`/v1/users/roles/${admin.userId}`, { role: 'MEMBER' });
    expect(demote.statusCode).toBe(409);
  });

  it('keeps the last active administrator (409), checked in the service for any actor', async () => {
    const service = createMembersService({
      database: t.database,
      queue: t.app.queue,
      clock: t.clock,
      accounts: accountsRepository,
      audit: createAuditRecorder({ clock: t.clock }),
    });
    // An actor who is not the administrator (e.g. a platform operator acting for the community).
    const actor = { communityId: community.id, membershipId: null };
    await expect(service.deactivate(actor, [admin.membershipId])).rejects.toMatchObject({ statusCode: 409 });
    await expect(service.setRole(actor, admin.userId, 'MEMBER')).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('last active administrator'),
    });
    // With a second administrator the first may go.
    await patch(`/v1/users/roles/${members[0].userId}`, { role: 'ADMIN' });
    expect(await service.deactivate(actor, [admin.membershipId])).toEqual([admin.membershipId]);
  });

  it('changes roles; unknown, foreign or malformed user ids are 404 or 400', async () => {
    const res = await patch(`/v1/users/roles/${members[0].userId}`, { role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: members[0].id, role: 'ADMIN' });
    // The new administrator can sign in to the console for this community.
    await t.database.db.update(users).set({ username: 'newadmin' }).where(eq(users.id, members[0].userId));
    expect((await login(t.app, 'newadmin')).accessToken).toBeTruthy();
    expect((await patch(`/v1/users/roles/${foreign.userId}`, { role: 'ADMIN' })).statusCode).toBe(404);
    expect((await patch(`/v1/users/roles/${members[1].userId}`, { role: 'OWNER' })).statusCode).toBe(400);
    expect((await patch('/v1/users/roles/123', { role: 'ADMIN' })).statusCode).toBe(400);
  });

  it('updates a member: names, e-mail (unverified again, verification sent), username and groups', async () => {
    const [g] = await t.database.db
      .insert(groups)
      .values({ communityId: community.id, name: 'Youth', slug: 'youth' })
      .returning();
    const res = await patch(`/v1/member/update/${members[0].id}`, {
      firstName: 'Aiyanna',
      email: 'AIYANNA@example.org',
      username: 'aiyanna',
      groups: [g.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Aiyanna',
      email: 'aiyanna@example.org',
      username: 'aiyanna',
      isEmailVerified: false,
      groups: [{ id: g.id, group: 'Youth' }],
    });
    await t.drain();
    const mail = await t.outbox();
    expect(mail.map((m) => m.to)).toContain('aiyanna@example.org');
    const cleared = await patch(`/v1/member/update/${members[0].id}`, { groups: [] });
    expect(cleared.json().groups).toEqual([]);
  });

  it('refuses bad member updates', async () => {
    const url = `/v1/member/update/${members[0].id}`;
    expect((await patch(url, { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await patch(url, { username: 'a b' })).statusCode).toBe(400);
    expect((await patch(url, { isAdmin: true })).statusCode).toBe(400);
    expect((await patch(url, { email: members[1].email })).statusCode).toBe(409);
    expect((await patch(url, { groups: ['00000000-0000-4000-8000-000000000000'] })).json().message).toBe(
      'Group was invalid or could not be found',
    );
    expect((await patch(`/v1/member/update/${foreign.id}`, { firstName: 'X' })).statusCode).toBe(404);
    // An account shared with another community keeps its e-mail: only its owner changes it (403: not allowed).
    await addMembership(t.database, members[2].userId, (await createCommunityAdmin(t.database)).community.id);
    const shared = await patch(`/v1/member/update/${members[2].id}`, { email: 'taken-over@example.org' });
    expect(shared.statusCode).toBe(403);
  });

  it('erases deleted members: groups, personal data and, without another community, the person', async () => {
    const [g] = await t.database.db
      .insert(groups)
      .values({ communityId: community.id, name: 'Elders', slug: 'elders' })
      .returning();
    await t.database.db.insert(groupMembers).values({ groupId: g.id, membershipId: members[0].id });
    const other = await createCommunityAdmin(t.database);
    await addMembership(t.database, members[1].userId, other.community.id);

    const res = await patch('/v1/members/batch/destroy', { ids: [members[0].id, members[1].id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed.sort()).toEqual([members[0].id, members[1].id].sort());

    const deleted = (await get('/v1/members?deleted=true')).json();
    expect(deleted.meta.total).toBe(2);
    for (const row of deleted.data) {
      expect(row).toMatchObject({ isDeleted: true, status: 'DELETED', firstName: '', lastName: '' });
      expect(row.email).not.toContain('example.org');
    }
    // The person without another community is gone; the one with another keeps that membership only.
    expect(await t.database.db.select().from(users).where(eq(users.id, members[0].userId))).toHaveLength(0);
    const kept = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, members[1].userId));
    expect(kept.map((m) => m.communityId)).toEqual([other.community.id]);
    expect(
      await t.database.db.select().from(groupMembers).where(eq(groupMembers.groupId, g.id)),
    ).toHaveLength(0);
    // Anonymous counts remain.
    const events = await t.database.db
      .select()
      .from(memberEvents)
      .where(eq(memberEvents.communityId, community.id));
    expect(events.filter((e) => e.kind === 'DELETED')).toHaveLength(2);
    expect(events.every((e) => e.userId === null)).toBe(true);
    // An erased member cannot be acted on again.
    expect((await patch('/v1/members/batch/activate', { ids: [members[0].id] })).statusCode).toBe(404);
  });

  it('queues verification e-mails for the chosen active, unverified members only', async () => {
    await patch('/v1/members/batch/deactivate', { ids: [members[2].id] });
    const res = await patch('/v1/users/verify/batch', {
      ids: [members[0].id, members[2].id, admin.membershipId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toEqual([members[0].id]);
    expect(await t.outbox()).toHaveLength(0);
    await t.drain();
    const mail = await t.outbox();
    expect(mail.map((m) => m.to)).toEqual([members[0].email]);
    expect(mail[0].text).toContain('/email-verification/');
    expect((await patch('/v1/users/verify/batch', { ids: [foreign.id] })).statusCode).toBe(404);
  });

  it('exports the member list as CSV in the import format', async () => {
    const res = await get('/v1/members/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // UTF-8 with a byte-order mark (Excel on Windows reads accents and syllabics right).
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'first_name,last_name,email,username,groups,status,role,scope,email_verified,last_login,member_since',
    );
    expect(lines).toHaveLength(5);
    expect(res.body).not.toContain(foreign.userId);
  });
});
