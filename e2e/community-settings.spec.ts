import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { screenshot, uiLogin } from './helpers/session';

// demo-admin's community, Demo Nation, starts with contact permission on (demo seed). The journey turns it off,
// checks that a reload keeps it, and turns it back on so other journeys find the seed as it was.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SWITCH = t('community-settings:contact.label');
const toast = (page: Page, text: string) => page.getByText(text).first();

test('a community administrator changes contact permission and the logo in Settings → Community', async ({
  page,
}) => {
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard names its figure "Active members" (issue 10 item 14).
  await expect(page.getByRole('region', { name: t('dashboard:community.members') })).toBeVisible();

  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('common:shell.settings') }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/profile$/);
  await page.getByRole('tab', { name: t('community-settings:tabs.community') }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/community$/);

  const overview = page.getByRole('region', { name: t('community-settings:overview.title') });
  await expect(overview.getByText('Demo Nation')).toBeVisible();
  const contact = page.getByRole('switch', { name: SWITCH });
  await expect(contact).toBeChecked();
  await screenshot(page, 'admin-settings-community');

  await contact.click();
  await expect(toast(page, t('community-settings:contact.off'))).toBeVisible();
  await expect(contact).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: SWITCH })).not.toBeChecked();

  await page.getByRole('switch', { name: SWITCH }).click();
  await expect(toast(page, t('community-settings:contact.on'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked();

  // A new logo shows on the page and in the side menu at once.
  const logoCard = page.getByRole('region', { name: t('community-settings:logo.title') });
  await logoCard
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, t('community-settings:logo.uploaded'))).toBeVisible();
  await expect(
    logoCard.getByRole('img', { name: t('community-settings:logo.alt', { name: 'Demo Nation' }) }),
  ).toHaveAttribute('src', /\/files\//);
  await expect(
    page
      .getByRole('navigation', { name: t('common:shell.mainNavigation') })
      .getByRole('img', { name: t('common:shell.namedLogo', { name: 'Demo Nation' }) }),
  ).toHaveAttribute('src', /\/files\//);
});
