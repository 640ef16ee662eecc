import { userSearchText } from '../src/modules/auth/user-search.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

// The person sorts and the search read the membership's copy of its person's keys (migrations 0014, 0017): every way a person's names,
// username or e-mail change, or a membership is created or relinked, must keep that copy equal to the person's.
describe("members list: person sorts follow the person's current keys", () => {
  let t: TestContext;
  let auth: { authorization: string };
  let community: { id: string };
  const ids: Record<string, { membershipId: string; userId: string }> = {};

  beforeAll(async () => {
    t = await createTestContext();
    const a = await createCommunityAdmin(t.database, {
      username: 'chief',
      firstName: 'Carla',
      lastName: 'Chief',
    });
    community = a.community;
    for (const [first, last] of [
      ['Aiyana', 'Bear'],
      ['Mason', 'Cardinal'],
      ['Kaya', 'Morin'],
    ]) {
      const u = await createUser(t.database, {
        firstName: first,
        lastName: last,
        username: `${first.toLowerCase()}-${last.toLowerCase()}`,
        email: `${first.toLowerCase()}@sortkeys.example`,
      });
      ids[last] = { membershipId: (await addMembership(t.database, u.id, community.id)).id, userId: u.id };
    }
    auth = (await login(t.app, 'chief')).auth;
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/members?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { firstName: string; lastName: string; username: string; email: string }[];
  };
  const keysMatchPeople = async () => {
    const rows = await t.database.db
      .select({ m: memberships, u: users })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId));
    for (const { m, u } of rows) {
      expect([m.nameKey, m.firstNameKey, m.lastNameKey, m.usernameKey, m.emailKey, m.searchText]).toEqual([
        `${u.firstName} ${u.lastName}`.toLowerCase(),
        u.firstName.toLowerCase(),
        u.lastName.toLowerCase(),
        u.username.toLowerCase(),
        u.email.toLowerCase(),
        u.searchText,
      ]);
      // The auth module's text, or (a writer that left it out: the factories) the database's lower() fallback.
      expect([
        userSearchText(u),
        `${u.firstName} ${u.lastName}\u0001${u.username}\u0001${u.email}`.toLowerCase(),
      ]).toContain(u.searchText);
    }
  };

  it('sorts a renamed member by the new names, username and e-mail, and finds them by the new name only', async () => {
    expect((await list('filter=lastName&dir=asc')).map((m) => m.lastName)).toEqual([
      'Bear',
      'Cardinal',
      'Chief',
      'Morin',
    ]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/member/update/${ids.Morin.membershipId}`,
      payload: { firstName: 'Zoe', lastName: 'Abbott', username: 'aaa-zoe', email: 'aaa@sortkeys.example' },
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('filter=lastName&dir=asc'))[0].lastName).toBe('Abbott');
    expect((await list('filter=firstName&dir=desc'))[0].firstName).toBe('Zoe');
    expect((await list('filter=fullName&dir=desc'))[0].firstName).toBe('Zoe');
    expect((await list('filter=username&dir=asc'))[0].username).toBe('aaa-zoe');
    expect((await list('filter=email&dir=asc'))[0].email).toBe('aaa@sortkeys.example');
    expect((await list('search=abbott&filter=lastName')).map((m) => m.firstName)).toEqual(['Zoe']);
    expect(await list('search=morin')).toEqual([]);
    await keysMatchPeople();
  });

  it('follows a rename made by any writer, not only the members routes', async () => {
    await t.database.db.update(users).set({ lastName: 'Zephyr' }).where(eq(users.id, ids.Bear.userId));
    expect((await list('filter=lastName&dir=desc'))[0].lastName).toBe('Zephyr');
    await keysMatchPeople();
  });

  it("sorts an erased member by its anonymous stand-in's keys", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/members/batch/destroy',
      payload: { ids: [ids.Cardinal.membershipId] },
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [erased] = await list('deleted=true&filter=username&dir=asc');
    expect(erased.username).toMatch(/^deleted-/);
    await keysMatchPeople();
  });
});
