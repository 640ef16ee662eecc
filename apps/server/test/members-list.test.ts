import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_AHEAD } from '../src/db/member-search';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

const SORTS = [
  'createdOn',
  'fullName',
  'firstName',
  'lastName',
  'username',
  'email',
  'lastLogin',
  'role',
  'scope',
  'status',
];

describe('members list at scale: index-ordered pages and capped search counts', () => {
  let t: TestContext;
  let auth: { authorization: string };
  // More members than a search counts past the page, in a few repeated names (ties every sort must break):
  // 1,200 Masons, after 2,400 others in first-name order, make a broad term whose matches gather far on.
  const MEMBERS = 3600;

  beforeAll(async () => {
    t = await createTestContext();
    const a = await createCommunityAdmin(t.database, {
      username: 'chief',
      firstName: 'Carla',
      lastName: 'Chief',
    });
    await t.database.executeSql(
      `insert into users (username, email, first_name, last_name)
       select 'bulk' || g, 'bulk' || g || '@list.example', (array['Aiyana','Mason','Kaya'])[1 + g % 3],
              (array['Bear','Cardinal'])[1 + g % 2]
       from generate_series(1, $1::int) g`,
      [MEMBERS],
    );
    await t.database.executeSql(
      `insert into memberships (user_id, community_id, scope, role, last_login_at, created_at)
       select id, $1, case when random() < 0.5 then 'IMPORTED' else 'APP' end,
              case when random() < 0.01 then 'ADMIN' else 'MEMBER' end,
              case when random() < 0.5 then now() - random() * interval '9 days' end,
              now() - (random() * 3)::int * interval '1 day'
       from users where email like 'bulk%@list.example'`,
      [a.community.id],
    );
    // A member of another community with the same e-mail domain never shows nor counts.
    const other = await createCommunityAdmin(t.database);
    const stranger = await createUser(t.database, { email: 'stranger@list.example' });
    await addMembership(t.database, stranger.id, other.community.id);
    await t.database.executeSql('analyze');
    auth = (await login(t.app, 'chief')).auth;
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/members?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: string }[]; meta: Record<string, unknown> };
  };

  it('pages every sort in both directions without a member missing or repeated', async () => {
    for (const filter of SORTS)
      for (const dir of ['asc', 'desc']) {
        const all = (await list(`filter=${filter}&dir=${dir}&limit=100&search=mason`)).data.map((m) => m.id);
        const paged: string[] = [];
        for (let offset = 0; offset < 2; offset++)
          paged.push(
            ...(await list(`filter=${filter}&dir=${dir}&limit=50&offset=${offset}&search=mason`)).data.map(
              (m) => m.id,
            ),
          );
        expect(new Set(all).size, `${filter} ${dir}`).toBe(100);
        expect(paged, `${filter} ${dir}`).toEqual(all);
      }
    // 60 list requests over 3,600 members: generous on a busy machine.
  }, 60_000);

  it('counts every member exactly without a search, and orders ties by id in the direction asked', async () => {
    const page = await list('filter=lastName&dir=asc&limit=20');
    expect(page.meta).toEqual({ current: 0, pages: Math.ceil((MEMBERS + 1) / 20), total: MEMBERS + 1 });
    const desc = (await list('filter=lastName&dir=desc&limit=5')).data.map((m) => m.id);
    const ascTail: string[] = [];
    for (let i = 1; i <= 5; i++)
      ascTail.push((await list(`filter=lastName&dir=asc&limit=1&offset=${MEMBERS + 1 - i}`)).data[0].id);
    expect(desc).toEqual(ascTail);
  });

  it('counts a search exactly when it is selective, and up to the cap past the page when it is not', async () => {
    const selective = await list('search=bulk10&limit=20');
    // bulk10, bulk100..bulk109 and bulk1000..bulk1099.
    expect(selective.meta).toEqual({ current: 0, pages: 6, total: 111 });
    // Past its last page the count still answers.
    expect(await list('search=bulk10&limit=20&offset=9')).toEqual({
      data: [],
      meta: { current: 9, pages: 6, total: 111 },
    });
    const broad = await list('search=list.example&limit=20&filter=fullName&dir=asc');
    const cap = 20 + SEARCH_COUNT_AHEAD;
    expect(broad.meta).toEqual({ current: 0, pages: cap / 20, total: cap, capped: true });
    expect(broad.data).toHaveLength(20);
    // Further on, the cap moves with the page so the pager can always go on while there are more matches.
    const later = await list('search=list.example&limit=5&offset=1');
    const moved = 2 * 5 + SEARCH_COUNT_AHEAD;
    expect(later.meta).toEqual({ current: 1, pages: moved / 5, total: moved, capped: true });
    // Near the end the count is exact again: every match of this community (not the stranger's).
    const lastOffset = Math.ceil(MEMBERS / 100) - 1;
    const last = await list(`search=list.example&limit=100&offset=${lastOffset}`);
    expect(last.meta).toEqual({ current: lastOffset, pages: lastOffset + 1, total: MEMBERS });
    expect(last.data).toHaveLength(MEMBERS - lastOffset * 100);
    const none = await list('search=zz-nobody');
    expect(none).toEqual({ data: [], meta: { current: 0, pages: 0, total: 0 } });
  });

  it('finds a whole address exactly though every member shares its domain and most of its name', async () => {
    // The index is asked for 'k10' only ('bul', 'ulk' and 'lk1' are common): 111 members hold it, one the address.
    const [{ id }] = (
      await t.database.executeSql(
        `select m.id::text as id from memberships m join users u on u.id = m.user_id where u.username = 'bulk10'`,
      )
    ).rows as { id: string }[];
    for (const term of ['bulk10@list.example', 'BULK10@list.ex', 'bulk10@'])
      expect(await list(`search=${encodeURIComponent(term)}`), term).toMatchObject({
        data: [{ id }],
        meta: { total: 1 },
      });
    expect((await list('search=ulk10%40list')).meta.total).toBe(1);
    expect(await list(`search=${encodeURIComponent('bulk10@other.example')}`)).toMatchObject({
      meta: { total: 0 },
    });
  });
});
