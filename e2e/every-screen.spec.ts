import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG } from './helpers/i18n';
import { expectBadgesWhole } from './helpers/layout';
import { apiLogin, uiLogin } from './helpers/session';

// Every route of app/routes/*-routes.tsx, visited once with the demo data and judged by axe (every impact), its
// badges measured whole, in the run's language. Read-only: the journeys that change data check their own screens after each change.

// The width at which French badges were cut ("EN ATTENT…"): every badge of every screen is measured there.
test.use({ viewport: { width: 1366, height: 768 } });

// The three areas side by side (two workers): they read, and sign in as different people.
test.describe.configure({ mode: 'parallel' });

/** The first row's id of a paged list (`{ data: [{ id }] }`), asked of the API as the signed-in person. */
async function firstId(request: APIRequestContext, auth: Record<string, string>, path: string) {
  const res = await request.get(path, { headers: auth });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { data: Array<{ id: string }> };
  expect(body.data.length, `${path} has a row`).toBeGreaterThan(0);
  return body.data[0].id;
}

/**
 * Visits each path and collects axe's findings, so one run names every screen that fails rather than the first.
 * A screen is judged once its heading is up and its requests have settled (no skeleton judged in its place).
 */
async function judge(page: Page, paths: string[]) {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    try {
      // Every screen has one h1 (axe's page-has-heading-one), whatever its state.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Judged in the run's language (the CI runs this file in English and French): its words are axe's to read.
      await expect(page.locator('html')).toHaveAttribute('lang', LANG);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0);
      await expectAccessible(page);
      await expectBadgesWhole(page);
    } catch (error) {
      failures.push(`${path}\n${(error as Error).message}`);
    }
  }
  expect(failures).toEqual([]);
}

test('every screen of the community console passes axe', async ({ page, request }) => {
  test.setTimeout(300_000);
  const auth = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const kinds = ['news', 'events', 'forms', 'jobs', 'documents'] as const;
  const content: string[] = [];
  for (const kind of kinds) {
    const id = await firstId(request, auth, `/v1/base/${kind}`);
    content.push(`/admin/${kind}`, `/admin/${kind}/new`, `/admin/${kind}/${id}`, `/admin/${kind}/${id}/edit`);
  }
  const draft = await firstId(request, auth, '/v1/notifications/drafts');
  const sent = await firstId(request, auth, '/v1/notifications/sent');
  const group = await firstId(request, auth, '/v1/groups');
  const ticket = await firstId(request, auth, '/v2/support/community/tickets');

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await judge(page, [
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
    `/admin/notifications/${sent}`,
    `/admin/notifications/${draft}/edit`,
    '/admin/users',
    '/admin/groups',
    `/admin/groups/${group}`,
    '/admin/support',
    `/admin/support/${ticket}`,
    ...content,
    '/admin/no-such-screen',
  ]);
});

test('every screen of the platform console passes axe', async ({ page, request }) => {
  test.setTimeout(240_000);
  const auth = await apiLogin(request, 'demo-platform', DEMO_PASSWORD);
  const community = await firstId(request, auth, '/v1/community/admin');
  const ticket = await firstId(request, auth, '/v2/support/admin/tickets');

  await uiLogin(page, 'demo-platform', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);
  await judge(page, [
    '/administrator/dashboard',
    '/administrator/community',
    `/administrator/community/${community}`,
    '/administrator/admin-members',
    '/administrator/users',
    '/administrator/analytics',
    '/administrator/audit',
    '/administrator/support',
    `/administrator/support/${ticket}`,
    '/administrator/settings/profile',
    '/administrator/settings/password',
    '/administrator/no-such-screen',
  ]);
});

test('every public page passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  // Tokens no one was sent: each page then says so, which is the screen a stale link shows.
  await judge(page, [
    '/',
    '/reset-request',
    '/user-delete/demo-nation',
    '/password-reset/no-such-token',
    '/email-verification/no-such-token',
    '/deletion-confirmation/no-such-token',
    '/document-review/no-such-token',
    '/invitations/no-such-token',
    '/privacy-policy/demo-nation',
  ]);
});
