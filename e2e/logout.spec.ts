import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { DEMO_PASSWORD } from './helpers/env';
import { uiLogin } from './helpers/session';

test('logout from the user menu returns to the login page and ends the session', async ({ page }) => {
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/users/logout');
  await page.getByRole('menuitem', { name: t('common:shell.logout') }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText(t('auth:pitch.title'))).toBeVisible();

  // Nothing of the session is left: the console is closed again, even after a reload.
  await page.reload();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
