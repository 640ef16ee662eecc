import { expect, test } from '@playwright/test';
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

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('Build 2.8.6.250410398')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Members' })).toContainText(/\d/);
  await screenshot(page, 'admin-dashboard');

  // The login page and unknown paths send an authenticated community administrator to their dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/administrator/dashboard');
  await expect(page).not.toHaveURL(/\/administrator\//);
});
