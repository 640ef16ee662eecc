import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { compose } from './helpers/notifications';
import { uiLogin } from './helpers/session';

// Issue 21: what an administrator types survives the link dropping while they save, and the page being closed.
test('a push typed while the link drops is kept in the browser and offered back', async ({ page }) => {
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const title = `Ferry cancelled ${Date.now()}`;
  const form = await compose(page, title, 'The 3 PM crossing is cancelled because of ice.');
  // The link drops as the draft is saved: the save is not dropped but sent again (it says so), and the words are
  // still kept.
  await page.route('**/v1/notifications', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await form.getByRole('button', { name: t('notifications:compose.saveDraft') }).click();
  await expect(page.getByText(t('common:connection.notSaved'))).toBeVisible();

  // The tab is closed before the link came back; the next visit of the composer offers the words back.
  await page.goto('/admin/notifications/new');
  await page.unroute('**/v1/notifications');
  const banner = page.getByRole('region', { name: t('common:keptDraft.title') });
  await expect(banner).toBeVisible();
  await expectAccessible(page, { include: 'main' });
  const again = page.getByRole('form', { name: t('notifications:compose.formLabel') });
  await expect(again.getByRole('textbox', { name: t('notifications:compose.title') })).toHaveValue('');
  await banner.getByRole('button', { name: t('common:keptDraft.restore') }).click();
  await expect(again.getByRole('textbox', { name: t('notifications:compose.title') })).toHaveValue(title);
  await expect(banner).toBeHidden();

  // Saved for real this time: nothing is offered afterwards.
  await again.getByRole('button', { name: t('notifications:compose.saveDraft') }).click();
  await expect(page).toHaveURL(/tab=drafts/);
  await page.goto('/admin/notifications/new');
  await expect(page.getByRole('form', { name: t('notifications:compose.formLabel') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('common:keptDraft.title') })).toHaveCount(0);
});
