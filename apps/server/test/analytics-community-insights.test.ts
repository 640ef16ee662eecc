import { describe, expect, it } from 'vitest';
import { analyticsGuest, analyticsMember, insertEvents, times } from './analytics-fixtures';
import { OLD, IN_WEEK, useCommunityAnalytics } from './analytics-community-fixtures';

describe('community analytics', () => {
  const { t, admin, get, ok } = useCommunityAnalytics();

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
    // Guests now (not deleted, the one who signed up included); the rest over the period (WEEK by default).
    expect(await ok(a.session, '/v2/guests/analytics/activity')).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
      guests: 2,
      active: 1,
      upgraded: 1,
      views: 3,
      conversions: 1,
    });
    expect(await ok(a.session, '/v2/guests/analytics/activity?filter=LIFETIME')).toMatchObject({
      active: 2,
      views: 4,
    });
  });
});
