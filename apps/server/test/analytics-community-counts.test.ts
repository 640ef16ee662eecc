import { describe, expect, it } from 'vitest';
import { analyticsMessages } from '@gathering/contract';
import { rollupSettled } from './helpers/rollup';
import { createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { analyticsGuest, analyticsItem, analyticsMember, insertEvents, times } from './analytics-fixtures';
import {
  COMMUNITY_ROUTES,
  IN_WEEK,
  OLD,
  everyType,
  useCommunityAnalytics,
} from './analytics-community-fixtures';

describe('community analytics', () => {
  const { t, admin, get, ok } = useCommunityAnalytics();

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
      // Without a filter the period is LIFETIME: inPeriod is the total.
      expect(await ok(a.session, `/v1/admin/analytics?type=${type}`), type).toEqual({
        from: '2026-01-01',
        to: '2026-11-20',
        totalCount,
        inLastWeek: week,
        weeklyCount: week,
        inPeriod: totalCount,
      });
    for (const type of ['GUEST', 'UPGRADE', 'GUEST_CONTENT', 'GUEST_NOTIFICATION'] as const)
      expect(await ok(a.session, `/v2/guests/admin/analytics?type=${type}`), type).toMatchObject({
        totalCount: expected[type][0],
        inLastWeek: expected[type][1],
        weeklyCount: expected[type][1],
        inPeriod: expected[type][0],
      });
    // B sees its own figures only.
    expect(await ok(b.session, '/v1/admin/analytics?type=CONTENT')).toMatchObject({
      totalCount: 6,
      inLastWeek: 1,
      weeklyCount: 1,
      inPeriod: 6,
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
      expect(res.json(), url).toEqual({
        code: 'INVALID_INPUT',
        message: analyticsMessages.invalidAnalyticsType,
        field: 'type',
      });
    }
    expect((await get(a.session, '/v1/admin/analytics')).statusCode).toBe(400);
    // The spec's sentence in the reader's language.
    const french = await get(a.session, '/v1/admin/analytics?type=X', { 'accept-language': 'fr' });
    expect(french.json().message).toBe('Type de statistiques invalide');
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
