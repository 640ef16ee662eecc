import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';

test('an unknown path goes to the login page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText(t('auth:pitch.title'))).toBeVisible();
});

test('a signed-out visitor asking for a console page is sent to the login page', async ({ page }) => {
  await page.goto('/administrator/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
