import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { save } from './helpers/content';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG, exactly, t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { screenshot, uiLogin } from './helpers/session';

// Issue 40 #3: every save of an item is a version; two are compared side by side, the changed words marked; an
// earlier one is restored as the newest, and the trail records the restore. The item is new to this journey.
test('an item’s versions are compared and an earlier one restored', async ({ page }) => {
  const stamp = `${LANG} ${Date.now().toString(36)}`;
  const first = `Council meeting ${stamp}`;
  const second = `Council meeting moved ${stamp}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: t('common:nav.news') }).click();
  await page.getByRole('link', { name: t('content:list.create') }).click();
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(first);
  await page.getByRole('textbox', { name: t('content:fields.body') }).fill('In the hall at noon.');
  const id = await save(page, 'news');
  await expect(
    page.getByText(new RegExp(`^${t('content:revisions.versionTitle', { number: 1 })},`)),
  ).toBeVisible();

  await page.getByRole('link', { name: t('common:actions.edit') }).click();
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(second);
  await page.getByRole('textbox', { name: t('content:fields.body') }).fill('In the school at noon.');
  expect(await save(page, 'news')).toBe(id);

  await page.getByRole('link', { name: t('content:revisions.open') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news/${id}/history$`));
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t('content:revisions.title')) }),
  ).toBeVisible();
  const headline = page.getByRole('region', { name: t('content:fields.headline'), exact: true });
  await expect(headline.locator('ins')).toHaveText('moved');
  const body = page.getByRole('region', { name: t('content:fields.body'), exact: true });
  await expect(body.locator('del')).toHaveText('hall');
  await expect(body.locator('ins')).toHaveText('school');
  await screenshot(page, `content-history-${LANG}`);
  await expectAccessible(page);

  // The versions compared are in the address.
  await page.getByRole('combobox', { name: t('content:revisions.left'), exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${t('content:revisions.versionTitle', { number: 2 })} · `) })
    .click();
  await expect(page).toHaveURL(/[?&]from=2/);
  await expect(page.getByText(t('content:revisions.sameFields'))).toBeVisible();
  await page.goto(`/admin/news/${id}/history`);

  await page
    .getByRole('button', { name: t('content:revisions.restore', { number: 1 }) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('content:revisions.confirmTitle', { number: 1 }) });
  await expect(dialog).toContainText(t('content:revisions.confirmDraft', { number: 1 }));
  await dialog.getByRole('button', { name: t('content:revisions.restore', { number: 1 }) }).click();
  await expect(page.getByText(t('content:revisions.restored', { number: 1, now: 3 })).first()).toBeVisible();
  await expect(page.getByText(t('content:revisions.restoredFrom', { number: 1 }))).toBeVisible();

  // On a phone the two versions stack: nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  // Opened on the phone (measured straight after a resize, the page is caught between its two layouts).
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t('content:revisions.title')) }),
  ).toBeVisible();
  await expect(headline).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/admin/news/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();

  // The trail names the restore in words, the item by its headline.
  await page.goto(`/admin/audit?action=content.revision_restore`);
  const row = page
    .getByRole('table', { name: t('audit:tableLabel') })
    .getByRole('row')
    .filter({ hasText: first });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('audit:actions.content.revision_restore'));
  await expect(row).toContainText(`${t('audit:labelled', { label: t('audit:fields.restoredFrom') })} 1`);
});
