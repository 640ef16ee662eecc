import { describe, expect, it } from 'vitest';
import { analyticsMessages } from '@gathering/contract';
import {
  BASE,
  COMMUNITIES,
  OPEN,
  OVERVIEW,
  PERCENTAGES,
  PERIOD_ROUTES,
  SERIES,
  recordEvents,
  times,
  usePlatformAnalytics,
} from './platform-analytics-fixtures';

describe('platform analytics', () => {
  const { t, get, ok, community } = usePlatformAnalytics();

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
          expect(res.json(), `${url} ${JSON.stringify(query)}`).toEqual({
            code: 'INVALID_INPUT',
            message,
            field: 'range',
          });
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
          code: 'INVALID_INPUT',
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
