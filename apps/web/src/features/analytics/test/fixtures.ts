import { http, HttpResponse } from 'msw';
import type {
  AnalyticsCount,
  GuestActivity,
  ItemActivityPage,
  ItemConversions,
  ItemNotifications,
  ItemViewership,
  ItemViews,
  PublishingLogList,
  RecentMembers,
  SystemInsight,
  TimeSeries,
  TopContent,
  UserInsight,
} from '../api/types';

export const ITEM = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** A zero-filled week with a little activity on its last two days. */
export const week = (from = '2026-11-17'): TimeSeries => {
  const start = new Date(`${from}T00:00:00Z`);
  const data = Array.from({ length: 7 }, (_, i) => ({
    date: new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10),
    count: i >= 5 ? i : 0,
  }));
  return { from: data[0]!.date, to: data[6]!.date, data };
};

export const itemViews = { ...week(), views: 11, unique: 7 } satisfies ItemViews;
export const itemViewership = {
  totalViews: 240,
  uniqueViews: 90,
  audience: 120,
  viewership: 75,
} satisfies ItemViewership;
export const itemConversions = {
  ...week(),
  total: 11,
  totalConversions: 31,
  byKind: [{ kind: 'RSVP', count: 11 }],
} satisfies ItemConversions;
export const itemNotifications = {
  data: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      title: 'Feast tonight',
      body: 'Doors open at six',
      deliveredOn: '2026-11-20T18:00:00.000Z',
      delivered: 80,
      conversions: 12,
    },
  ],
} satisfies ItemNotifications;
export const itemActivity = {
  data: [
    { email: 'ann@river.test', name: 'Ann Smith', date: '2026-11-22T10:00:00.000Z', type: 'View' },
    { email: null, name: 'Guest', date: '2026-11-22T09:00:00.000Z', type: 'Conversion' },
  ],
  meta: { current: 0, pages: 3, total: 25 },
} satisfies ItemActivityPage;
export const itemLog = {
  data: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      logged: '2026-11-20T17:00:00.000Z',
      type: 'PUBLISHED',
      email: 'chief@river.test',
      name: 'Mary River',
      scope: null,
      username: 'chief',
    },
  ],
  meta: { current: 0, pages: 1, total: 1 },
} satisfies PublishingLogList;

/** The six per-item routes, all answering. */
export const itemHandlers = [
  http.get('*/v1/feedItem/analytics/:id/views', () => HttpResponse.json(itemViews)),
  http.get('*/v1/feedItem/analytics/:id/viewership', () => HttpResponse.json(itemViewership)),
  http.get('*/v1/feedItem/analytics/:id/conversions', () => HttpResponse.json(itemConversions)),
  http.get('*/v1/feedItem/analytics/:id/notifications', () => HttpResponse.json(itemNotifications)),
  http.get('*/v1/feedItem/analytics/:id/activityLog', () => HttpResponse.json(itemActivity)),
  http.get('*/v2/publishingActivity/:id/log', () => HttpResponse.json(itemLog)),
];

/** An analytics count: lifetime, last 7 days, and the asked period's (the lifetime's unless given). */
export const count = (totalCount: number, inLastWeek: number, inPeriod = totalCount): AnalyticsCount => ({
  from: '2026-01-01',
  to: '2026-11-23',
  totalCount,
  inLastWeek,
  weeklyCount: inLastWeek,
  inPeriod,
});
export const topContent = {
  from: '2026-11-17',
  to: '2026-11-23',
  data: [
    {
      id: ITEM,
      title: 'Summer feast',
      kind: 'EVENT',
      coverImage: null,
      publishedAt: '2026-11-20T17:00:00.000Z',
      views: 1234,
      uniqueViews: 400,
      likes: 20,
      conversions: 30,
    },
  ],
} satisfies TopContent;
export const recentMembers = {
  data: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      fullName: 'Ann Smith',
      email: 'ann@river.test',
      profileImage: null,
      joinedAt: '2026-11-22T10:00:00.000Z',
    },
  ],
} satisfies RecentMembers;
export const userInsight = { total: 300, registered: 211, unregistered: 89 } satisfies UserInsight;
export const systemInsight = {
  conversions: 40,
  views: 900,
  notifications: 12,
  posts: 34,
} satisfies SystemInsight;
export const guestActivity = {
  from: '2026-10-25',
  to: '2026-11-23',
  guests: 90,
  active: 14,
  upgraded: 6,
  views: 320,
  conversions: 9,
} satisfies GuestActivity;

/** What a count answers over each period: USER 5 in the week … 57 lifetime; guests' 4 … 90; the others 1 … 10. */
export const PERIOD_COUNTS = {
  USER: { WEEK: 5, MONTH: 12, YEAR: 40, LIFETIME: 57, RANGE: 3 },
  GUEST: { WEEK: 4, MONTH: 9, YEAR: 60, LIFETIME: 90, RANGE: 2 },
  OTHER: { WEEK: 1, MONTH: 4, YEAR: 8, LIFETIME: 10, RANGE: 2 },
} as const;
const periodCount = (row: keyof typeof PERIOD_COUNTS, request: Request) => {
  const counts = PERIOD_COUNTS[row];
  const filter = (new URL(request.url).searchParams.get('filter') ?? 'LIFETIME') as keyof typeof counts;
  return count(counts.LIFETIME, counts.WEEK, counts[filter]);
};

/** Every community analytics route (counts by type and period: PERIOD_COUNTS). */
export const consoleHandlers = [
  http.get('*/v1/admin/analytics', ({ request }) =>
    HttpResponse.json(
      periodCount(new URL(request.url).searchParams.get('type') === 'USER' ? 'USER' : 'OTHER', request),
    ),
  ),
  http.get('*/v2/guests/admin/analytics', ({ request }) => HttpResponse.json(periodCount('GUEST', request))),
  http.get('*/v1/admin/analytics/log-date', () => HttpResponse.json(week())),
  http.get('*/v2/guests/admin/log-date', () => HttpResponse.json(week())),
  http.get('*/v2/guests/admin/guests', () => HttpResponse.json(week())),
  http.get('*/v1/admin/analytics/top-content', () => HttpResponse.json(topContent)),
  http.get('*/v1/admin/analytics/members/recent', () => HttpResponse.json(recentMembers)),
  http.get('*/v2/insights/user', () => HttpResponse.json(userInsight)),
  http.get('*/v2/insights/system', () => HttpResponse.json(systemInsight)),
  http.get('*/v2/guests/analytics/activity', () => HttpResponse.json(guestActivity)),
];
