import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsMessages, RANGE_MAX_DAYS } from '@gathering/contract';
import { rollupSettled } from './helpers/rollup';
import { createTestContext, type TestContext } from './helpers/app';
import { createPlatformAdmin } from './helpers/factories';
import { login, type Session } from './helpers/session';
import {
  analyticsCommunity,
  analyticsGuest,
  analyticsItem,
  analyticsMember,
  insertEvents,
  times,
  type EventSpec,
} from './analytics-fixtures';

// "Today" is 2026-11-20 in Toronto (12:00 EST): the last 7 days are 2026-11-14 … 2026-11-20.
const NOW = '2026-11-20T17:00:00Z';
const IN_WEEK = '2026-11-18T17:00:00Z';
const OLD = '2026-03-10T17:00:00Z';

const COMMUNITY_ROUTES = [
  '/v1/admin/analytics?type=USER',
  '/v1/admin/analytics/top-content',
  '/v1/admin/analytics/log-date?type=USER',
  '/v1/admin/analytics/members/recent',
  '/v2/insights/user',
  '/v2/insights/system',
  '/v2/guests/admin/log-date?type=CONTENT',
  '/v2/guests/admin/guests',
  '/v2/guests/analytics/activity',
  '/v2/guests/admin/analytics?type=GUEST',
];

describe('community analytics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(new Date(NOW));
  });

  async function admin(opts: Parameters<typeof analyticsCommunity>[1] = {}) {
    const c = await analyticsCommunity(t.database, opts);
    const session = await login(t.app, c.admin.username);
    return { ...c, session };
  }

  const get = (session: Session, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...session.auth, ...headers } });

  async function ok(session: Session, url: string) {
    const res = await get(session, url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  }

  const sum = (data: { count: number }[]) => data.reduce((n, p) => n + p.count, 0);

  /** Every metric the counts read, once in the last week and `old` times before it. */
  function everyType(who: { membershipId: string; guestId: string }, old: number): EventSpec[] {
    const both = (e: Omit<EventSpec, 'at'>) => [...times(old, { ...e, at: OLD }), { ...e, at: IN_WEEK }];
    return [
      ...both({ type: 'MEMBER_SIGNUP', membershipId: who.membershipId }),
      ...both({ type: 'PUBLISH', detail: 'CLIENT' }),
      ...both({ type: 'NOTIFICATION_SENT' }),
      ...both({ type: 'GUEST_JOINED', guestId: who.guestId }),
      ...both({ type: 'GUEST_UPGRADE', guestId: who.guestId }),
      ...both({ type: 'VIEW', guestId: who.guestId }),
      ...both({ type: 'NOTIFICATION_DELIVERED', guestId: who.guestId }),
    ];
  }

  it('counts each analytics type over the lifetime and the last 7 days, never another community’s', async () => {
    const a = await admin();
    const b = await admin();
    const m = await analyticsMember(t.database, a.community.id);
    const g = await analyticsGuest(t.database, a.community.id);
    await insertEvents(t.database, a.community.id, [
      ...everyType({ membershipId: m.membership.id, guestId: g.id }, 2),
      // Members' views and deliveries are not the guests' figures.
      ...times(4, { type: 'VIEW', membershipId: m.membership.id, at: IN_WEEK }),
      ...times(4, { type: 'NOTIFICATION_DELIVERED', membershipId: m.membership.id, at: IN_WEEK }),
      // The first instant of the week (00:00 EST on 2026-11-14) counts in it; the one before does not.
      { type: 'MEMBER_SIGNUP', membershipId: m.membership.id, at: '2026-11-14T05:00:00Z' },
      { type: 'MEMBER_SIGNUP', membershipId: m.membership.id, at: '2026-11-14T04:59:59Z' },
    ]);
    const bm = await analyticsMember(t.database, b.community.id);
    const bg = await analyticsGuest(t.database, b.community.id);
    await insertEvents(
      t.database,
      b.community.id,
      everyType({ membershipId: bm.membership.id, guestId: bg.id }, 5),
    );

    const expected = {
      USER: [5, 2],
      CONTENT: [3, 1],
      NOTIFICATION: [3, 1],
      GUEST: [3, 1],
      UPGRADE: [3, 1],
      GUEST_CONTENT: [3, 1],
      GUEST_NOTIFICATION: [3, 1],
    };
    for (const [type, [totalCount, week]] of Object.entries(expected))
      expect(await ok(a.session, `/v1/admin/analytics?type=${type}`), type).toEqual({
        totalCount,
        inLastWeek: week,
        weeklyCount: week,
      });
    for (const type of ['GUEST', 'UPGRADE', 'GUEST_CONTENT', 'GUEST_NOTIFICATION'] as const)
      expect(await ok(a.session, `/v2/guests/admin/analytics?type=${type}`), type).toEqual({
        totalCount: expected[type][0],
        inLastWeek: expected[type][1],
        weeklyCount: expected[type][1],
      });
    // B sees its own figures only.
    expect(await ok(b.session, '/v1/admin/analytics?type=CONTENT')).toEqual({
      totalCount: 6,
      inLastWeek: 1,
      weeklyCount: 1,
    });
  });

  it('answers an unknown analytics type with "Invalid Analytics Type"', async () => {
    const a = await admin();
    for (const url of [
      '/v1/admin/analytics?type=MEMBERS',
      '/v1/admin/analytics/log-date?type=nope',
      '/v2/guests/admin/analytics?type=USER',
      '/v2/guests/admin/log-date?type=GUEST',
    ]) {
      const res = await get(a.session, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: analyticsMessages.invalidAnalyticsType, field: 'type' });
    }
    expect((await get(a.session, '/v1/admin/analytics')).statusCode).toBe(400);
    // The spec's sentence in the reader's language.
    const french = await get(a.session, '/v1/admin/analytics?type=X', { 'accept-language': 'fr' });
    expect(french.json().message).toBe('Type de statistiques invalide');
  });

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
        expect(res.json(), base + q).toEqual({ message, field: 'range' });
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

  it('lists the ten most viewed items of the week, of all time, of a kind or of a range', async () => {
    const a = await admin();
    const b = await admin();
    const [m1, m2, m3] = [
      await analyticsMember(t.database, a.community.id),
      await analyticsMember(t.database, a.community.id),
      await analyticsMember(t.database, a.community.id),
    ];
    const g1 = await analyticsGuest(t.database, a.community.id);
    const item = (headline: string, kind: string, publishedOn: string, more = {}) =>
      analyticsItem(t.database, a.community.id, { headline, kind, publishedOn, ...more });
    const itemA = await item('Feast', 'NEWS', '2026-02-01T12:00:00Z');
    const itemB = await item('Powwow', 'EVENT', '2026-03-01T12:00:00Z');
    const itemC = await item('Election', 'NEWS', '2026-04-01T12:00:00Z');
    const deleted = await item('Gone', 'NEWS', '2026-04-02T12:00:00Z', { deletedAt: '2026-11-19T12:00:00Z' });
    const oldJob = await item('Carpenter', 'JOB', '2026-01-10T12:00:00Z');
    const f = await item('F', 'NEWS', '2026-05-01T12:00:00Z');
    const g = await item('G', 'NEWS', '2026-06-01T12:00:00Z');
    const h: { id: string }[] = [];
    for (let i = 1; i <= 8; i++) h.push(await item(`H${i}`, 'NEWS', `2026-07-0${i}T12:00:00Z`));
    const view = (
      itemId: string,
      who: { membershipId?: string; guestId?: string },
      at = IN_WEEK,
    ): EventSpec => ({
      type: 'VIEW',
      feedItemId: itemId,
      ...who,
      at,
    });
    const m = (x: { membership: { id: string } }) => ({ membershipId: x.membership.id });
    await insertEvents(t.database, a.community.id, [
      // A: 5 views by 2 people; B: 5 views by 5 people (wins the tie on unique viewers).
      ...times(3, view(itemA.id, m(m1))),
      ...times(2, view(itemA.id, m(m2))),
      view(itemB.id, m(m1)),
      view(itemB.id, m(m2)),
      view(itemB.id, m(m3)),
      view(itemB.id, { guestId: g1.id }),
      // An anonymous view (a member since deleted) counts, but not as a viewer.
      { ...view(itemB.id, {}), audience: 'MEMBER' },
      ...times(3, view(itemC.id, m(m1))),
      ...times(10, view(deleted.id, m(m1))),
      ...times(8, view(oldJob.id, m(m2), OLD)),
      view(f.id, m(m1)),
      view(g.id, m(m1)),
      ...h.map((x) => view(x.id, m(m1))),
      { type: 'LIKE', feedItemId: itemA.id, ...m(m1), at: IN_WEEK },
      { type: 'LIKE', feedItemId: itemA.id, ...m(m2), at: IN_WEEK },
      { type: 'CONVERSION', feedItemId: itemB.id, detail: 'RSVP', ...m(m3), at: IN_WEEK },
      { type: 'CONVERSION', feedItemId: itemB.id, detail: 'RSVP', ...m(m3), at: OLD },
    ]);
    const other = await analyticsItem(t.database, b.community.id, { headline: 'Theirs' });
    await insertEvents(
      t.database,
      b.community.id,
      times(50, { type: 'VIEW', feedItemId: other.id, at: IN_WEEK }),
    );

    const titles = (r: { data: { title: string }[] }) => r.data.map((x) => x.title);
    const weekly = await ok(a.session, '/v1/admin/analytics/top-content');
    expect(weekly).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    // Ties on views: most unique viewers first, then the newest.
    expect(titles(weekly)).toEqual(['Powwow', 'Feast', 'Election', 'H8', 'H7', 'H6', 'H5', 'H4', 'H3', 'H2']);
    expect(weekly.data[0]).toEqual({
      id: itemB.id,
      title: 'Powwow',
      kind: 'EVENT',
      coverImage: null,
      publishedAt: '2026-03-01T12:00:00.000Z',
      views: 5,
      uniqueViews: 4,
      likes: 0,
      conversions: 1,
    });
    expect(weekly.data[1]).toMatchObject({
      id: itemA.id,
      views: 5,
      uniqueViews: 2,
      likes: 2,
      conversions: 0,
    });
    expect(await ok(a.session, '/v1/admin/analytics/top-content?filter=WEEKLY')).toEqual(weekly);

    const allTime = await ok(a.session, '/v1/admin/analytics/top-content?filter=ALL_TIME');
    expect(allTime.from).toBe('2026-01-01');
    expect(titles(allTime).slice(0, 4)).toEqual(['Carpenter', 'Powwow', 'Feast', 'Election']);
    expect(allTime.data[1].conversions).toBe(2);

    const news = await ok(a.session, '/v1/admin/analytics/top-content?filter=WEEKLY&postType=NEWS');
    expect(titles(news)).toEqual(['Feast', 'Election', 'H8', 'H7', 'H6', 'H5', 'H4', 'H3', 'H2', 'H1']);
    expect((await ok(a.session, '/v1/admin/analytics/top-content?postType=FORM')).data).toEqual([]);

    const range = await ok(
      a.session,
      '/v1/admin/analytics/top-content?filter=WEEKLY&range=2026-03-01,2026-03-31',
    );
    expect(range).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(titles(range)).toEqual(['Carpenter']);

    for (const [q, field] of [
      ['?postType=POEM', 'postType'],
      ['?filter=MONTH', 'filter'],
      ['?range=2026-03-31,2026-03-01', 'range'],
    ]) {
      const res = await get(a.session, `/v1/admin/analytics/top-content${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().field, q).toBe(field);
    }
    // B's list is its own.
    expect(titles(await ok(b.session, '/v1/admin/analytics/top-content'))).toEqual(['Theirs']);
  });

  it('lists the ten newest active members of the community', async () => {
    const a = await admin();
    const b = await admin();
    const joined: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const m = await analyticsMember(t.database, a.community.id, {
        firstName: `First${i}`,
        lastName: `Last${i}`,
        joinedAt: `2026-10-${String(i + 10).padStart(2, '0')}T12:00:00Z`,
      });
      joined.push(m.membership.id);
    }
    await analyticsMember(t.database, a.community.id, {
      status: 'INACTIVE',
      joinedAt: '2026-11-19T12:00:00Z',
    });
    await analyticsMember(t.database, a.community.id, {
      status: 'DELETED',
      joinedAt: '2026-11-19T12:00:00Z',
    });
    await analyticsMember(t.database, b.community.id, { joinedAt: '2026-11-20T12:00:00Z' });
    const { data } = await ok(a.session, '/v1/admin/analytics/members/recent');
    expect(data.map((r: { id: string }) => r.id)).toEqual(joined.slice(1).reverse());
    expect(data[0]).toEqual({
      id: joined[10],
      fullName: 'First11 Last11',
      email: expect.stringMatching(/@example\.org$/),
      profileImage: null,
      joinedAt: '2026-10-21T12:00:00.000Z',
    });
  });

  it('gives user and system insights for all time and the last 7 days', async () => {
    const a = await admin();
    const m = await analyticsMember(t.database, a.community.id);
    await analyticsMember(t.database, a.community.id, { status: 'INACTIVE' });
    const g = await analyticsGuest(t.database, a.community.id);
    await analyticsGuest(t.database, a.community.id, { deletedAt: '2026-05-01T12:00:00Z' });
    await analyticsGuest(t.database, a.community.id, { upgradedAt: '2026-05-01T12:00:00Z' });
    const who = { membershipId: m.membership.id };
    await insertEvents(t.database, a.community.id, [
      { type: 'MEMBER_SIGNUP', ...who, at: IN_WEEK },
      { type: 'MEMBER_SIGNUP', ...who, at: OLD },
      ...times(2, { type: 'GUEST_JOINED', guestId: g.id, at: IN_WEEK }),
      { type: 'GUEST_JOINED', guestId: g.id, at: OLD },
      ...times(3, { type: 'CONVERSION', ...who, detail: 'FORM', at: IN_WEEK }),
      { type: 'CONVERSION', guestId: g.id, detail: 'RSVP', at: OLD },
      ...times(4, { type: 'VIEW', ...who, at: IN_WEEK }),
      ...times(2, { type: 'VIEW', guestId: g.id, at: OLD }),
      { type: 'NOTIFICATION_SENT', at: OLD },
      ...times(5, { type: 'NOTIFICATION_DELIVERED', ...who, at: IN_WEEK }), // deliveries are not sends
      ...times(2, { type: 'PUBLISH', detail: 'CLIENT', at: IN_WEEK }),
      { type: 'PUBLISH', detail: 'ADMIN', at: OLD },
    ]);
    // Everyone now: the administrator and one active member; one guest not deleted and not signed up.
    expect(await ok(a.session, '/v2/insights/user')).toEqual({ total: 3, registered: 2, unregistered: 1 });
    expect(await ok(a.session, '/v2/insights/user?filter=ALL_TIME')).toEqual({
      total: 3,
      registered: 2,
      unregistered: 1,
    });
    expect(await ok(a.session, '/v2/insights/user?filter=WEEKLY')).toEqual({
      total: 3,
      registered: 1,
      unregistered: 2,
    });
    expect(await ok(a.session, '/v2/insights/system')).toEqual({
      conversions: 4,
      views: 6,
      notifications: 1,
      posts: 3,
    });
    expect(await ok(a.session, '/v2/insights/system?filter=WEEKLY')).toEqual({
      conversions: 3,
      views: 4,
      notifications: 0,
      posts: 2,
    });
    const bad = await get(a.session, '/v2/insights/system?filter=MONTHLY');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('filter');
  });

  it("gives the guests' series and activity", async () => {
    const a = await admin();
    const b = await admin();
    const m = await analyticsMember(t.database, a.community.id);
    const g1 = await analyticsGuest(t.database, a.community.id);
    const g2 = await analyticsGuest(t.database, a.community.id, { upgradedAt: '2026-11-19T12:00:00Z' });
    await analyticsGuest(t.database, a.community.id, { deletedAt: '2026-11-19T12:00:00Z' });
    const day = (d: string) => `2026-11-${d}T17:00:00Z`;
    await insertEvents(t.database, a.community.id, [
      ...times(2, { type: 'VIEW', guestId: g1.id, at: day('17') }),
      { type: 'VIEW', guestId: g2.id, at: day('19') },
      { type: 'VIEW', membershipId: m.membership.id, at: day('19') },
      { type: 'VIEW', guestId: g1.id, at: OLD },
      { type: 'GUEST_UPGRADE', guestId: g2.id, at: day('19') },
      { type: 'NOTIFICATION_DELIVERED', guestId: g1.id, at: day('20') },
      { type: 'NOTIFICATION_DELIVERED', membershipId: m.membership.id, at: day('20') },
      { type: 'GUEST_JOINED', guestId: g1.id, at: day('15') },
      { type: 'GUEST_JOINED', guestId: g2.id, at: day('15') },
      { type: 'GUEST_JOINED', at: day('16') },
      // g1 opened the app three times this week, g2 once 8 days ago: one active guest this week.
      ...times(3, { type: 'GUEST_SESSION', guestId: g1.id, at: day('18') }),
      { type: 'GUEST_SESSION', guestId: g2.id, at: day('12') },
      { type: 'CONVERSION', guestId: g1.id, detail: 'FORM', at: day('18') },
      { type: 'CONVERSION', membershipId: m.membership.id, detail: 'FORM', at: day('18') },
    ]);
    await insertEvents(t.database, b.community.id, times(9, { type: 'GUEST_JOINED', at: day('15') }));
    const points = async (url: string) =>
      Object.fromEntries(
        (await ok(a.session, url)).data
          .filter((p: { count: number }) => p.count)
          .map((p: { date: string; count: number }) => [p.date, p.count]),
      );
    expect(await points('/v2/guests/admin/log-date?type=CONTENT')).toEqual({
      '2026-11-17': 2,
      '2026-11-19': 1,
    });
    expect(await points('/v2/guests/admin/log-date?type=UPGRADE&filter=MONTH')).toEqual({ '2026-11-19': 1 });
    expect(await points('/v2/guests/admin/log-date?type=NOTIFICATION')).toEqual({ '2026-11-20': 1 });
    expect(await points('/v2/guests/admin/log-date?type=CONTENT&filter=LIFETIME')).toEqual({
      '2026-03-10': 1,
      '2026-11-17': 2,
      '2026-11-19': 1,
    });
    expect(await points('/v2/guests/admin/guests')).toEqual({ '2026-11-15': 2, '2026-11-16': 1 });
    expect(await points('/v2/guests/admin/guests?filter=RANGE&range=2026-11-16,2026-11-16')).toEqual({
      '2026-11-16': 1,
    });
    expect(await ok(a.session, '/v2/guests/analytics/activity')).toEqual({
      guests: 2,
      activeThisWeek: 1,
      upgraded: 1,
      views: 4,
      conversions: 1,
    });
  });

  it('answers the same figures from the roll-ups as from the raw events, with new events on top', async () => {
    const a = await admin();
    const m = await analyticsMember(t.database, a.community.id);
    const g = await analyticsGuest(t.database, a.community.id);
    const item = await analyticsItem(t.database, a.community.id, { headline: 'Feast' });
    const who = { membershipId: m.membership.id, guestId: g.id };
    const views = (at: string, n: number) => [
      ...times(n, { type: 'VIEW' as const, feedItemId: item.id, membershipId: who.membershipId, at }),
      { type: 'VIEW' as const, feedItemId: item.id, guestId: who.guestId, at },
    ];
    await insertEvents(t.database, a.community.id, [
      ...everyType(who, 3),
      ...views(IN_WEEK, 2),
      ...views(OLD, 1),
    ]);
    const urls = [
      ...['USER', 'CONTENT', 'NOTIFICATION', 'GUEST', 'UPGRADE', 'GUEST_CONTENT', 'GUEST_NOTIFICATION'].map(
        (type) => `/v1/admin/analytics?type=${type}`,
      ),
      '/v1/admin/analytics/log-date?type=GUEST_CONTENT&filter=YEAR',
      '/v1/admin/analytics/top-content?filter=ALL_TIME',
      '/v2/insights/system',
      '/v2/guests/analytics/activity',
      `/v1/feedItem/analytics/${item.id}/views?filter=LIFETIME`,
      `/v1/feedItem/analytics/${item.id}/viewership`,
    ];
    const figures = async () => Promise.all(urls.map((url) => ok(a.session, url)));
    const raw = await figures();
    expect(await rollupSettled(t.database)).toBeGreaterThan(0);
    expect(await figures()).toEqual(raw);
    // New events land in the tail, on top of the rolled-up days (one more view on a day already rolled up).
    await insertEvents(t.database, a.community.id, views(IN_WEEK, 1));
    const topped = await ok(a.session, `/v1/feedItem/analytics/${item.id}/views?filter=LIFETIME`);
    expect(topped).toMatchObject({ views: raw[11].views + 2, unique: raw[11].unique });
    await rollupSettled(t.database);
    expect(await ok(a.session, `/v1/feedItem/analytics/${item.id}/views?filter=LIFETIME`)).toEqual(topped);
  });

  it('keeps every community route to community administrators', async () => {
    await admin();
    const platform = await createPlatformAdmin(t.database);
    const p = await login(t.app, platform.username);
    for (const url of COMMUNITY_ROUTES) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toHaveProperty('message');
      // A platform administrator has no community to read: 403, as on every community route.
      expect((await get(p, url)).statusCode, url).toBe(403);
    }
  });
});
