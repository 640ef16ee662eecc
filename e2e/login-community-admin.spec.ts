import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { DEMO_PASSWORD } from './helpers/env';
import { screenshot, uiLogin } from './helpers/session';

test('a community administrator logs in and sees their community and name in the console', async ({
  page,
}) => {
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Demo Nation').first()).toBeVisible();
  // demo-admin is Marie Cardinal in the demo seed.
  await expect(page.getByText('Marie Cardinal').first()).toBeVisible();

  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await expect(page.getByText('Build 2.8.6.250410398')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('common:shell.settings') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('region', { name: t('dashboard:community.members') })).toContainText(/\d/);
  await screenshot(page, 'admin-dashboard');

  // Each screen names the tab after its heading and the community; a navigation takes the focus to the heading.
  await expect(page).toHaveTitle(/^.+ · Demo Nation · Gathering$/);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('common:nav.users'), exact: true })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: t('members:title'), exact: true });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${t('members:title')} · Demo Nation · Gathering`);
  // The first keyboard stop of a page skips the header and the navigation.
  await page.goto('/admin/groups');
  await expect(page.getByRole('heading', { level: 1, name: t('groups:title'), exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('common:shell.skipToContent') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The login page and unknown paths send an authenticated community administrator to their dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/administrator/dashboard');
  await expect(page).not.toHaveURL(/\/administrator\//);
});
