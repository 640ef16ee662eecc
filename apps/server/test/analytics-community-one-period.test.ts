import { describe, expect, it } from 'vitest';
import {
  analyticsGuest,
  analyticsItem,
  analyticsMember,
  insertEvents,
  times,
  type EventSpec,
} from './analytics-fixtures';
import { IN_WEEK, OLD, sum, useCommunityAnalytics } from './analytics-community-fixtures';

// Issue 22 item 4: the page's period drives every figure of the analytics screens, and one figure is one number on
// every route that answers it. "Today" is 2026-11-20 in Toronto: WEEK is 11-14…11-20, MONTH 10-22…11-20.
const IN_MONTH = '2026-11-01T17:00:00Z'; // in MONTH, not in WEEK

describe('community analytics: one period drives every number', () => {
  const { t, admin, get, ok } = useCommunityAnalytics();

  async function seeded() {
    const a = await admin({ createdAt: '2025-06-01T16:00:00Z' });
    const m = await analyticsMember(t.database, a.community.id);
    const g = await analyticsGuest(t.database, a.community.id);
    const item = await analyticsItem(t.database, a.community.id, { headline: 'Spring feast' });
    const who = { membershipId: m.membership.id };
    // Each figure once in the week, twice more in the month, three times more a year ago.
    const spread = (e: Omit<EventSpec, 'at'>) => [
      { ...e, at: IN_WEEK },
      ...times(2, { ...e, at: IN_MONTH }),
      ...times(3, { ...e, at: OLD }),
    ];
    await insertEvents(t.database, a.community.id, [
      ...spread({ type: 'PUBLISH', detail: 'CLIENT' }),
      ...spread({ type: 'MEMBER_SIGNUP', ...who }),
      ...spread({ type: 'GUEST_JOINED', guestId: g.id }),
      ...spread({ type: 'GUEST_UPGRADE', guestId: g.id }),
      ...spread({ type: 'NOTIFICATION_SENT' }),
      ...spread({ type: 'VIEW', guestId: g.id, feedItemId: item.id }),
      ...spread({ type: 'CONVERSION', guestId: g.id, feedItemId: item.id, detail: 'FORM' }),
      ...spread({ type: 'GUEST_SESSION', guestId: g.id }),
    ]);
    return { a, item };
  }

  it('answers each tile, insight, guest figure and top content for the asked period', async () => {
    const { a, item } = await seeded();
    const expected = { WEEK: 1, MONTH: 3, YEAR: 6, LIFETIME: 6 } as const;
    for (const [filter, n] of Object.entries(expected)) {
      const count = await ok(a.session, `/v1/admin/analytics?type=CONTENT&filter=${filter}`);
      // The period's count moves; the spec's lifetime and last-7-days figures stay what they are.
      expect(count, filter).toMatchObject({ inPeriod: n, totalCount: 6, inLastWeek: 1, to: '2026-11-20' });
      expect(
        await ok(a.session, `/v2/guests/admin/analytics?type=GUEST&filter=${filter}`),
        filter,
      ).toMatchObject({ inPeriod: n });
      expect(await ok(a.session, `/v2/insights/system?filter=${filter}`), filter).toEqual({
        conversions: n,
        views: n,
        notifications: n,
        posts: n,
      });
      expect(await ok(a.session, `/v2/insights/user?filter=${filter}`), filter).toEqual({
        total: 2 * n,
        registered: n,
        unregistered: n,
      });
      expect(await ok(a.session, `/v2/guests/analytics/activity?filter=${filter}`), filter).toMatchObject({
        guests: 1, // now: no period
        active: 1, // one guest, however often
        upgraded: n,
        views: n,
        conversions: n,
      });
      const top = await ok(a.session, `/v1/admin/analytics/top-content?filter=${filter}`);
      expect(
        top.data.map((r: { id: string; views: number }) => [r.id, r.views]),
        filter,
      ).toEqual([[item.id, n]]);
    }
    // A range: only the month's two days of 2026-11-01.
    const range = 'filter=RANGE&range=2026-11-01,2026-11-01';
    expect(await ok(a.session, `/v1/admin/analytics?type=USER&${range}`)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-01',
      inPeriod: 2,
    });
    expect(await ok(a.session, `/v2/insights/system?${range}`)).toMatchObject({ posts: 2 });
    expect(await ok(a.session, `/v2/guests/analytics/activity?${range}`)).toMatchObject({ views: 2 });
    expect((await ok(a.session, `/v1/admin/analytics/top-content?${range}`)).data[0].views).toBe(2);
    // A period before any activity: nothing.
    expect(await ok(a.session, '/v2/insights/system?filter=RANGE&range=2025-07-01,2025-07-31')).toEqual({
      conversions: 0,
      views: 0,
      notifications: 0,
      posts: 0,
    });
    // RANGE without its days is the usual 400 on `range`, on every route that now takes a period.
    for (const url of [
      '/v1/admin/analytics?type=CONTENT&filter=RANGE',
      '/v2/guests/admin/analytics?type=GUEST&filter=RANGE',
      '/v2/insights/user?filter=RANGE',
      '/v2/insights/system?filter=RANGE',
      '/v2/guests/analytics/activity?filter=RANGE',
      '/v1/admin/analytics/top-content?filter=RANGE',
    ]) {
      const res = await get(a.session, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field, url).toBe('range');
    }
  });

  it('gives one figure the same number on every route that answers it, for the same period', async () => {
    const { a } = await seeded();
    for (const filter of ['WEEK', 'MONTH', 'YEAR', 'LIFETIME']) {
      const q = `filter=${filter}`;
      const users = await ok(a.session, `/v2/insights/user?${q}`);
      const system = await ok(a.session, `/v2/insights/system?${q}`);
      const activity = await ok(a.session, `/v2/guests/analytics/activity?${q}`);
      const inPeriod = async (url: string) => (await ok(a.session, `${url}&${q}`)).inPeriod;
      const series = async (url: string) => sum((await ok(a.session, `${url}&${q}`)).data);
      // New guests: the GUEST tile, the insight, the chart.
      const newGuests = await inPeriod('/v2/guests/admin/analytics?type=GUEST');
      expect(users.unregistered, filter).toBe(newGuests);
      expect(await series('/v2/guests/admin/guests?x=1'), filter).toBe(newGuests);
      expect(await inPeriod('/v1/admin/analytics?type=GUEST'), filter).toBe(newGuests);
      // Member sign-ups, content published, notifications sent: tile, insight, chart.
      expect(await inPeriod('/v1/admin/analytics?type=USER'), filter).toBe(users.registered);
      expect(await series('/v1/admin/analytics/log-date?type=USER'), filter).toBe(users.registered);
      expect(await inPeriod('/v1/admin/analytics?type=CONTENT'), filter).toBe(system.posts);
      expect(await series('/v1/admin/analytics/log-date?type=CONTENT'), filter).toBe(system.posts);
      expect(await inPeriod('/v1/admin/analytics?type=NOTIFICATION'), filter).toBe(system.notifications);
      // Guests who signed up and views by guests: the guest activity and the UPGRADE, GUEST_CONTENT tiles.
      expect(await inPeriod('/v2/guests/admin/analytics?type=UPGRADE'), filter).toBe(activity.upgraded);
      expect(await inPeriod('/v2/guests/admin/analytics?type=GUEST_CONTENT'), filter).toBe(activity.views);
    }
  });

  it('counts "Guests" (now) alike on the dashboard, the guest activity and the guest list', async () => {
    const a = await admin();
    const b = await admin();
    await analyticsGuest(t.database, a.community.id);
    await analyticsGuest(t.database, a.community.id, { createdAt: OLD });
    // Signed up since: still in the guest list (marked a member now), so still counted as a guest.
    await analyticsGuest(t.database, a.community.id, { upgradedAt: '2026-05-01T12:00:00Z' });
    // Deleted: in no figure named "Guests".
    await analyticsGuest(t.database, a.community.id, { deletedAt: '2026-05-01T12:00:00Z' });
    await analyticsGuest(t.database, b.community.id);
    // More guest events than guests (a device seen again, a removed guest): the count of now ignores them.
    await insertEvents(t.database, a.community.id, times(5, { type: 'GUEST_JOINED', at: IN_WEEK }));

    const dashboard = (await ok(a.session, '/v1/admin/dashboard')).counts.guests;
    const list = (await ok(a.session, '/v2/guests?limit=1')).meta.total;
    expect(dashboard).toBe(3);
    expect(list).toBe(dashboard);
    for (const filter of ['WEEK', 'MONTH', 'YEAR', 'LIFETIME'])
      expect((await ok(a.session, `/v2/guests/analytics/activity?filter=${filter}`)).guests, filter).toBe(
        dashboard,
      );
    expect((await ok(a.session, '/v2/guests/analytics/activity')).guests).toBe(dashboard);
    // Another community's guests are its own.
    expect((await ok(b.session, '/v1/admin/dashboard')).counts.guests).toBe(1);
  });
});
