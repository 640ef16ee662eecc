import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG, exactly, t } from './helpers/i18n';
import { screenshot, uiLogin } from './helpers/session';

// Issue 24 item 1: an administrator's action appears in the community's audit trail, with who and what changed;
// the platform sees it too, and its verification finds every chain intact. The group is new to this journey (its
// name carries the language and a stamp), so no other journey sees it.
test('an action appears in the audit trail, for the community and the platform', async ({ page }) => {
  const groupName = `Audit circle ${LANG} ${Date.now().toString(36)}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: t('common:nav.groups') }).click();
  await page.getByRole('button', { name: t('groups:create') }).click();
  await page.getByLabel(t('groups:name')).fill(groupName);
  await page
    .getByRole('form', { name: t('groups:create') })
    .getByRole('button', { name: t('groups:create') })
    .click();
  await expect(page.getByText(t('groups:created', { name: groupName })).first()).toBeVisible();

  await page.getByRole('link', { name: t('common:nav.audit') }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: exactly(t('audit:title')) })).toBeVisible();
  await page.getByPlaceholder(t('audit:filters.anyAction')).click();
  await page.getByRole('option', { name: exactly(t('audit:areas.groups')) }).click();
  const table = page.getByRole('table', { name: t('audit:tableLabel') });
  const row = table.getByRole('row').filter({ hasText: groupName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('audit:actions.groups.create'));
  await expect(row).toContainText(t('audit:change', { field: 'name', before: '—', after: groupName }));
  await screenshot(page, `audit-trail-community-${LANG}`);
  await expectAccessible(page);

  // The CSV of the filtered trail, with a byte-order mark for spreadsheets; the export is itself recorded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('audit:export.button') }).click(),
  ]);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(groupName);
  await page.getByPlaceholder(t('audit:filters.anyAction')).click();
  await page.getByRole('option', { name: exactly(t('audit:areas.audit')) }).click();
  await expect(table.getByText(t('audit:actions.audit.export')).first()).toBeVisible();

  // The platform: the same entry under Demo Nation, and every chain intact.
  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('common:shell.logout') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await uiLogin(page, 'demo-platform', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);
  await page.getByRole('link', { name: t('common:nav.audit') }).click();
  await expect(page).toHaveURL(/\/administrator\/audit$/);
  await page.getByRole('table', { name: t('audit:tableLabel') }).waitFor();
  await page.getByPlaceholder(t('audit:filters.allCommunities')).click();
  await page.getByRole('option', { name: 'Demo Nation' }).click();
  await page.getByPlaceholder(t('audit:filters.anyAction')).click();
  await page.getByRole('option', { name: exactly(t('audit:areas.groups')) }).click();
  await expect(page.getByRole('row').filter({ hasText: groupName })).toHaveCount(1);
  await page.getByRole('button', { name: t('audit:verify.button') }).click();
  const intact = t('audit:verify.ok_other', { count: 99 }).split('99');
  await expect(
    page.getByText(new RegExp(`^${intact[0]}\\d+${intact[1].replace('.', '\\.')}$`)),
  ).toBeVisible();
  await screenshot(page, `audit-trail-platform-${LANG}`);
  await expectAccessible(page);
});
