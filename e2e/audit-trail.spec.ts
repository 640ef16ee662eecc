import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG, exactly, t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { screenshot, uiLogin } from './helpers/session';

// Issue 24 item 1: an administrator's action appears in the community's audit trail, with who and what changed;
// the platform sees it too, and its verification finds every chain intact. The group is new to this journey (its
// name carries the language and a stamp), so no other journey sees it.
// Issue 40 #2: in plain words in both languages (the action, each field's label, the group by name), a person
// picked by name, the filters kept in the address, and Verify in the community's own console.
const area = (name: string) => exactly(`${t(`audit:areas.${name}`)} · ${t('audit:filters.everyAction')}`);
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
  await page.getByRole('option', { name: area('groups') }).click();
  await expect(page).toHaveURL(/[?&]action=groups\./);
  const table = page.getByRole('table', { name: t('audit:tableLabel') });
  // The group's creation (its member lists seen afterwards name it too).
  const created = (rows: typeof table) =>
    rows
      .getByRole('row')
      .filter({ hasText: groupName })
      .filter({ hasText: t('audit:actions.groups.create') });
  const row = created(table);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('audit:actions.groups.create'));
  // The field by its label, the group by its name: no code, no id (the id is the name's hover).
  await expect(row).toContainText(`${t('audit:labelled', { label: t('audit:fields.name') })} ${groupName}`);
  await expect(row.getByText(`${t('audit:targets.group')} · ${groupName}`)).toHaveAttribute(
    'title',
    /^[0-9a-f-]{36}$/,
  );
  await expect(row).not.toContainText('groups.create');
  // The filter is in the address: a reload shows the same entries.
  await page.reload();
  await expect(created(table)).toHaveCount(1);
  await expect(page.getByPlaceholder(t('audit:filters.anyAction'))).toHaveValue(
    `${t('audit:areas.groups')} · ${t('audit:filters.everyAction')}`,
  );
  // A person picked by name, not typed as an id: the administrator's own entries.
  const person = page.getByRole('combobox', { name: t('audit:filters.person'), exact: true });
  await person.click();
  await person.fill('demo-admin');
  await page
    .getByRole('listbox', { name: t('audit:filters.person'), exact: true })
    .getByRole('option', { name: /demo-admin/ })
    .click();
  await expect(page).toHaveURL(/[?&]person=[0-9a-f-]{36}/);
  await expect(created(table)).toHaveCount(1);
  await screenshot(page, `audit-trail-community-${LANG}`);
  await expectAccessible(page);
  // On a phone, opened with the same address: the filters stack and the entry is there, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // The table is cards on a phone; the person chosen is named again from the address.
  await expect(page.getByText(t('audit:actions.groups.create')).first()).toBeVisible();
  await expect(person).toHaveValue('Marie Cardinal');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Verify, in the community's own console: its chain is intact.
  await page.getByRole('button', { name: t('audit:verify.ownButton') }).click();
  const own = t('audit:verify.ownOk_other', { count: 99 }).split('99');
  await expect(page.getByText(new RegExp(`^${own[0]}\\d+${own[1].replace('.', '\\.')}$`))).toBeVisible();

  // The CSV of the filtered trail, with a byte-order mark for spreadsheets; the export is itself recorded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('audit:export.button') }).click(),
  ]);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(groupName);
  await page.getByPlaceholder(t('audit:filters.anyAction')).click();
  await page.getByRole('option', { name: area('audit') }).click();
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
  await page.getByRole('option', { name: area('groups') }).click();
  await expect(created(page.getByRole('table', { name: t('audit:tableLabel') }))).toHaveCount(1);
  await page.getByRole('button', { name: t('audit:verify.button') }).click();
  const intact = t('audit:verify.ok_other', { count: 99 }).split('99');
  await expect(
    page.getByText(new RegExp(`^${intact[0]}\\d+${intact[1].replace('.', '\\.')}$`)),
  ).toBeVisible();
  await screenshot(page, `audit-trail-platform-${LANG}`);
  await expectAccessible(page);
});
