import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { DEMO_PASSWORD } from './helpers/env';
import { screenshot, uiLogin } from './helpers/session';

test('a platform administrator logs in and lands on the administrator dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(t('auth:pitch.title'))).toBeVisible();
  await screenshot(page, 'login');

  await uiLogin(page, 'demo-platform', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);
  // The side navigation of the platform area, and no community settings in the user menu.
  await expect(page.getByRole('link', { name: t('common:nav.dashboard') })).toBeVisible();
  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await expect(page.getByText('Build 2.8.6.250410398')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('common:shell.settings') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  // Real figures from the server: the demo platform has three communities (other journeys may add some).
  const communities = page.getByRole('region', { name: t('dashboard:platform.communities') });
  await expect(communities).toContainText(/\d/);
  expect(Number((await communities.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('region', { name: t('dashboard:platform.members') })).toContainText(/\d/);
  await screenshot(page, 'administrator-dashboard');

  // An authenticated administrator sent to a public page goes back to their area.
  await page.goto('/reset-request');
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);
});
