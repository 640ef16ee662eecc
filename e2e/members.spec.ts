import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { waitForMail } from './helpers/mail';
import { t } from './helpers/i18n';
import { expectAccessible } from './helpers/axe';
import { expectButtonsWhole } from './helpers/layout';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Members and groups of the community administrator (demo-admin, Demo Nation): a CSV import into a new group,
// the invitation it e-mails, and a deactivation the member app API then enforces.
const COMMUNITY = 'demo-nation';
const NEW_PASSWORD = 'imported-password-123';

test.describe.configure({ timeout: 150_000 });

test('import members into a group, deactivate one, and their app sign-in is refused', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const groupName = `Import Circle ${stamp}`;
  const people = [
    { first: 'Aiyana', last: 'Whitecloud', email: `aiyana.${stamp}@example.org` },
    { first: 'Koda', last: 'Littlebear', email: `koda.${stamp}@example.org` },
    { first: 'Nita', last: 'Strongheart', email: `nita.${stamp}@example.org` },
  ];
  const csv = [
    'first_name,last_name,email,groups',
    ...people.map((p) => `${p.first},${p.last},${p.email},${groupName}`),
  ].join('\n');
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // A new group, from the groups screen.
  // The navigation is the shell's (not this journey's texts): go by address.
  await page.goto('/admin/groups');
  await expect(page.getByRole('heading', { name: t('groups:title'), level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: t('groups:tableLabel') })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await screenshot(page, 'admin-groups');
  await page.getByRole('button', { name: t('groups:create') }).click();
  const createDialog = page.getByRole('dialog', { name: t('groups:create') });
  await createDialog.getByLabel(t('groups:name')).fill(groupName);
  await createDialog.getByRole('button', { name: t('groups:create') }).click();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/groups\/[0-9a-f-]{36}$/);
  const groupUrl = page.url();
  await expect(page.getByText(t('groups:noMembers'))).toBeVisible();

  // The CSV import: preview first (nothing written), then the import with its progress.
  const since = Date.now();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: t('members:title'), level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: t('members:tableLabel') })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await screenshot(page, 'admin-users');
  await page.getByRole('button', { name: t('members:importCsv') }).click();
  const importDialog = page.getByRole('dialog', { name: t('members:import.title') });
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: t('members:import.preview') }).click();
  await expect(importDialog.getByText(t('members:import.new', { count: 3 }))).toBeVisible();
  await expect(importDialog.getByText(t('members:import.invalid', { count: 0 }))).toBeVisible();
  for (const p of people) await expect(importDialog.getByRole('cell', { name: p.email })).toBeVisible();
  await expect(importDialog.getByRole('switch', { name: t('members:import.invite') })).toBeChecked();
  await screenshot(page, 'admin-users-import-preview');
  await importDialog.getByRole('button', { name: t('members:import.submit', { count: 3 }) }).click();
  await expect(importDialog.getByText(t('members:import.finished'))).toBeVisible({ timeout: 30_000 });
  await expect(importDialog.getByText(t('members:import.created', { count: 3 }))).toBeVisible();
  await screenshot(page, 'admin-users-import-done');
  await importDialog.getByRole('button', { name: t('members:import.done') }).click();

  // The group detail lists the three imported members.
  await page.goto(groupUrl);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByText(t('groups:membersCount', { count: 3 }), { exact: true })).toBeVisible();
  const groupTable = page.getByRole('table', { name: t('groups:membersTable') });
  for (const p of people) await expect(groupTable.getByRole('cell', { name: p.email })).toBeVisible();
  await screenshot(page, 'admin-group-detail');

  // The first member accepts the invitation: the e-mail's link chooses a password, then the app signs them in.
  const [first] = people;
  const mail = await waitForMail({ to: first.email, pathPrefix: '/password-reset/', since });
  const token = new URL(mail.link).pathname.split('/').pop()!;
  const reset = await request.post('/v1/users/reset/password', {
    data: { email: first.email, token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const signIn = () =>
    request.post('/app/v1/auth/sign-in', {
      data: { credential: first.email, password: NEW_PASSWORD, communitySlug: COMMUNITY },
    });
  const before = await signIn();
  expect(before.status(), await before.text()).toBe(200);

  // Deactivated from the members table.
  await page.goto('/admin/users');
  // The group page (with its own Search box) stays on screen until the Users screen has loaded.
  await expect(page.getByRole('heading', { name: t('members:title'), level: 1 })).toBeVisible();
  const members = page.getByRole('table', { name: t('members:tableLabel') });
  const search = page.getByRole('textbox', { name: t('common:table.search') });
  await search.fill(first.email);
  await expect(search).toHaveValue(first.email);
  const row = members.getByRole('row').filter({ hasText: first.email });
  await expect(row).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(2);
  await row.getByRole('checkbox', { name: t('common:table.selectRow') }).check();
  await page.getByRole('button', { name: t('members:actionsSelected', { count: 1 }) }).click();
  await page.getByRole('menuitem', { name: t('members:batch.deactivate.label') }).click();
  const confirm = page.getByRole('dialog', { name: t('members:batch.deactivate.title') });
  await expect(confirm).toContainText(t('members:batch.deactivate.confirm', { count: 1 }));
  await confirm.getByRole('button', { name: t('members:batch.deactivate.label') }).click();
  await expect(page.getByText(t('members:batch.deactivate.done', { count: 1 }))).toBeVisible();
  await expect(
    members.getByText(t('members:empty.active')).or(members.getByText(t('members:noMatch'))),
  ).toBeVisible();
  // The view switch's radios are visually hidden behind their labels.
  await page.locator('label', { hasText: new RegExp(`^${t('members:views.inactive')}$`) }).click();
  await expect(members.getByRole('row').filter({ hasText: first.email })).toBeVisible();
  await screenshot(page, 'admin-users-inactive');

  // Item 12: an erased member shows as 'Deleted member' in the Deleted view, never as the placeholder address.
  const second = people[1];
  await page.locator('label', { hasText: new RegExp(`^${t('members:views.active')}$`) }).click();
  await search.fill(second.email);
  const secondRow = members.getByRole('row').filter({ hasText: second.email });
  await expect(secondRow).toBeVisible();
  await secondRow.getByRole('checkbox', { name: t('common:table.selectRow') }).check();
  await page.getByRole('button', { name: t('members:actionsSelected', { count: 1 }) }).click();
  await page.getByRole('menuitem', { name: t('members:batch.destroy.label') }).click();
  const erase = page.getByRole('dialog', { name: t('members:batch.destroy.title') });
  await erase.getByRole('button', { name: t('members:batch.destroy.label') }).click();
  await expect(page.getByText(t('members:batch.destroy.done', { count: 1 }))).toBeVisible();
  await search.fill('');
  await page.locator('label', { hasText: new RegExp(`^${t('members:views.deleted')}$`) }).click();
  await expect(members.getByText(t('members:deletedMember')).first()).toBeVisible();
  await expect(members).not.toContainText('@deleted.invalid');
  await screenshot(page, 'admin-users-deleted');

  // The guests tab lists the community's app guests (the demo has some).
  await page.getByRole('tab', { name: t('members:tabs.guests') }).click();
  const guests = page.getByRole('table', { name: t('guests:tableLabel') });
  await expect(guests.getByRole('row').nth(1)).toBeVisible();
  await expect(guests.getByText(t('guests:empty'))).toHaveCount(0);
  await screenshot(page, 'admin-users-guests');

  // The member app refuses them now.
  const after = await signIn();
  expect(after.status(), await after.text()).toBe(403);
  expect(((await after.json()) as { message: string }).message).toMatch(/deactivated|inactive/i);

  // The server agrees with the screen.
  const list = await request.get(`/v1/members?inactive=true&search=${encodeURIComponent(first.email)}`, {
    headers: admin,
  });
  expect(list.status()).toBe(200);
  expect(((await list.json()) as { data: { status: string }[] }).data.map((m) => m.status)).toEqual([
    'INACTIVE',
  ]);

  // The group is deleted from its page, after a confirmation; its members stay in the community.
  await page.goto(groupUrl);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await page.getByRole('button', { name: t('groups:delete') }).click();
  const deleteDialog = page.getByRole('dialog', { name: t('groups:delete') });
  await expect(deleteDialog).toContainText(groupName);
  await deleteDialog.getByRole('button', { name: t('common:actions.delete') }).click();
  await expect(page.getByText(t('groups:deleted', { name: groupName }))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/groups$/);
  const basic = await request.get('/v1/groups/basic', { headers: admin });
  expect(((await basic.json()) as { groups: { group: string }[] }).groups.map((g) => g.group)).not.toContain(
    groupName,
  );
});

test("a person's verification and role: Undo after a one-click verification change, a confirmation before a role change", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  // A demo member far down the list (offset is a page: rows 160 to 179), which no other journey touches.
  const res = await request.get('/v1/members?limit=20&offset=8', { headers: admin });
  expect(res.status(), await res.text()).toBe(200);
  interface Row {
    userId: string;
    email: string;
    fullName: string;
    username: string;
    role: string;
    status: string;
    isDeleted: boolean;
    isEmailVerified: boolean;
  }
  const person = ((await res.json()) as { data: Row[] }).data.find(
    (m) =>
      m.status === 'ACTIVE' && !m.isDeleted && m.role === 'MEMBER' && !m.username.startsWith('mason.bear'),
  )!;
  expect(person).toBeTruthy();
  const name = person.fullName || person.username;
  const current = async () => {
    const r = await request.get(`/v1/members?search=${encodeURIComponent(person.email)}`, { headers: admin });
    return ((await r.json()) as { data: Row[] }).data.find((m) => m.userId === person.userId)!;
  };

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: t('members:title'), level: 1 })).toBeVisible();
  const members = page.getByRole('table', { name: t('members:tableLabel') });
  await page.getByRole('textbox', { name: t('common:table.search') }).fill(person.email);
  const row = members.getByRole('row').filter({ hasText: person.email });
  await expect(row).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(2);

  // One click changes the verification; the toast that says so offers Undo, which puts it back.
  const verified = row.getByRole('switch', { name: t('members:verifiedFor', { name }) });
  const was = person.isEmailVerified;
  await verified.click({ force: true });
  const done = t(was ? 'members:markedNotVerified' : 'members:markedVerified', { name });
  const toast = page.getByRole('status').filter({ hasText: done });
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await current()).isEmailVerified).toBe(!was);
  await expectButtonsWhole(toast);
  await toast.getByRole('button', { name: t('common:actions.undo') }).click();
  const undone = page
    .getByRole('status')
    .filter({ hasText: t(was ? 'members:markedVerified' : 'members:markedNotVerified', { name }) });
  await expect(undone).toBeVisible();
  await expect.poll(async () => (await current()).isEmailVerified).toBe(was);
  if (was) await expect(verified).toBeChecked();
  else await expect(verified).not.toBeChecked();
  // On a phone, where a long sentence leaves the button least room (French: "Annuler la modification").
  await undone.getByRole('button', { name: t('common:toast.dismiss') }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  // The table is a list of cards there. Once it is, the switch is toggled from the keyboard: a forced click at the
  // switch's place while the page was still laying itself out for the phone once landed on the menu's Events link.
  await expect(members).toHaveCount(0);
  await page.getByRole('switch', { name: t('members:verifiedFor', { name }) }).focus();
  await page.keyboard.press('Space');
  await expect(toast).toBeVisible();
  await expectButtonsWhole(toast);
  await toast.getByRole('button', { name: t('common:actions.undo') }).click();
  await expect.poll(async () => (await current()).isEmailVerified).toBe(was);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A role is changed only once confirmed; Cancel leaves it as it was.
  const role = row.getByLabel(t('members:roleOf', { name }), { exact: true }).first();
  await role.click();
  await page.getByRole('option', { name: t('members:roles.ADMIN') }).click();
  let confirm = page.getByRole('dialog', { name: t('members:roleConfirm.title', { name }) });
  await expect(confirm).toContainText(t('members:roleConfirm.toAdmin', { name }));
  await expectAccessible(page, { include: '[role="dialog"]' });
  await confirm.getByRole('button', { name: t('common:actions.cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(role).toHaveValue(t('members:roles.MEMBER'));
  expect((await current()).role).toBe('MEMBER');

  await role.click();
  await page.getByRole('option', { name: t('members:roles.ADMIN') }).click();
  confirm = page.getByRole('dialog', { name: t('members:roleConfirm.title', { name }) });
  await confirm.getByRole('button', { name: t('members:roleConfirm.makeAdmin') }).click();
  await expect(page.getByText(t('members:nowAdministrator', { name }))).toBeVisible();
  await expect.poll(async () => (await current()).role).toBe('ADMIN');
  await screenshot(page, 'admin-users-role');

  // And back, also confirmed: the journey leaves the member as it found them.
  await role.click();
  await page.getByRole('option', { name: t('members:roles.MEMBER') }).click();
  confirm = page.getByRole('dialog', { name: t('members:roleConfirm.title', { name }) });
  await expect(confirm).toContainText(t('members:roleConfirm.toMember', { name }));
  await confirm.getByRole('button', { name: t('members:roleConfirm.makeMember') }).click();
  await expect.poll(async () => (await current()).role).toBe('MEMBER');
});
