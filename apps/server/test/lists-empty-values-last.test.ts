import { describe, expect, it } from 'vitest';
import { useTestContext } from './helpers/context';
import {
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { login } from './helpers/session';

// Issue 22 item 12: a list sorted on a column some rows leave empty (a member who never signed in, a community
// without a population) shows those rows last whichever way it is sorted, and pages across them without losing or
// repeating a row.
describe('lists put empty values last in both directions', () => {
  const t = useTestContext();
  const day = 86_400_000;

  /** Every id of a list read page by page (`pageOf(offset)`), in order. */
  async function allPages(pageOf: (offset: number) => Promise<{ data: { id: string }[] }>, pages: number) {
    const ids: string[] = [];
    for (let offset = 0; offset < pages; offset++) ids.push(...(await pageOf(offset)).data.map((r) => r.id));
    return ids;
  }

  it('lists members by last login, newest or oldest first, with those who never signed in last', async () => {
    const { community, membership: chief } = await createCommunityAdmin(t.database, {
      username: 'nullchief',
      firstName: 'Nora',
    });
    const now = t.clock.now().getTime();
    const signedIn = [chief.id];
    const never: string[] = [];
    for (let i = 0; i < 4; i++) {
      const u = await createUser(t.database, { firstName: 'Nora' });
      signedIn.push(
        (await addMembership(t.database, u.id, community.id, { lastLoginAt: new Date(now - (i + 1) * day) }))
          .id,
      );
    }
    for (let i = 0; i < 3; i++) {
      const u = await createUser(t.database, { firstName: 'Nora' });
      never.push((await addMembership(t.database, u.id, community.id)).id);
    }
    const { auth } = await login(t.app, 'nullchief');
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/members?${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: string; lastLogin: string | null }[] };
    };

    for (const search of ['', '&search=nora'])
      for (const dir of ['asc', 'desc']) {
        const whole = (await list(`filter=lastLogin&dir=${dir}&limit=20${search}`)).data;
        const label = `${dir}${search}`;
        expect(
          whole.map((m) => m.lastLogin === null),
          label,
        ).toEqual([...signedIn.map(() => false), ...never.map(() => true)]);
        const times = whole.slice(0, signedIn.length).map((m) => m.lastLogin!);
        expect(times, label).toEqual([...times].sort()[dir === 'asc' ? 'slice' : 'reverse']());
        // Pages of 3 cross from the last signed-in member to the never-signed-in ones inside the second page.
        const paged = await allPages(
          (offset) => list(`filter=lastLogin&dir=${dir}&limit=3&offset=${offset}${search}`),
          3,
        );
        expect(paged, label).toEqual(whole.map((m) => m.id));
        expect(new Set(paged).size, label).toBe(signedIn.length + never.length);
      }
  });

  it('lists communities by population, largest or smallest first, with those without one last', async () => {
    const admin = await createPlatformAdmin(t.database);
    const platform = (await login(t.app, admin.username)).auth;
    const known = [];
    for (const population of [40, 10, 30]) known.push(await createCommunity(t.database, { population }));
    const unknown = [await createCommunity(t.database), await createCommunity(t.database)];
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/community/admin?${query}`,
        headers: platform,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: string; population: number | null }[] };
    };
    for (const dir of ['asc', 'desc']) {
      const whole = (await list(`filter=population&dir=${dir}&limit=10`)).data;
      expect(
        whole.map((c) => c.population),
        dir,
      ).toEqual(dir === 'asc' ? [10, 30, 40, null, null] : [40, 30, 10, null, null]);
      const paged = await allPages(
        (offset) => list(`filter=population&dir=${dir}&limit=2&offset=${offset}`),
        3,
      );
      expect(paged, dir).toEqual(whole.map((c) => c.id));
      expect(new Set(paged), dir).toEqual(new Set([...known, ...unknown].map((c) => c.id)));
    }
  });
});
