// Shared by the community analytics tests (counts, periods, lists, insights): the instants they read the figures at,
// the routes of the community console, and an app whose clock stands at NOW before each test.
import { beforeEach, expect } from 'vitest';
import { useTestContext } from './helpers/context';
import { login, type Session } from './helpers/session';
import { analyticsCommunity, times, type EventSpec } from './analytics-fixtures';

// "Today" is 2026-11-20 in Toronto (12:00 EST): the last 7 days are 2026-11-14 … 2026-11-20.
export const NOW = '2026-11-20T17:00:00Z';
export const IN_WEEK = '2026-11-18T17:00:00Z';
export const OLD = '2026-03-10T17:00:00Z';

export const COMMUNITY_ROUTES = [
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

/** The app, its clock at NOW before each test, and requests as a community administrator. */
export function useCommunityAnalytics() {
  const t = useTestContext();
  beforeEach(() => {
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

  return { t, admin, get, ok };
}

export const sum = (data: { count: number }[]) => data.reduce((n, p) => n + p.count, 0);

/** Every metric the counts read, once in the last week and `old` times before it. */
export function everyType(who: { membershipId: string; guestId: string }, old: number): EventSpec[] {
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
