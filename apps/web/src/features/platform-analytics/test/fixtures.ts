import { http, HttpResponse } from 'msw';
import type { CommunityAnalyticsRow, OverviewTiles } from '@gathering/contract';
import type { CommunityPercentages } from '../api/get-community-percentages';
import type { CommunityAnalyticsPage } from '../api/get-filtered-communities';
import type { PlatformOverview } from '../api/get-filtered-overview';
import type { PlatformSeries } from '../api/get-filtered-analytics';
import type { OpenAnalytics } from '../api/get-open-analytics';

type Query = Record<string, string>;
/** Every analytics request the fake API answered, with its query. */
export const calls: { path: string; query: Query }[] = [];
const record = (request: Request) => {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams) as Query;
  calls.push({ path: url.pathname, query });
  return query;
};
export const callsTo = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix));

const range = { from: '2026-10-25', to: '2026-11-23' };
const tiles = (n: number): OverviewTiles => ({
  communities: 12,
  members: 3400 + n,
  views: 51000 + n,
  conversions: 870 + n,
  posts: 140,
  notifications: 66 + n,
});
export const overview = { ...range, registered: tiles(0), unregistered: tiles(5) } satisfies PlatformOverview;
export const series = {
  ...range,
  data: [
    {
      date: '2026-11-22',
      signups: 3,
      guests: 5,
      activeUsers: 80,
      views: 400,
      conversions: 12,
      notifications: 2,
      posts: 4,
    },
    {
      date: '2026-11-23',
      signups: 1,
      guests: 2,
      activeUsers: 75,
      views: 380,
      conversions: 9,
      notifications: 1,
      posts: 2,
    },
  ],
} satisfies PlatformSeries;
export const open = {
  ...range,
  guests: 310,
  upgraded: 42,
  views: 2900,
  conversions: 77,
} satisfies OpenAnalytics;
export const percentages = {
  ...range,
  CONTENT: [
    { label: 'Lake Nation', value: 25 },
    { label: 'River Nation', value: 75 },
  ],
  USER: [{ label: 'River Nation', value: 100 }],
  NOTIFICATION: [],
} satisfies CommunityPercentages;

export const row = (name: string): CommunityAnalyticsRow => ({
  id: `00000000-0000-4000-8000-${name.length.toString().padStart(6, '0')}${name.charCodeAt(0).toString().padStart(6, '0')}`,
  name,
  logo: null,
  users: { members: 10, guests: 4, total: 14 },
  dailyActiveAverage: 3.5,
  views: 120,
  conversions: 7,
  notifications: 2,
  publishing: { client: 1, admin: 3, total: 4 },
});

/** Three pages of communities, keyed by the name of each page's last row (as the server's orderKey). */
export const PAGES = [['Alder', 'Birch'], ['Cedar', 'Dogwood'], ['Elm']];
export function communitiesPage(orderKey: string | undefined): CommunityAnalyticsPage {
  const index = orderKey ? PAGES.findIndex((p) => p[p.length - 1] === orderKey) + 1 : 0;
  const names = PAGES[index] ?? [];
  const last = index < PAGES.length - 1 ? names[names.length - 1] : undefined;
  return {
    ...range,
    data: names.map(row),
    meta: { current: index, pages: PAGES.length, total: 5, ...(last ? { orderKey: last } : {}) },
  };
}

/** Handlers for every call of the analytics screen and the dashboard; a test overrides one with server.use. */
export const analyticsHandlers = [
  http.get('*/v1/administrator/analytics/main/filtered-overview', ({ request }) => {
    record(request);
    return HttpResponse.json(overview);
  }),
  http.get('*/v1/administrator/analytics/main/filtered-analytics', ({ request }) => {
    record(request);
    return HttpResponse.json(series);
  }),
  http.get('*/v2/guests/admin/filtered-overview', ({ request }) => {
    record(request);
    return HttpResponse.json(open);
  }),
  http.get('*/v1/administrator/analytics/main/community-percentages', ({ request }) => {
    record(request);
    return HttpResponse.json(percentages);
  }),
  http.get('*/v1/administrator/analytics/main/filtered-communities', ({ request }) => {
    const query = record(request);
    return HttpResponse.json(communitiesPage(query.orderKey));
  }),
];
