import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { expectBadgesWhole, expectNoSidewaysScroll } from './helpers/layout';
import { apiLogin, uiLogin } from './helpers/session';

// Issue 21: the console on a phone (390 × 844), in the run's language. Each screen is usable without scrolling the
// page sideways, passes axe there, and cuts no badge. Read-only: the screens are looked at, nothing is changed.
test.use({ viewport: { width: 390, height: 844 } });

/** Goes to a screen and waits for its heading and its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0);
}

async function judge(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectBadgesWhole(page);
  await expectAccessible(page);
}

test('on a phone: dashboard, members, analytics, calendar, compose and a ticket fit the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const auth = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const tickets = await request.get('/v2/support/community/tickets', { headers: auth });
  expect(tickets.status()).toBe(200);
  const ticket = ((await tickets.json()) as { data: { id: string }[] }).data[0]!.id;

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await judge(page);
  // The navigation folds behind the menu button, and opens from it.
  const menu = page.getByRole('banner').getByRole('button', { name: t('common:shell.toggleNavigation') });
  await menu.click();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('common:nav.users'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('members:title'), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The members table is a list: every member's role, status and edit button are on screen, none scrolled away.
  const members = page.getByRole('list', { name: t('members:tableLabel') });
  const first = members.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(
    first.getByRole('button', { name: new RegExp(t('members:editNamed', { name: '' })) }),
  ).toBeVisible();
  await expect(first.getByText(t('members:columns.role'))).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await judge(page);

  // Analytics stacks its tiles and charts.
  await open(page, '/admin/analytics');
  await judge(page);

  // The publishing calendar is an agenda: the days with something, each entry whole.
  await open(page, '/admin/publishing');
  await expect(page.getByRole('group', { name: t('publishing:grid') })).toHaveCount(0);
  const agenda = page.getByRole('list', { name: t('publishing:agenda') });
  await expect(agenda.getByTestId('calendar-entry').first()).toBeVisible();
  const cut = await agenda
    .getByTestId('calendar-entry')
    .evaluateAll((entries) => entries.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
  expect(cut).toBe(0);
  await judge(page);

  await open(page, '/admin/notifications/new');
  await judge(page);

  await open(page, `/admin/support/${ticket}`);
  await judge(page);
});

// The public pages (their own light document, public.html) on a phone: each fits, passes axe and is keyboard-usable.
test('on a phone: the public pages fit the screen and work by keyboard', async ({ page }) => {
  for (const path of [
    '/reset-request',
    '/user-delete/demo-nation',
    '/password-reset/no-such-token',
    '/email-verification/no-such-token',
    '/deletion-confirmation/no-such-token',
    '/privacy-policy/demo-nation',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page).toHaveTitle(/ · Gathering$/);
    await judge(page);
  }

  // By keyboard alone: the skip link first, then the form, sent with Enter; the error stays on its field.
  await page.goto('/reset-request');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('common:shell.skipToContent') })).toBeFocused();
  await page.keyboard.press('Enter');
  const email = page.getByLabel(t('public:fields.email'), { exact: true });
  for (let i = 0; i < 5 && !(await email.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(t('common:validation.email'));
});
