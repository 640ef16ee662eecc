import { beforeEach, describe, expect, it } from 'vitest';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';
import {
  COMMUNITIES,
  COMMUNITY_OVERVIEW,
  EVERY_ROUTE,
  PERCENTAGES,
  activeMember,
  guestOf,
  recordEvents,
  times,
  usePlatformAnalytics,
} from './platform-analytics-fixtures';

describe('platform analytics', () => {
  const { t, get, ok, community } = usePlatformAnalytics();

  it('is for platform administrators: 401 without a token, 403 for a community administrator', async () => {
    const { user } = await createCommunityAdmin(t.database);
    const communityAdmin = (await login(t.app, user.username)).auth;
    for (const url of EVERY_ROUTE) {
      expect((await get(url, {}, {})).statusCode, url).toBe(401);
      expect((await get(url, {}, communityAdmin)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  describe('the per-community table', () => {
    it("gives each community's users now and its figures over the period, one row per community", async () => {
      const alpha = await community('Alpha', { timeZone: 'America/Toronto', logo: 'logos/alpha.png' });
      const beta = await community('Beta', { timeZone: 'America/Vancouver' });
      const m1 = await activeMember(t, alpha.id);
      const m2 = await activeMember(t, alpha.id);
      // An administrator is an active member too (db/active-members.ts); an inactive membership is not.
      await addMembership(t.database, (await createUser(t.database)).id, alpha.id, { role: 'ADMIN' });
      await addMembership(t.database, (await createUser(t.database)).id, alpha.id, { status: 'INACTIVE' });
      const g1 = await guestOf(t, alpha.id);
      await guestOf(t, alpha.id);
      await guestOf(t, alpha.id, new Date('2026-10-01T00:00:00Z'));
      await activeMember(t, beta.id);
      const inWeek = '2026-11-01T15:00:00Z';
      await recordEvents(t, alpha.id, [
        ...times(4, 'VIEW', inWeek, { membershipId: m1.id }),
        // Before the week: not counted.
        ...times(5, 'VIEW', '2026-10-20T15:00:00Z', { membershipId: m1.id }),
        ...times(2, 'CONVERSION', inWeek, { detail: 'FORM', membershipId: m2.id }),
        ...times(3, 'NOTIFICATION_SENT', inWeek),
        ...times(2, 'PUBLISH', inWeek, { detail: 'CLIENT' }),
        ...times(1, 'PUBLISH', inWeek, { detail: 'ADMIN' }),
        // Daily active: m1 on 1 Nov (twice: once), m1 and m2 on 2 Nov, a guest on 30 Oct = 4 over 7 days.
        ...times(2, 'APP_OPEN', inWeek, { membershipId: m1.id }),
        { type: 'APP_OPEN', at: '2026-11-02T14:00:00Z', membershipId: m1.id },
        { type: 'APP_OPEN', at: '2026-11-02T12:00:00Z', membershipId: m2.id },
        { type: 'GUEST_SESSION', at: '2026-10-30T15:00:00Z', guestId: g1.id },
      ]);

      const body = await ok(COMMUNITIES, { filter: 'WEEK' });
      expect(body).toMatchObject({ from: '2026-10-27', to: '2026-11-02' });
      expect(body.meta).toEqual({ current: 0, pages: 1, total: 2 });
      expect(body.data).toEqual([
        {
          id: alpha.id,
          name: 'Alpha',
          logo: 'logos/alpha.png',
          users: { members: 3, guests: 2, total: 5 },
          dailyActiveAverage: 0.57,
          views: 4,
          conversions: 2,
          notifications: 3,
          publishing: { client: 2, admin: 1, total: 3 },
        },
        {
          id: beta.id,
          name: 'Beta',
          logo: null,
          users: { members: 1, guests: 0, total: 1 },
          dailyActiveAverage: 0,
          views: 0,
          conversions: 0,
          notifications: 0,
          publishing: { client: 0, admin: 0, total: 0 },
        },
      ]);
      // The default period is MONTH (30 days): the earlier views count too.
      const month = await ok(COMMUNITIES);
      expect(month).toMatchObject({ from: '2026-10-04', to: '2026-11-02' });
      expect(month.data[0]).toMatchObject({ views: 9, dailyActiveAverage: 0.13 });
    });

    describe('keyset pages', () => {
      // Letters only, so every collation orders them the same; equal names (any case) are ordered by id.
      const NAMES = [
        'delta',
        'Alpha',
        'alpha',
        'Charlie',
        'bravo',
        'Echo',
        'echo',
        'Foxtrot',
        'golf',
        'Hotel',
        'india',
      ];
      let all: { id: string; name: string }[];
      beforeEach(async () => {
        all = [];
        for (const name of NAMES) all.push(await community(name));
      });
      const ordered = (rows: { id: string; name: string }[], dir: 'asc' | 'desc') => {
        const asc = [...rows].sort(
          (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || (a.id < b.id ? -1 : 1),
        );
        return (dir === 'asc' ? asc : asc.reverse()).map((r) => r.id);
      };

      /** Follows meta.orderKey from the first page to the last; answers every id seen, in order. */
      async function walk(dir: 'asc' | 'desc', search?: string, limit = 3) {
        const seen: string[] = [];
        let orderKey: string | undefined;
        for (let page = 0; ; page++) {
          const body = await ok(COMMUNITIES, {
            limit: String(limit),
            dir,
            ...(search ? { search } : {}),
            ...(orderKey ? { orderKey } : {}),
          });
          expect(body.meta.current).toBe(page);
          seen.push(...body.data.map((r: { id: string }) => r.id));
          orderKey = body.meta.orderKey;
          if (!orderKey) {
            expect(body.meta.pages).toBe(page + 1);
            return seen;
          }
          expect(orderKey.length).toBeLessThanOrEqual(700);
          expect(page).toBeLessThan(100);
        }
      }

      it('walks every community once, in name order, both ways', async () => {
        expect(await walk('asc')).toEqual(ordered(all, 'asc'));
        expect(await walk('desc')).toEqual(ordered(all, 'desc'));
        const first = await ok(COMMUNITIES, { limit: '3' });
        expect(first.meta).toMatchObject({ current: 0, pages: 4, total: 11 });
        // A page by offset and the same page by key agree.
        const byOffset = await ok(COMMUNITIES, { limit: '3', offset: '1' });
        const byKey = await ok(COMMUNITIES, { limit: '3', orderKey: first.meta.orderKey });
        expect(byKey.data).toEqual(byOffset.data);
        expect(byKey.meta).toEqual({ ...byOffset.meta });
      });

      it('walks the matches of a search, the last page full and without a key', async () => {
        const matches = all.filter((c) => /o/i.test(c.name));
        expect(matches).toHaveLength(6);
        expect(await walk('asc', 'O')).toEqual(ordered(matches, 'asc'));
        expect(await walk('desc', 'o')).toEqual(ordered(matches, 'desc'));
      });

      it('continues after the last row shown even when communities are added before it meanwhile', async () => {
        const first = await ok(COMMUNITIES, { limit: '3' });
        await community('aaa');
        await community('Abacus');
        const next = await ok(COMMUNITIES, { limit: '3', orderKey: first.meta.orderKey });
        expect(next.data.map((r: { id: string }) => r.id)).toEqual(ordered(all, 'asc').slice(3, 6));
        // The key's row is now the fifth: the page after it is the second of 13 rows.
        expect(next.meta).toMatchObject({ current: 1, total: 13, pages: 5 });
      });

      it('keeps a name in the key exactly, whatever its characters', async () => {
        // 60 two-byte and 60 four-byte characters: the longest keys stay within the contract's 700.
        await community(`${'Ž'.repeat(60)}${'🪶'.repeat(60)}`);
        await community('Ž');
        await community('zz');
        const whole = await ok(COMMUNITIES, { limit: '100', dir: 'desc' });
        expect(whole.data).toHaveLength(NAMES.length + 3);
        expect(await walk('desc', undefined, 1)).toEqual(whole.data.map((r: { id: string }) => r.id));
      });
    });
  });

  it("gives each community's share of the period's content, new members and notifications, ascending", async () => {
    const a = await community('Amber');
    const b = await community('Birch');
    const c = await community('Cedar');
    await community('Dogwood'); // nothing in the period: left out of every list
    const at = '2026-11-01T15:00:00Z';
    await recordEvents(t, a.id, [
      { type: 'PUBLISH', at, detail: 'CLIENT' },
      { type: 'MEMBER_SIGNUP', at },
      // Before the month: not counted.
      ...times(9, 'PUBLISH', '2026-09-01T15:00:00Z', { detail: 'CLIENT' }),
    ]);
    await recordEvents(t, b.id, [
      ...times(2, 'PUBLISH', at, { detail: 'ADMIN' }),
      { type: 'MEMBER_SIGNUP', at },
    ]);
    await recordEvents(t, c.id, [{ type: 'MEMBER_SIGNUP', at }, ...times(3, 'NOTIFICATION_SENT', at)]);
    expect(await ok(PERCENTAGES)).toEqual({
      from: '2026-10-04',
      to: '2026-11-02',
      CONTENT: [
        { label: 'Amber', value: 33.33 },
        { label: 'Birch', value: 66.67 },
      ],
      USER: [
        { label: 'Amber', value: 33.33 },
        { label: 'Birch', value: 33.33 },
        { label: 'Cedar', value: 33.33 },
      ],
      NOTIFICATION: [{ label: 'Cedar', value: 100 }],
    });
    expect(await ok(PERCENTAGES, { filter: 'YEAR' })).toMatchObject({
      CONTENT: [
        { label: 'Birch', value: 16.67 },
        { label: 'Amber', value: 83.33 },
      ],
    });
  });

  it('gives the communities overview rows as the communities list does', async () => {
    const a = await community('Aspen');
    await community('Maple');
    await community('Mapleton');
    await activeMember(t, a.id);
    const queries: Record<string, string>[] = [
      {},
      { filter: 'name', dir: 'asc', search: 'map' },
      { filter: 'members', offset: '1', limit: '2' },
    ];
    for (const query of queries) {
      const mine = await ok(COMMUNITY_OVERVIEW, query);
      expect(mine).toEqual(await ok('/v1/community/admin', query));
      expect(mine.data.length).toBeGreaterThan(0);
    }
    const searched = await ok(COMMUNITY_OVERVIEW, { filter: 'name', dir: 'asc', search: 'map' });
    expect(searched.data.map((r: { name: string }) => r.name)).toEqual(['Maple', 'Mapleton']);
    expect((await get(COMMUNITY_OVERVIEW, { filter: 'shoeSize' })).statusCode).toBe(400);
  });
});
