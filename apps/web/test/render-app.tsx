import { render } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router';
import type { MeResponse } from '@gathering/contract';
import { App } from '../src/app/app';
import {
  consoleHandlers as communityAnalyticsHandlers,
  itemHandlers as itemAnalyticsHandlers,
} from '../src/features/analytics/test/fixtures';
import { routes } from '../src/app/router';
import { createTestQueryClient } from '../src/components/test-utils';
import { toastStore } from '../src/components/toasts';
import { sessionStore } from '../src/lib/session';
import { EXP_KEY, TOKEN_KEY } from '../src/core/session-token';

/**
 * The API, faked at the request level; each test adds its handlers with server.use(...). The console shell's own
 * calls (the Support badge) answer by default, so a screen's test need not know about the shell.
 */
export const server = setupServer(
  // The key of the signed-in person's kept drafts (the editor and the composer keep what is typed, lib/kept-drafts).
  http.get('*/v1/users/me/draft-key', () => HttpResponse.json({ key: 'A'.repeat(43) })),
  http.get('*/v2/support/:scope/tickets/unread', () => HttpResponse.json({ unread: 0 })),
  // The community settings screen's report subscription (none yet).
  http.get('*/v2/reports/community/subscription', () =>
    HttpResponse.json({ frequency: 'NONE', email: null }),
  ),
  // The member web app's frame reads the reader's notifications (the alert banner, the nav's unread count): none.
  http.get('*/app/v1/notifications', () =>
    HttpResponse.json({ data: [], meta: { current: 0, pages: 0, total: 0 } }),
  ),
  // The community's languages (the settings screen, the content editor, publishing): one, so no language tabs.
  http.get('*/v1/community/languages', () =>
    HttpResponse.json({
      languages: [{ tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true }],
    }),
  ),
);

/** Every request the app made, as "METHOD /path". */
export const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** Starts the fake API for one test file (not globally: other files' tests do not want it). */
export function withFakeApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetApp());
  afterAll(() => server.close());
}

export function resetApp() {
  server.resetHandlers();
  requests.length = 0;
  localStorage.clear();
  sessionStore.clear();
  for (const t of toastStore.getSnapshot()) toastStore.dismiss(t.id);
}

export const platformAdmin: MeResponse = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'root',
  email: 'root@gathering.test',
  firstName: 'Ada',
  lastName: 'Root',
  fullName: 'Ada Root',
  isEmailVerified: true,
  isAdministratorUser: true,
  locale: 'en',
  role: null,
  community: null,
};

export const communityAdmin: MeResponse = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'chief',
  email: 'chief@river.test',
  firstName: 'Mary',
  lastName: 'River',
  fullName: 'Mary River',
  isEmailVerified: true,
  isAdministratorUser: false,
  locale: 'en',
  role: 'ADMIN',
  community: { id: '00000000-0000-4000-8000-000000000003', name: 'River Nation', slug: 'river', logo: null },
};

export const dashboardHandlers = [
  http.get('*/v1/administrator/dashboard', () =>
    HttpResponse.json({ counts: { communities: 12, members: 3400, administrators: 15, guests: 87 } }),
  ),
  // The platform dashboard's analytics tiles (last 30 days, registered and unregistered users).
  http.get('*/v1/administrator/analytics/main/filtered-overview', () => {
    const tiles = { communities: 0, members: 0, views: 0, conversions: 0, posts: 0, notifications: 0 };
    return HttpResponse.json({
      from: '2026-01-01',
      to: '2026-01-30',
      registered: tiles,
      unregistered: tiles,
    });
  }),
  http.get('*/v1/admin/dashboard', () =>
    HttpResponse.json({
      counts: { members: 210, administrators: 2, groups: 5, guests: 9, publishedContent: 34 },
    }),
  ),
  // The community dashboard's analytics sections (counts, 30 days of activity, top content, recent members).
  ...communityAnalyticsHandlers,
];

/** The six per-item analytics routes, all answering: the content detail screen shows that panel. */
export { itemAnalyticsHandlers };

/** Stores a token that is valid for an hour and loads `user` as the current user, as the app's start does. */
export async function signIn(user: MeResponse) {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  localStorage.setItem(EXP_KEY, String(Math.floor(Date.now() / 1000) + 3600));
  server.use(http.get('*/v1/users/me', () => HttpResponse.json(user)));
  await sessionStore.load();
}

/** The whole app (providers, guards, layouts) at `path`, over a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(<App router={router} queryClient={queryClient} env="test" />);
  return { ...view, router, queryClient };
}
