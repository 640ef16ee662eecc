import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { communityMemberCounts, memberships } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

// The members table's total without a search is read from community_member_counts (migration 0018): every
// statement that adds, moves or removes memberships must leave it equal to a count of the rows.
describe('members list: the exact total kept per community and status', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let community: { id: string };
  let other: { id: string };
  const members: string[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    const a = await createCommunityAdmin(t.database, { username: 'chief' });
    community = a.community;
    other = (await createCommunityAdmin(t.database)).community;
    for (let i = 0; i < 4; i++) {
      const u = await createUser(t.database);
      members.push((await addMembership(t.database, u.id, community.id)).id);
    }
    auth = (await login(t.app, 'chief')).auth;
  });
  afterAll(() => t.close());

  const totals = async () => {
    const meta = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/members?limit=1${q}`, headers: auth })).json().meta
        .total;
    return {
      active: await meta(''),
      inactive: await meta('&inactive=true'),
      deleted: await meta('&deleted=true'),
    };
  };
  const countsMatchRows = async () => {
    const { rows } = await t.database.executeSql(
      `select coalesce(c.n, 0) as kept, coalesce(r.n, 0) as counted
         from community_member_counts c
         full join (select community_id, status, count(*)::int as n from memberships group by 1, 2) r
           using (community_id, status)`,
    );
    for (const row of rows) expect(Number(row.kept)).toBe(Number(row.counted));
  };
  const patch = (url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, payload, headers: auth });

  it('follows additions, status changes, erasures and deletions, one statement or many rows at a time', async () => {
    expect(await totals()).toEqual({ active: 5, inactive: 0, deleted: 0 });
    expect((await patch('/v1/members/batch/deactivate', { ids: members.slice(0, 2) })).statusCode).toBe(200);
    expect(await totals()).toEqual({ active: 3, inactive: 2, deleted: 0 });
    expect((await patch('/v1/members/batch/destroy', { ids: [members[0], members[2]] })).statusCode).toBe(
      200,
    );
    expect(await totals()).toEqual({ active: 2, inactive: 1, deleted: 2 });
    // A statement over two communities and a deletion of rows.
    const u = await createUser(t.database);
    await t.database.executeSql(`insert into memberships (user_id, community_id) values ($1, $2), ($1, $3)`, [
      u.id,
      community.id,
      other.id,
    ]);
    expect(await totals()).toEqual({ active: 3, inactive: 1, deleted: 2 });
    await t.database.db.delete(memberships).where(eq(memberships.userId, u.id));
    expect(await totals()).toEqual({ active: 2, inactive: 1, deleted: 2 });
    await countsMatchRows();
  });

  it('writes no count row for a statement that leaves the counts alone (a sign-in)', async () => {
    // An updated row gets a new physical address (ctid): the same addresses mean nothing was written.
    const addresses = async () =>
      (await t.database.executeSql('select ctid::text as at from community_member_counts order by 1')).rows;
    const before = await addresses();
    await t.database.executeSql(
      `update memberships set last_login_at = now() where community_id = $1 and status = 'ACTIVE'`,
      [community.id],
    );
    expect(await addresses()).toEqual(before);
    expect(await t.database.db.select().from(communityMemberCounts)).toHaveLength(before.length);
    await countsMatchRows();
  });
});
