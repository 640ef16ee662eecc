import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { screenshot } from './helpers/session';

test("a community's privacy policy carries the community's name", async ({ page }) => {
  await page.goto('/privacy-policy/demo-nation');
  await expect(page.getByRole('heading', { name: t('public:policy.title') }).first()).toBeVisible();
  // The name replaces the policy's placeholder in the text, not only in the header.
  await expect.poll(async () => (await page.getByText('Demo Nation').count()) > 1).toBe(true);
  await screenshot(page, 'privacy-policy');
});

test('the privacy policy link in the public footer opens the policy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: t('common:shell.privacyPolicy') }).click();
  await expect(page).toHaveURL(/\/privacy-policy/);
  await expect(page.getByRole('heading', { name: t('public:policy.title') }).first()).toBeVisible();
});
