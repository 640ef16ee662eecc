import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsMessages } from '@gathering/contract';
import { rollupSettled } from './helpers/rollup';
import {
  BASE,
  COMMUNITIES,
  OPEN,
  OVERVIEW,
  PERCENTAGES,
  SERIES,
  TILES,
  activeMember,
  guestOf,
  recordEvents,
  times,
  usePlatformAnalytics,
} from './platform-analytics-fixtures';

describe('platform analytics', () => {
  const { t, platform, get, ok, community } = usePlatformAnalytics();

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
        expect(res.json(), type).toEqual({
          code: 'INVALID_INPUT',
          message: analyticsMessages.invalidAnalyticsType,
          field: 'type',
        });
      }
      expect((await get(`${BASE}/overview/${'x'.repeat(33)}`)).statusCode).toBe(400);
      // In the reader's language, like every contract message.
      const french = await get(
        `${BASE}/overview/year`,
        {},
        { ...platform, 'accept-language': 'fr-CA,fr;q=0.9' },
      );
      expect(french.json()).toEqual({
        code: 'INVALID_INPUT',
        message: 'Type de statistiques invalide',
        field: 'type',
      });
    });
  });
});
