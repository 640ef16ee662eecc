import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { BASE_URL, DEMO_PASSWORD } from './helpers/env';
import { BROWSER_LOCALE, LANG } from './helpers/i18n';
import { expectBadgesWhole, expectNoSidewaysScroll } from './helpers/layout';
import { watchRequests } from './helpers/network';

// Every route of app/routes/*-routes.tsx, visited once with the demo data and judged by axe (every impact), its
// badges measured whole, in the run's language. Read-only: the journeys that change data check their own screens
// after each change. Each screen is its own test with its own timeout, so a slow screen on a busy machine fails
// alone and names itself, and the two workers share the screens out between them.

interface Session {
  /** The bearer header, for the API calls that find a record's id. */
  auth: { authorization: string };
  /** The console's stored session (core/session-token.ts) and the refresh cookie, as a login leaves them. */
  token: { accessToken: string; exp: number };
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
}

/** A browser page kept by a worker for one person (or for no one: the public pages), with its requests watched. */
interface ScreenPage {
  page: Page;
  settled: ReturnType<typeof watchRequests>;
}

const WIDE = { width: 1366, height: 768 };

/**
 * One sign-in per person per worker (a screen's test reuses it): the access token outlives a worker's share of the
 * screens, so the console never refreshes and no two pages rotate one refresh token. One page per person per worker
 * too, each screen loaded into it afresh (page.goto): a new browser context per screen started a new renderer that
 * compiled the console's scripts again, about as much CPU as axe's judgement of the screen itself.
 */
const test = base.extend<
  object,
  {
    signIn: (credential: string) => Promise<Session>;
    screenPage: (credential: string | null) => Promise<ScreenPage>;
  }
>({
  signIn: [
    async ({ playwright }, use) => {
      const sessions = new Map<string, Promise<Session>>();
      const contexts: APIRequestContext[] = [];
      await use((credential) => {
        let session = sessions.get(credential);
        if (!session) {
          session = (async () => {
            const request = await playwright.request.newContext({ baseURL: BASE_URL });
            contexts.push(request);
            const res = await request.post('/v1/users/login', {
              data: { credential, password: DEMO_PASSWORD },
            });
            expect(res.status(), await res.text()).toBe(200);
            const token = (await res.json()) as Session['token'];
            const { cookies } = await request.storageState();
            return { auth: { authorization: `Bearer ${token.accessToken}` }, token, cookies };
          })();
          sessions.set(credential, session);
        }
        return session;
      });
      await Promise.all(contexts.map((c) => c.dispose()));
    },
    { scope: 'worker' },
  ],
  screenPage: [
    async ({ browser, signIn }, use) => {
      const pages = new Map<string | null, Promise<ScreenPage>>();
      const contexts: BrowserContext[] = [];
      await use((credential) => {
        let screenPage = pages.get(credential);
        if (!screenPage) {
          screenPage = (async () => {
            // The options the config gives every journey's context (a worker-scoped page is made here, not by it).
            const context = await browser.newContext({
              baseURL: BASE_URL,
              locale: BROWSER_LOCALE,
              timezoneId: process.env.TZ,
              reducedMotion: 'reduce',
              serviceWorkers: 'block',
              viewport: WIDE,
            });
            contexts.push(context);
            const page = await context.newPage();
            if (credential) await signedIn(page, await signIn(credential));
            return { page, settled: watchRequests(page) };
          })();
          pages.set(credential, screenPage);
        }
        return screenPage;
      });
      await Promise.all(contexts.map((c) => c.close()));
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

/** The page signed in as the person, as the console would be after their login. */
async function signedIn(page: Page, session: Session) {
  await page.context().addCookies(session.cookies);
  await page.addInitScript((token) => {
    localStorage.setItem('gathering.accessToken', token.accessToken);
    localStorage.setItem('gathering.exp', String(token.exp));
  }, session.token);
}

/** The first row's id of a paged list (`{ data: [{ id }] }`), asked of the API as the signed-in person. */
async function firstId(request: APIRequestContext, session: Session, path: string) {
  const res = await request.get(path, { headers: session.auth });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { data: Array<{ id: string }> };
  expect(body.data.length, `${path} has a row`).toBeGreaterThan(0);
  return body.data[0].id;
}

/** A screen is on screen once its heading is up and its requests have settled (no skeleton in its place). */
async function open({ page, settled }: ScreenPage, path: string) {
  // The width at which French badges were cut ("EN ATTENT…"): every badge of every screen is measured there.
  await page.setViewportSize(WIDE);
  await page.goto(path);
  // Every screen has one h1 (axe's page-has-heading-one), whatever its state.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Judged in the run's language (the CI runs this file in English and French): its words are axe's to read.
  await expect(page.locator('html')).toHaveAttribute('lang', LANG);
  await settled();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0);
}

/**
 * A screen at 1366 px judged by axe with its badges whole; then, issue 40 #6, at a phone's 390 px it does not scroll
 * sideways, in either language (French words are longer). The phone's width is the same page resized, not a second
 * load: the layout answers the width alone (CSS and Mantine's media queries), and a load per width cost every screen
 * its sign-in and requests twice.
 */
async function judge(screenPage: ScreenPage, path: string) {
  const { page, settled } = screenPage;
  await open(screenPage, path);
  await expectAccessible(page);
  await expectBadgesWhole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The narrow layout may mount what the wide one did not (the navigation's menu): whatever it asks for, settled.
  await settled(100);
  await expectNoSidewaysScroll(page);
}

/** A screen's address; `:id` stands for the first record of the API list `list` (asked as the signed-in person). */
type Screen = string | { path: string; list: string };
const addressOf = (screen: Screen) => (typeof screen === 'string' ? screen : screen.path);

const KINDS = ['news', 'events', 'forms', 'jobs', 'documents'] as const;
const consoles: Array<{ area: string; credential: string; screens: Screen[] }> = [
  {
    area: 'community console',
    credential: 'demo-admin',
    screens: [
      '/admin/dashboard',
      '/admin/analytics',
      '/admin/settings/profile',
      '/admin/settings/password',
      '/admin/settings/community',
      '/admin/settings/export',
      '/admin/settings/data',
      '/admin/audit',
      '/admin/publishing',
      '/admin/notifications',
      '/admin/notifications/new',
      '/admin/notifications/settings',
      '/admin/notifications/cascade',
      '/admin/notifications/cascade?tab=providers',
      '/admin/notifications/cascade?tab=responders',
      '/admin/alerting',
      { path: '/admin/notifications/:id', list: '/v1/notifications/sent' },
      { path: '/admin/notifications/:id/edit', list: '/v1/notifications/drafts' },
      '/admin/users',
      '/admin/groups',
      { path: '/admin/groups/:id', list: '/v1/groups' },
      '/admin/support',
      { path: '/admin/support/:id', list: '/v2/support/community/tickets' },
      ...KINDS.flatMap((kind): Screen[] => [
        `/admin/${kind}`,
        `/admin/${kind}/new`,
        { path: `/admin/${kind}/:id`, list: `/v1/base/${kind}` },
        { path: `/admin/${kind}/:id/edit`, list: `/v1/base/${kind}` },
        { path: `/admin/${kind}/:id/history`, list: `/v1/base/${kind}` },
      ]),
      '/admin/no-such-screen',
    ],
  },
  {
    area: 'platform console',
    credential: 'demo-platform',
    screens: [
      '/administrator/dashboard',
      '/administrator/community',
      { path: '/administrator/community/:id', list: '/v1/community/admin' },
      '/administrator/admin-members',
      '/administrator/users',
      '/administrator/analytics',
      '/administrator/audit',
      '/administrator/support',
      { path: '/administrator/support/:id', list: '/v2/support/admin/tickets' },
      '/administrator/settings/profile',
      '/administrator/settings/password',
      '/administrator/no-such-screen',
    ],
  },
];

for (const { area, credential, screens } of consoles)
  test.describe(area, () => {
    for (const screen of screens)
      test(`${addressOf(screen)} passes axe and fits 390 px`, async ({ request, signIn, screenPage }) => {
        const path =
          typeof screen === 'string'
            ? screen
            : screen.path.replace(':id', await firstId(request, await signIn(credential), screen.list));
        await judge(await screenPage(credential), path);
      });
  });

test.describe('public pages', () => {
  // Tokens no one was sent: each page then says so, which is the screen a stale link shows.
  for (const path of [
    '/',
    '/reset-request',
    '/user-delete/demo-nation',
    '/password-reset/no-such-token',
    '/email-verification/no-such-token',
    '/deletion-confirmation/no-such-token',
    '/document-review/no-such-token',
    '/invitations/no-such-token',
    '/privacy-policy/demo-nation',
    '/alerts/confirm/no-such-token',
  ])
    test(`${path} passes axe and fits 390 px`, async ({ screenPage }) => {
      await judge(await screenPage(null), path);
    });
});
