import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { waitForMail } from './helpers/mail';
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
  await page.getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('link').first()).toBeVisible();
  await screenshot(page, 'admin-groups');
  await page.getByRole('button', { name: 'Create group' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create group' });
  await createDialog.getByLabel('Group name').fill(groupName);
  await createDialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/groups\/[0-9a-f-]{36}$/);
  const groupUrl = page.url();
  await expect(page.getByText('This group has no members yet')).toBeVisible();

  // The CSV import: preview first (nothing written), then the import with its progress.
  const since = Date.now();
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'admin-users');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import members from CSV' });
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByText('3 new')).toBeVisible();
  await expect(importDialog.getByText('0 invalid')).toBeVisible();
  for (const p of people) await expect(importDialog.getByRole('cell', { name: p.email })).toBeVisible();
  await expect(importDialog.getByRole('switch', { name: 'Send invitations' })).toBeChecked();
  await screenshot(page, 'admin-users-import-preview');
  await importDialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(importDialog.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
  await expect(importDialog.getByText('3 members created')).toBeVisible();
  await screenshot(page, 'admin-users-import-done');
  await importDialog.getByRole('button', { name: 'Done' }).click();

  // The group detail lists the three imported members.
  await page.goto(groupUrl);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByText('3 members', { exact: true })).toBeVisible();
  const groupTable = page.getByRole('table', { name: 'Group members' });
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
  await page.getByRole('link', { name: 'Users' }).click();
  // The group page (with its own Search box) stays on screen until the Users screen has loaded.
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(first.email);
  await expect(search).toHaveValue(first.email);
  const row = members.getByRole('row').filter({ hasText: first.email });
  await expect(row).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(2);
  await row.getByRole('checkbox', { name: 'Select row' }).check();
  await page.getByRole('button', { name: 'Actions (1 selected)' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate members' });
  await expect(confirm).toContainText('cannot sign in to the app');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('1 member deactivated.')).toBeVisible();
  await expect(
    members.getByText('No active members yet').or(members.getByText(/No member matches/)),
  ).toBeVisible();
  // The view switch's radios are visually hidden behind their labels.
  await page.locator('label', { hasText: /^Inactive$/ }).click();
  await expect(members.getByRole('row').filter({ hasText: first.email })).toBeVisible();
  await screenshot(page, 'admin-users-inactive');

  // The guests tab lists the community's app guests (the demo has some).
  await page.getByRole('tab', { name: 'Guests' }).click();
  await expect(page.getByRole('table', { name: 'Guests' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Guests' }).getByText('Nothing to show yet')).toHaveCount(0);
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
});
