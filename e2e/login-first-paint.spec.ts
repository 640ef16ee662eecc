import { expect, test, type Request } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { exactly, t } from './helpers/i18n';
import { credentialField, loginButton, passwordField } from './helpers/session';

const isLoginCall = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/users/login';

// Issue 21: over a satellite link the console's code takes seconds to arrive; the login page does not wait for it.
test("the login page is usable before the console's code has arrived, and the console takes over once signed in", async ({
  page,
}) => {
  // The console's entry script is held back until the person has signed in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let consoleAsked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    consoleAsked = true;
    await held;
    await route.continue();
  });

  // Not "load": the document's load (and DOMContentLoaded) waits for every module script, the held one too.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('auth:pitch.title') })).toBeVisible();
  await expect(page).toHaveTitle(`${t('auth:login.submit')} · Gathering`);
  expect(consoleAsked).toBe(true);
  await expectAccessible(page);

  // The rules hold without the console: nothing is sent while a field is empty.
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (isLoginCall(r)) calls.push(r);
  });
  await loginButton(page).click();
  await expect(credentialField(page)).toHaveAccessibleDescription(t('auth:login.usernameRequired'));
  await expect(credentialField(page)).toBeFocused();
  expect(calls).toHaveLength(0);

  await credentialField(page).fill('demo-admin');
  await passwordField(page).fill(DEMO_PASSWORD);
  const answered = page.waitForResponse((r) => isLoginCall(r.request()));
  await loginButton(page).click();
  expect((await answered).status()).toBe(200);
  // Signed in, the page waits for the console, saying it is busy.
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/$/);

  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The focus, gone with the login page's button, is on the dashboard's heading.
  await expect(page.getByRole('heading', { level: 1, name: exactly(t('dashboard:title')) })).toBeFocused();
  await expect(page.getByRole('region', { name: t('dashboard:community.members') })).toContainText(/\d/);
  await expect(page.getByRole('status').filter({ hasText: t('auth:login.loggedIn') })).toBeVisible();
  // The login page's own styles went with it.
  await expect(page.locator('#public-style')).toHaveCount(0);
  expect(calls).toHaveLength(1);
  await expectAccessible(page);
});

test('a signed-in person who opens "/" again goes to their area, and a signed-out one sees the login page again', async ({
  page,
}) => {
  await page.goto('/');
  await credentialField(page).fill('demo-admin');
  await passwordField(page).fill(DEMO_PASSWORD);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: exactly(t('dashboard:title')) })).toBeVisible();

  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('common:shell.logout') }).click();
  await expect(loginButton(page)).toBeVisible();
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
  await expect(page.locator('#public-style')).toHaveCount(1);
});

test('a console that could not be loaded is said on the login page, and reloading it brings the console', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/', { waitUntil: 'commit' });
  const alert = page.getByRole('alert').filter({ hasText: t('public:login.consoleLost') });
  await expect(alert).toBeVisible();
  await expectAccessible(page);

  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await alert.getByRole('button', { name: t('public:login.reload') }).click();
  await expect(alert).toHaveCount(0);
  await credentialField(page).fill('demo-admin');
  await passwordField(page).fill(DEMO_PASSWORD);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

// Issue 40 #8: an address that leads to the login page (a typed /login, a bookmarked /admin) is still the visit's
// first page: the focus is where the browser put it, and no ring is drawn round the page's heading.
test('an address that redirects to the login page draws no focus ring round its heading', async ({
  page,
}) => {
  for (const path of ['/login', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    const heading = page.getByRole('heading', { level: 1, name: t('auth:pitch.title') });
    await expect(heading).toBeVisible();
    await expect(loginButton(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    // Moved there by a script (as after a navigation), the heading still draws no ring.
    const outline = await heading.evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      h.focus();
      return getComputedStyle(h).outlineStyle;
    });
    expect(outline).toBe('none');
  }
});
