import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsMessages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import {
  addMembership,
  createCommunity,
  createCommunityAdmin,
  createPlatformAdmin,
  createUser,
} from './helpers/factories';
import { login } from './helpers/session';
import { rollupSettled } from './helpers/rollup';
import { activeMember, guestOf, recordEvents, times } from './platform-analytics-fixtures';

const BASE = '/v1/administrator/analytics';
const COMMUNITIES = `${BASE}/main/filtered-communities`;
const SERIES = `${BASE}/main/filtered-analytics`;
const OVERVIEW = `${BASE}/main/filtered-overview`;
const OPEN = '/v2/guests/admin/filtered-overview';
const PERCENTAGES = `${BASE}/main/community-percentages`;
const COMMUNITY_OVERVIEW = `${BASE}/community/overview`;
const TILES = ['all', 'month', 'week'].map((type) => `${BASE}/overview/${type}`);
const EVERY_ROUTE = [COMMUNITIES, SERIES, OVERVIEW, OPEN, PERCENTAGES, ...TILES, COMMUNITY_OVERVIEW];
/** The routes that take a period (`filter`, `range`). */
const PERIOD_ROUTES = [COMMUNITIES, SERIES, OVERVIEW, OPEN, PERCENTAGES];

// 10:00 in Toronto (EST, after the DST change of 1 November): the platform's today is 2026-11-02.
const NOW = new Date('2026-11-02T15:00:00Z');

describe('platform analytics', () => {
  let t: TestContext;
  let platform: { authorization: string };
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(NOW);
    const admin = await createPlatformAdmin(t.database);
    platform = (await login(t.app, admin.username)).auth;
  });

  const get = async (
    url: string,
    query: Record<string, string> = {},
    headers: Record<string, string> = platform,
  ) => {
    const qs = new URLSearchParams(query).toString();
    return t.app.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers });
  };
  const ok = async (url: string, query: Record<string, string> = {}) => {
    const res = await get(url, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const community = (name: string, over: Parameters<typeof createCommunity>[1] = {}) =>
    createCommunity(t.database, { name, createdAt: new Date('2026-01-01T12:00:00Z'), ...over });

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

  describe('periods', () => {
    // One view on each boundary day of the periods (noon in Toronto, so the local day is the UTC day).
    const VIEW_DAYS = [
      '2026-11-02', // today
      '2026-10-27', // first day of WEEK
      '2026-10-26',
      '2026-10-04', // first day of MONTH
      '2026-10-03',
      '2026-08-05', // first day of QUARTER
      '2026-08-04',
      '2025-11-03', // first day of YEAR
      '2025-11-02',
      '2024-03-10', // the oldest community's creation day: LIFETIME starts there
    ];
    const CASES: [
      string,
      Record<string, string>,
      { from: string; to: string; days: number; views: number },
    ][] = [
      ['WEEK', {}, { from: '2026-10-27', to: '2026-11-02', days: 7, views: 2 }],
      ['MONTH', {}, { from: '2026-10-04', to: '2026-11-02', days: 30, views: 4 }],
      ['QUARTER', {}, { from: '2026-08-05', to: '2026-11-02', days: 90, views: 6 }],
      ['YEAR', {}, { from: '2025-11-03', to: '2026-11-02', days: 365, views: 8 }],
      ['LIFETIME', {}, { from: '2024-03-10', to: '2026-11-02', days: 968, views: 10 }],
      ['ALL', {}, { from: '2024-03-10', to: '2026-11-02', days: 968, views: 10 }],
      [
        'RANGE',
        { range: '2025-11-02,2026-08-04' },
        { from: '2025-11-02', to: '2026-08-04', days: 276, views: 3 },
      ],
      [
        'CUSTOM',
        { range: '2026-10-26,2026-10-27' },
        { from: '2026-10-26', to: '2026-10-27', days: 2, views: 2 },
      ],
    ];

    it('resolves every period in the platform zone, on every route', async () => {
      const old = await community('Old', { createdAt: new Date('2024-03-10T15:00:00Z') });
      await community('New', { createdAt: new Date('2026-10-28T15:00:00Z') });
      await recordEvents(
        t,
        old.id,
        VIEW_DAYS.map((day) => ({ type: 'VIEW', at: `${day}T17:00:00Z`, audience: 'GUEST' as const })),
      );
      for (const [filter, extra, want] of CASES) {
        const q = { filter, ...extra };
        const series = await ok(SERIES, q);
        expect(series, filter).toMatchObject({ from: want.from, to: want.to });
        expect(series.data, filter).toHaveLength(want.days);
        expect(series.data[0].date).toBe(want.from);
        expect(series.data.at(-1).date).toBe(want.to);
        const views = series.data.reduce((n: number, p: { views: number }) => n + p.views, 0);
        expect(views, filter).toBe(want.views);
        const overview = await ok(OVERVIEW, q);
        expect(overview.unregistered.views, filter).toBe(want.views);
        // Communities created on or before the last day: 'New' (28 Oct) is not there yet before then.
        expect(overview.registered.communities, filter).toBe(want.to >= '2026-10-28' ? 2 : 1);
        expect((await ok(OPEN, q)).views, filter).toBe(want.views);
        const table = await ok(COMMUNITIES, q);
        expect(table.data.find((r: { id: string }) => r.id === old.id).views, filter).toBe(want.views);
        expect(await ok(PERCENTAGES, q), filter).toMatchObject({ from: want.from, to: want.to });
      }
    });

    it('starts LIFETIME at the first recorded event when activity is older than every community', async () => {
      const vancouver = await community('Vancouver', {
        timeZone: 'America/Vancouver',
        createdAt: new Date('2026-10-01T12:00:00Z'),
      });
      // 31 May 22:00 in Vancouver (already 1 June in Toronto): the day the roll-ups count it on.
      await recordEvents(t, vancouver.id, [{ type: 'VIEW', at: '2025-06-01T05:00:00Z' }]);
      for (const filter of ['LIFETIME', 'ALL']) {
        const body = await ok(SERIES, { filter });
        expect(body, filter).toMatchObject({ from: '2025-05-31', to: '2026-11-02' });
        expect(body.data[0], filter).toMatchObject({ date: '2025-05-31', views: 1 });
      }
      expect((await ok(`${BASE}/overview/all`)).views).toBe(1);
    });

    it('counts a range across a month end and the DST change on the local days', async () => {
      const toronto = await community('Toronto', { timeZone: 'America/Toronto' });
      await recordEvents(
        t,
        toronto.id,
        [
          '2026-10-30T03:00:00Z', // 29 Oct 23:00 EDT: before the range
          '2026-10-31T03:59:00Z', // 30 Oct 23:59 EDT
          '2026-10-31T04:00:00Z', // 31 Oct 00:00 EDT
          '2026-11-01T03:30:00Z', // 31 Oct 23:30 EDT
          '2026-11-01T05:30:00Z', // 1 Nov 01:30 EDT (the first 01:30)
          '2026-11-01T06:30:00Z', // 1 Nov 01:30 EST (the second)
          '2026-11-02T04:30:00Z', // 1 Nov 23:30 EST
          '2026-11-02T05:00:00Z', // 2 Nov 00:00 EST
        ].map((at) => ({ type: 'VIEW', at })),
      );
      const body = await ok(SERIES, { filter: 'RANGE', range: '2026-10-30,2026-11-02' });
      expect(body.data.map((p: { date: string; views: number }) => [p.date, p.views])).toEqual([
        ['2026-10-30', 1],
        ['2026-10-31', 2],
        ['2026-11-01', 3],
        ['2026-11-02', 1],
      ]);

      // "Today" is Toronto's: at 23:30 EST on 1 Nov (04:30 UTC on the 2nd) the week still ends on the 1st.
      t.clock.set(new Date('2026-11-02T04:30:00Z'));
      expect(await ok(SERIES, { filter: 'WEEK' })).toMatchObject({ from: '2026-10-26', to: '2026-11-01' });
      t.clock.set(new Date('2026-11-02T05:00:00Z'));
      expect(await ok(SERIES, { filter: 'WEEK' })).toMatchObject({ from: '2026-10-27', to: '2026-11-02' });
    });

    it("counts each community's events on its own local days", async () => {
      const whitehorse = await community('Whitehorse', { timeZone: 'America/Whitehorse' });
      const halifax = await community('Halifax', { timeZone: 'America/Halifax' });
      // The same instant: 1 Nov 23:30 in Whitehorse (MST, UTC-7 all year), 2 Nov 02:30 in Halifax (AST).
      const at = '2026-11-02T06:30:00Z';
      await recordEvents(t, whitehorse.id, [{ type: 'VIEW', at }]);
      await recordEvents(t, halifax.id, times(2, 'VIEW', at));
      const views = async (day: string) => {
        const q = { filter: 'RANGE', range: `${day},${day}` };
        const table = await ok(COMMUNITIES, q);
        return {
          series: (await ok(SERIES, q)).data[0].views,
          halifax: table.data.find((r: { id: string }) => r.id === halifax.id).views,
          whitehorse: table.data.find((r: { id: string }) => r.id === whitehorse.id).views,
        };
      };
      expect(await views('2026-11-01')).toEqual({ series: 1, halifax: 0, whitehorse: 1 });
      expect(await views('2026-11-02')).toEqual({ series: 2, halifax: 2, whitehorse: 0 });
    });
  });

  describe('overview, open analytics, series and tiles', () => {
    beforeEach(async () => {
      const a = await community('A');
      const b = await community('B', { createdAt: new Date('2026-10-15T15:00:00Z') });
      const week = '2026-11-01T15:00:00Z';
      const month = '2026-10-20T15:00:00Z';
      const before = '2026-02-01T15:00:00Z';
      const m1 = await activeMember(t, a.id);
      const m2 = await activeMember(t, a.id);
      const g1 = await guestOf(t, b.id);
      await recordEvents(t, a.id, [
        ...times(1, 'MEMBER_SIGNUP', week, { audience: 'MEMBER' }),
        ...times(1, 'VIEW', week, { audience: 'MEMBER' }),
        ...times(2, 'PUBLISH', week, { detail: 'CLIENT' }),
        ...times(1, 'NOTIFICATION_SENT', week),
        ...times(2, 'MEMBER_SIGNUP', month, { audience: 'MEMBER' }),
        ...times(3, 'VIEW', month, { audience: 'MEMBER' }),
        ...times(2, 'CONVERSION', month, { audience: 'MEMBER', detail: 'RSVP' }),
        ...times(3, 'PUBLISH', month, { detail: 'ADMIN' }),
        ...times(5, 'NOTIFICATION_SENT', month),
        ...times(4, 'MEMBER_SIGNUP', before, { audience: 'MEMBER' }),
        // Daily active on 1 Nov: m1 (twice), m2, and a guest of B below = 3.
        ...times(2, 'APP_OPEN', week, { membershipId: m1.id }),
        { type: 'APP_OPEN', at: week, membershipId: m2.id },
      ]);
      await recordEvents(t, b.id, [
        ...times(1, 'GUEST_JOINED', week, { audience: 'GUEST' }),
        ...times(1, 'VIEW', week, { audience: 'GUEST' }),
        ...times(1, 'CONVERSION', week, { audience: 'GUEST', detail: 'FORM' }),
        ...times(1, 'GUEST_JOINED', month, { audience: 'GUEST' }),
        ...times(2, 'VIEW', before, { audience: 'GUEST' }),
        ...times(1, 'GUEST_UPGRADE', before, { audience: 'GUEST' }),
        { type: 'GUEST_SESSION', at: week, guestId: g1.id },
      ]);
    });

    it('splits the tiles between registered (members) and unregistered (guests) users', async () => {
      expect(await ok(OVERVIEW, { filter: 'MONTH' })).toEqual({
        from: '2026-10-04',
        to: '2026-11-02',
        registered: { communities: 2, members: 3, views: 4, conversions: 2, posts: 5, notifications: 6 },
        unregistered: { communities: 2, members: 2, views: 1, conversions: 1, posts: 5, notifications: 6 },
      });
      // Before B was created, only A counts among the communities.
      const early = await ok(OVERVIEW, { filter: 'RANGE', range: '2026-02-01,2026-10-14' });
      expect(early.registered).toEqual({
        communities: 1,
        members: 4,
        views: 0,
        conversions: 0,
        posts: 0,
        notifications: 0,
      });
      expect(early.unregistered).toMatchObject({ communities: 1, members: 0, views: 2 });
    });

    it('gives the open (guest) analytics', async () => {
      expect(await ok(OPEN, { filter: 'MONTH' })).toEqual({
        from: '2026-10-04',
        to: '2026-11-02',
        guests: 2,
        upgraded: 0,
        views: 1,
        conversions: 1,
      });
      expect(await ok(OPEN, { filter: 'LIFETIME' })).toMatchObject({ guests: 2, upgraded: 1, views: 3 });
    });

    it('merges the daily series by date', async () => {
      const body = await ok(SERIES, { filter: 'MONTH' });
      expect(body.data).toHaveLength(30);
      const zero = {
        signups: 0,
        guests: 0,
        activeUsers: 0,
        views: 0,
        conversions: 0,
        notifications: 0,
        posts: 0,
      };
      const day = (date: string) => body.data.find((p: { date: string }) => p.date === date);
      expect(day('2026-11-01')).toEqual({
        date: '2026-11-01',
        signups: 1,
        guests: 1,
        activeUsers: 3,
        views: 2,
        conversions: 1,
        notifications: 1,
        posts: 2,
      });
      expect(day('2026-10-20')).toEqual({
        date: '2026-10-20',
        ...zero,
        signups: 2,
        guests: 1,
        views: 3,
        conversions: 2,
        notifications: 5,
        posts: 3,
      });
      expect(day('2026-10-21')).toEqual({ date: '2026-10-21', ...zero });
    });

    it('gives the tiles of all time, the month and the week, members and guests together', async () => {
      const tiles = async (type: string) => ok(`${BASE}/overview/${type}`);
      expect(await tiles('week')).toEqual({
        communities: 2,
        members: 2,
        views: 2,
        conversions: 1,
        posts: 2,
        notifications: 1,
      });
      expect(await tiles('month')).toEqual({
        communities: 2,
        members: 5,
        views: 5,
        conversions: 3,
        posts: 5,
        notifications: 6,
      });
      expect(await tiles('all')).toEqual({
        communities: 2,
        members: 9,
        views: 7,
        conversions: 3,
        posts: 5,
        notifications: 6,
      });
      // The path decides the period; the filter the spec's client also sends does not change it.
      expect(await ok(`${BASE}/overview/week`, { filter: 'YEAR' })).toMatchObject({ members: 2 });
    });

    it('answers the same once the roll-up has folded the events into the daily figures, and with a new tail', async () => {
      const calls: [string, Record<string, string>][] = [
        [COMMUNITIES, { filter: 'YEAR' }],
        [SERIES, { filter: 'MONTH' }],
        [OVERVIEW, { filter: 'LIFETIME' }],
        [OPEN, { filter: 'ALL' }],
        [PERCENTAGES, { filter: 'YEAR' }],
        ...TILES.map((url): [string, Record<string, string>] => [url, {}]),
      ];
      const every = () => Promise.all(calls.map(([url, q]) => ok(url, q)));
      const before = await every();
      expect(await rollupSettled(t.database)).toBeGreaterThan(0);
      expect(await every()).toEqual(before);
      // Events recorded after the roll-up are read from the log until the next one.
      const a = (await ok(COMMUNITIES)).data[0];
      await recordEvents(t, a.id, times(2, 'VIEW', '2026-11-02T14:00:00Z', { audience: 'MEMBER' }));
      expect((await ok(COMMUNITIES)).data[0].views).toBe(a.views + 2);
      expect((await ok(`${BASE}/overview/week`)).views).toBe(4);
    });

    it('answers "Invalid Analytics Type" for any other overview type', async () => {
      for (const type of ['year', 'ALL', 'quarter', 'x'.repeat(32)]) {
        const res = await get(`${BASE}/overview/${type}`);
        expect(res.statusCode, type).toBe(400);
        expect(res.json(), type).toEqual({ message: analyticsMessages.invalidAnalyticsType, field: 'type' });
      }
      expect((await get(`${BASE}/overview/${'x'.repeat(33)}`)).statusCode).toBe(400);
      // In the reader's language, like every contract message.
      const french = await get(
        `${BASE}/overview/year`,
        {},
        { ...platform, 'accept-language': 'fr-CA,fr;q=0.9' },
      );
      expect(french.json()).toEqual({ message: 'Type de statistiques invalide', field: 'type' });
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

  describe('bad input is a 400, never a 500', () => {
    const noName = (bytes: number[]) => Buffer.from(bytes).toString('base64url');
    const id = Array.from({ length: 16 }, (_, i) => i);

    it('refuses a missing, malformed, reversed or too long range on every period route', async () => {
      for (const url of PERIOD_ROUTES) {
        for (const [query, message] of [
          [{ filter: 'RANGE' }, analyticsMessages.rangeRequired],
          [{ filter: 'CUSTOM' }, analyticsMessages.rangeRequired],
          [{ filter: 'RANGE', range: '2026-11-05,2026-11-01' }, analyticsMessages.rangeInvalid],
          [{ filter: 'RANGE', range: '2026-11-05' }, analyticsMessages.rangeInvalid],
          [{ filter: 'RANGE', range: '2026-02-30,2026-03-01' }, analyticsMessages.rangeInvalid],
          [{ filter: 'CUSTOM', range: 'yesterday,today' }, analyticsMessages.rangeInvalid],
          [{ filter: 'RANGE', range: '2020-01-01,2026-01-01' }, analyticsMessages.rangeTooLong],
        ] as const) {
          const res = await get(url, query);
          expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
          expect(res.json(), `${url} ${JSON.stringify(query)}`).toEqual({ message, field: 'range' });
        }
        const period = await get(url, { filter: 'DAY' });
        expect(period.statusCode).toBe(400);
        expect(period.json().field).toBe('filter');
      }
    });

    it('refuses an order key it did not make', async () => {
      await community('Somewhere');
      const good = Buffer.concat([Buffer.from(id), Buffer.from('Somewhere')]).toString('base64url');
      expect((await get(COMMUNITIES, { orderKey: good })).statusCode).toBe(200);
      for (const orderKey of [
        'not a key!',
        'abc',
        `${good}=`,
        `${good}*`,
        noName([...id, 0x61, 0x00]), // NUL in the name
        noName([...id, 0xff, 0xfe]), // not UTF-8
        noName(id.slice(0, 15)),
      ]) {
        const res = await get(COMMUNITIES, { orderKey });
        expect(res.statusCode, orderKey).toBe(400);
        expect(res.json(), orderKey).toEqual({
          message: analyticsMessages.orderKeyInvalid,
          field: 'orderKey',
        });
      }
      expect((await get(COMMUNITIES, { orderKey: 'a'.repeat(701) })).statusCode).toBe(400);
      expect((await get(COMMUNITIES, { limit: '0' })).statusCode).toBe(400);
      expect((await get(COMMUNITIES, { dir: 'up' })).statusCode).toBe(400);
    });
  });
});
