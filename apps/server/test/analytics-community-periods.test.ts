import { describe, expect, it } from 'vitest';
import { analyticsMessages, RANGE_MAX_DAYS } from '@gathering/contract';
import { analyticsGuest, insertEvents, times } from './analytics-fixtures';
import { IN_WEEK, sum, useCommunityAnalytics } from './analytics-community-fixtures';

describe('community analytics', () => {
  const { t, admin, get, ok } = useCommunityAnalytics();

  it('resolves each time filter to its days in the community’s zone, zero-filled, oldest first', async () => {
    const a = await admin({ createdAt: '2025-06-01T16:00:00Z' });
    const publish = (at: string, n = 1) => times(n, { type: 'PUBLISH', detail: 'CLIENT', at });
    await insertEvents(t.database, a.community.id, [
      ...publish('2026-11-20T16:00:00Z', 2), // today
      ...publish('2026-11-14T06:00:00Z'), // first day of WEEK
      ...publish('2026-11-13T17:00:00Z'), // before WEEK, in MONTH
      ...publish('2026-10-22T17:00:00Z'), // first day of MONTH
      ...publish('2026-10-21T17:00:00Z'), // before MONTH, in YEAR
      ...publish('2025-11-21T17:00:00Z'), // first day of YEAR
      ...publish('2025-11-20T17:00:00Z'), // before YEAR, in LIFETIME
    ]);
    const series = (q: string) => ok(a.session, `/v1/admin/analytics/log-date?type=CONTENT${q}`);

    const week = await series('&filter=WEEK');
    expect(week).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    expect(week.data).toHaveLength(7);
    expect(week.data[0]).toEqual({ date: '2026-11-14', count: 1 });
    expect(week.data[6]).toEqual({ date: '2026-11-20', count: 2 });
    expect(week.data.map((p: { date: string }) => p.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(await series('')).toEqual(week); // WEEK is the default

    const month = await series('&filter=MONTH');
    expect(month).toMatchObject({ from: '2026-10-22', to: '2026-11-20' });
    expect(month.data).toHaveLength(30);
    expect(sum(month.data)).toBe(5);

    const year = await series('&filter=YEAR');
    expect(year).toMatchObject({ from: '2025-11-21', to: '2026-11-20' });
    expect(year.data).toHaveLength(365);
    expect(sum(year.data)).toBe(7);

    const lifetime = await series('&filter=LIFETIME');
    expect(lifetime).toMatchObject({ from: '2025-06-01', to: '2026-11-20' });
    expect(lifetime.data).toHaveLength(538);
    expect(sum(lifetime.data)).toBe(8);

    const range = await series('&filter=RANGE&range=2026-10-21,2026-10-22');
    expect(range).toEqual({
      from: '2026-10-21',
      to: '2026-10-22',
      data: [
        { date: '2026-10-21', count: 1 },
        { date: '2026-10-22', count: 1 },
      ],
    });
    // `range` only counts with RANGE.
    expect((await series('&filter=WEEK&range=2026-10-21,2026-10-22')).from).toBe('2026-11-14');
  });

  it('starts LIFETIME at the first recorded event when the activity is older than the community', async () => {
    const a = await admin({ createdAt: '2026-06-01T16:00:00Z' });
    await insertEvents(t.database, a.community.id, [
      { type: 'NOTIFICATION_SENT', at: '2026-03-10T17:00:00Z' },
      { type: 'NOTIFICATION_SENT', at: IN_WEEK },
    ]);
    const lifetime = await ok(a.session, '/v1/admin/analytics/log-date?type=NOTIFICATION&filter=LIFETIME');
    expect(lifetime).toMatchObject({ from: '2026-03-10', to: '2026-11-20' });
    expect(lifetime.data[0]).toEqual({ date: '2026-03-10', count: 1 });
    expect(await ok(a.session, '/v1/admin/analytics?type=NOTIFICATION')).toMatchObject({ totalCount: 2 });
  });

  it('answers 400 with field range for a missing, malformed, reversed or too long range', async () => {
    const a = await admin();
    const cases: [string, string][] = [
      ['', analyticsMessages.rangeRequired],
      ['&range=yesterday', analyticsMessages.rangeInvalid],
      ['&range=2026-11-02,2026-11-01', analyticsMessages.rangeInvalid],
      ['&range=2026-02-30,2026-03-01', analyticsMessages.rangeInvalid],
      ['&range=2026-01-01,2026-01-02,2026-01-03', analyticsMessages.rangeInvalid],
      ['&range=2020-01-01,2026-01-01', analyticsMessages.rangeTooLong],
    ];
    for (const base of [
      '/v1/admin/analytics/log-date?type=USER&filter=RANGE',
      '/v2/guests/admin/log-date?type=UPGRADE&filter=RANGE',
      '/v2/guests/admin/guests?filter=RANGE',
    ])
      for (const [q, message] of cases) {
        const res = await get(a.session, base + q);
        expect(res.statusCode, base + q).toBe(400);
        expect(res.json(), base + q).toEqual({ code: 'INVALID_INPUT', message, field: 'range' });
      }
    // The longest range allowed is answered.
    const from = '2021-01-01';
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + (RANGE_MAX_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const longest = await ok(a.session, `/v2/guests/admin/guests?filter=RANGE&range=${from},${to}`);
    expect(longest.data).toHaveLength(RANGE_MAX_DAYS);
    const bad = await get(a.session, '/v2/guests/admin/guests?filter=DAY');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('filter');
  });

  // Toronto leaves daylight time on 2026-11-01 at 06:00Z (02:00 EDT becomes 01:00 EST): that local day has 25 hours.
  // Winnipeg leaves it an hour later (07:00Z: 02:00 CDT becomes 01:00 CST) and is an hour behind, so the same
  // instants fall on other days. (Both zones' rules agree in every tz database the suite meets, Node's and the
  // database's: the days are counted in SQL.)
  const ACROSS = [
    '2026-10-31T03:59:00Z', // Toronto Oct 30 23:59 EDT · Winnipeg Oct 30 22:59 CDT
    '2026-10-31T04:00:00Z', // Toronto Oct 31 00:00 EDT · Winnipeg Oct 30 23:00 CDT
    '2026-11-01T03:30:00Z', // Toronto Oct 31 23:30 EDT · Winnipeg Oct 31 22:30 CDT
    '2026-11-01T04:30:00Z', // Toronto Nov 1 00:30 EDT  · Winnipeg Oct 31 23:30 CDT
    '2026-11-01T06:30:00Z', // Toronto Nov 1 01:30 EST  · Winnipeg Nov 1 01:30 CDT
    '2026-11-02T04:30:00Z', // Toronto Nov 1 23:30 EST  · Winnipeg Nov 1 22:30 CST
    '2026-11-02T05:00:00Z', // Toronto Nov 2 00:00 EST  · Winnipeg Nov 1 23:00 CST (on CDT it would be Nov 2)
  ];

  it('buckets days across a month end and the DST change in the community’s zone (Toronto and Winnipeg)', async () => {
    const toronto = await admin({ timeZone: 'America/Toronto' });
    const winnipeg = await admin({ timeZone: 'America/Winnipeg' });
    for (const c of [toronto, winnipeg]) {
      const g = await analyticsGuest(t.database, c.community.id);
      await insertEvents(
        t.database,
        c.community.id,
        ACROSS.map((at) => ({ type: 'VIEW', guestId: g.id, at })),
      );
    }
    const url = '/v2/guests/admin/log-date?type=CONTENT&filter=RANGE&range=2026-10-30,2026-11-02';
    expect((await ok(toronto.session, url)).data).toEqual([
      { date: '2026-10-30', count: 1 },
      { date: '2026-10-31', count: 2 },
      { date: '2026-11-01', count: 3 },
      { date: '2026-11-02', count: 1 },
    ]);
    expect((await ok(winnipeg.session, url)).data).toEqual([
      { date: '2026-10-30', count: 2 },
      { date: '2026-10-31', count: 2 },
      { date: '2026-11-01', count: 3 },
      { date: '2026-11-02', count: 0 },
    ]);
    // The same series through the console's type (GUEST_CONTENT) agrees.
    const viaType =
      '/v1/admin/analytics/log-date?type=GUEST_CONTENT&filter=RANGE&range=2026-10-30,2026-11-02';
    expect(sum((await ok(winnipeg.session, viaType)).data)).toBe(7);
  });

  it('ends the rolling filters on today in the community’s zone', async () => {
    // 06:00Z on Nov 21 is already Nov 21 in Toronto (01:00) but still Nov 20 in Whitehorse (23:00, UTC-7 all year).
    t.clock.set(new Date('2026-11-21T06:00:00Z'));
    const toronto = await admin({ timeZone: 'America/Toronto' });
    const whitehorse = await admin({ timeZone: 'America/Whitehorse' });
    for (const c of [toronto, whitehorse])
      await insertEvents(t.database, c.community.id, [{ type: 'GUEST_JOINED', at: '2026-11-21T05:30:00Z' }]);
    const t1 = await ok(toronto.session, '/v2/guests/admin/guests?filter=WEEK');
    const w1 = await ok(whitehorse.session, '/v2/guests/admin/guests?filter=WEEK');
    expect([t1.from, t1.to]).toEqual(['2026-11-15', '2026-11-21']);
    expect([w1.from, w1.to]).toEqual(['2026-11-14', '2026-11-20']);
    expect(t1.data.at(-1)).toEqual({ date: '2026-11-21', count: 1 });
    expect(w1.data.at(-1)).toEqual({ date: '2026-11-20', count: 1 });
  });
});
