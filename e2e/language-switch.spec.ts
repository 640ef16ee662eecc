import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_ADMIN_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { uiLogin } from './helpers/session';

// The switch names each language in itself, so these two texts are the same in every run.
const ENGLISH = 'English';
const FRANCAIS = 'Français';

const userMenu = (page: Page, language: 'en' | 'fr') =>
  page.getByRole('button', { name: t('common:shell.userMenu', {}, language) });

async function chooseInUserMenu(page: Page, from: 'en' | 'fr', name: string) {
  await userMenu(page, from).click();
  await page.getByRole('menuitem', { name }).click();
}

// The install's own platform administrator (`admin`), whom no other journey uses: switching its language cannot
// change what a journey running alongside sees.
test('the language chosen on a public page and in the user menu is remembered after reload and sign-in', async ({
  page,
}) => {
  // Public page: the choice applies at once and survives a reload (this browser remembers it).
  await page.goto('/');
  await page.getByRole('button', { name: FRANCAIS }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: FRANCAIS })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: ENGLISH }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Signed in: the user menu saves the choice to the account.
  await uiLogin(page, 'admin', PLATFORM_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);
  await chooseInUserMenu(page, 'en', FRANCAIS);
  await expect(userMenu(page, 'fr')).toBeVisible();
  await page.reload();
  await expect(userMenu(page, 'fr')).toBeVisible();

  // Signed out, this browser set back to English: signing in again brings the account's French back.
  await userMenu(page, 'fr').click();
  await page.getByRole('menuitem', { name: t('common:shell.logout', {}, 'fr') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole('button', { name: ENGLISH }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await uiLogin(page, 'admin', PLATFORM_ADMIN_PASSWORD);
  await expect(userMenu(page, 'fr')).toBeVisible();

  // Back to English from the menu: the account follows.
  await chooseInUserMenu(page, 'fr', ENGLISH);
  await expect(userMenu(page, 'en')).toBeVisible();
});
