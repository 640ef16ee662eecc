import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_AHEAD } from '../src/db/member-search';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunity, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';

// The platform's list of every community's members, as issue 38 sizes it (2 M memberships): its total comes from
// the kept counts and a broad search stops counting at a cap. These tests hold the answers to the exact ones.
describe('platform members list at scale: kept totals and capped searches', () => {
  let t: TestContext;
  let auth: { authorization: string };
  const MEMBERS = 700;

  beforeAll(async () => {
    t = await createTestContext();
    const admin = await createPlatformAdmin(t.database);
    const north = await createCommunity(t.database, { name: 'Northern Lights' });
    const river = await createCommunity(t.database, { name: 'River Valley' });
    await t.database.executeSql(
      `insert into users (username, email, first_name, last_name)
       select 'wide' || g, 'wide' || g || '@scale.example', (array['Aiyana','Mason','Kaya'])[1 + g % 3],
              (array['Bear','Cardinal'])[1 + g % 2]
       from generate_series(1, $1::int) g`,
      [MEMBERS],
    );
    // Two communities; some administrators (not listed), every status, creation times with ties.
    await t.database.executeSql(
      `insert into memberships (user_id, community_id, role, status, created_at)
       select id, case when random() < 0.5 then $1::uuid else $2::uuid end,
              case when random() < 0.05 then 'ADMIN' else 'MEMBER' end,
              (array['ACTIVE','ACTIVE','ACTIVE','INACTIVE','DELETED'])[1 + floor(random() * 5)::int],
              now() - (random() * 20)::int * interval '1 day'
       from users where email like 'wide%@scale.example'`,
      [north.id, river.id],
    );
    await t.database.executeSql('analyze');
    auth = (await login(t.app, admin.username)).auth;
  }, 60_000);
  afterAll(() => t.close());

  type Page = { data: { id: string }[]; meta: Record<string, unknown> };
  const list = async (query: string): Promise<Page> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/administrator/communities/members?${query}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const ids = async (where: string, order: string, limit = 20) =>
    (
      await t.database.executeSql(
        `select m.id from memberships m join users u on u.id = m.user_id where ${where} order by ${order} limit ${limit}`,
      )
    ).rows.map((r) => r.id as string);
  const count = async (where: string) =>
    Number((await t.database.executeSql(`select count(*) as n from memberships m where ${where}`)).rows[0].n);

  it('answers the exact total without a search, from the kept counts less the other roles', async () => {
    const everyone = await list('limit=20');
    expect(everyone.meta.total).toBe(await count(`m.role = 'MEMBER'`));
    expect(everyone.data.map((r) => r.id)).toEqual(
      await ids(`m.role = 'MEMBER'`, 'm.created_at desc, m.id asc'),
    );
    const active = await list('status=active&limit=20');
    expect(active.meta.total).toBe(await count(`m.status = 'ACTIVE' and m.role in ('MEMBER', 'ADMIN')`));
    const { rows } = await t.database.executeSql(`select id from communities where name = 'River Valley'`);
    const river = rows[0].id as string;
    const inRiver = await list(`communityId=${river}`);
    expect(inRiver.meta.total).toBe(await count(`m.role = 'MEMBER' and m.community_id = '${river}'`));
  });

  it('caps a broad search past the page, its page in the exact order, and counts a narrow one exactly', async () => {
    const cap = 20 + SEARCH_COUNT_AHEAD;
    const broad = await list('search=scale.example&limit=20');
    expect(broad.meta).toEqual({ current: 0, pages: cap / 20, total: cap, capped: true });
    const matching = `m.role = 'MEMBER' and u.email like '%scale.example'`;
    expect(broad.data.map((r) => r.id)).toEqual(await ids(matching, 'm.created_at desc, m.id asc'));
    // A later page of the newest-first walk: the page after the first, still in the exact order.
    const second = await list('search=scale.example&limit=20&offset=1');
    expect(second.meta).toMatchObject({ total: 2 * 20 + SEARCH_COUNT_AHEAD, capped: true });
    expect(second.data.map((r) => r.id)).toEqual(
      (await ids(matching, 'm.created_at desc, m.id asc', 40)).slice(20),
    );
    // Another order sorts its matches whole.
    const byName = await list('search=scale.example&limit=20&filter=lastName&dir=asc&offset=2');
    expect(byName.meta).toMatchObject({ total: 3 * 20 + SEARCH_COUNT_AHEAD, capped: true });
    expect(byName.data.map((r) => r.id)).toEqual(
      (await ids(matching, 'lower(u.last_name) asc, m.id asc', 60)).slice(40),
    );
    // wide7, wide70..wide79 and wide700: counted exactly.
    const narrow = await list('search=wide7&limit=20');
    expect(narrow.meta.total).toBe(await count(`m.role = 'MEMBER' and m.search_text like '%wide7%'`));
    expect(narrow.meta.capped).toBeUndefined();
    // A whole address: the index is asked for its uncommon part ('de70'), the address checked on what it finds.
    for (const term of ['wide70@scale.example', 'wide70@sc'])
      expect((await list(`search=${encodeURIComponent(term)}`)).meta.total, term).toBe(
        await count(`m.role = 'MEMBER' and m.search_text like '%${term}%'`),
      );
    // A community's name still finds its members.
    const byCommunity = await list('search=northern');
    expect(byCommunity.meta.total).toBe(
      await count(
        `m.role = 'MEMBER' and m.community_id = (select id from communities where name = 'Northern Lights')`,
      ),
    );
  });
});
