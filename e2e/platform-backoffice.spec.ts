import { generateKeyPairSync } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD } from './helpers/env';
import { screenshot, uiLogin } from './helpers/session';

// A 1×1 PNG: enough for the server's content check and for the shell's <img>.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Valid-looking push credentials, made fresh for the run: an Apple .p8 (EC P-256, PKCS#8) and an FCM service account.
const apnKey = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;
const fcmKey = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;

const run = Date.now().toString(36);
const communityName = `E2E River ${run}`;
const projectId = `e2e-river-${run}`;
const admin = {
  fullName: 'Rowan Tall Trees',
  username: `rowan.${run}`,
  email: `rowan.${run}@example.com`,
  password: 'rowan-password-123',
};

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

test('a platform administrator sets up a community, its administrator, and manages users', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await uiLogin(page, 'demo-platform', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);

  // --- Communities list and creation ---
  await page.getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveURL(/\/administrator\/community$/);
  const list = page.getByRole('table', { name: 'Communities' });
  await expect(list.getByRole('link', { name: 'Demo Nation' })).toBeVisible();
  await screenshot(page, 'administrator-communities');

  await page.getByRole('button', { name: 'Create community' }).click();
  const createForm = page.getByRole('form', { name: 'Create community' });
  await createForm.getByLabel('Name').fill(communityName);
  await expect(createForm.getByLabel('Slug')).toHaveValue(`e2e-river-${run}`);
  await createForm.getByLabel('Android bundle id').fill(`ca.e2e.river${run}`);
  await createForm.getByLabel('iOS bundle id').fill(`ca.e2e.river${run}`);
  await createForm.getByLabel('App version').fill('1.0.0');
  await createForm.getByRole('button', { name: 'Create community' }).click();
  await expect(toast(page, `${communityName} was created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/administrator\/community\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: communityName })).toBeVisible();

  // --- Logo upload with progress ---
  const logoCard = page.getByRole('region', { name: 'Logo' });
  await logoCard
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'The logo was uploaded.')).toBeVisible();
  await expect(logoCard.getByRole('img', { name: `${communityName} logo` })).toHaveAttribute(
    'src',
    /\/files\//,
  );

  // --- App update ---
  const updates = page.getByRole('region', { name: 'App updates' });
  const updateForm = updates.getByRole('form', { name: 'Add app update' });
  await updateForm.getByLabel('Identifier').fill('Build 2');
  await updateForm.getByLabel('App version').fill('1.1.0');
  await updateForm.getByRole('button', { name: 'Add update' }).click();
  await expect(toast(page, 'Version 1.1.0 was added.')).toBeVisible();
  await expect(updates.getByRole('table', { name: 'App updates' })).toContainText('Build 2');
  await expect(updates.getByText('Current version: 1.1.0')).toBeVisible();

  // --- Push credentials: the APN key uploaded as a .p8 file, the FCM service account pasted ---
  const apnForm = page.getByRole('form', { name: 'APN credentials' });
  await expect(apnForm.getByText('Not set')).toBeVisible();
  await apnForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'AuthKey_E2EKEY0001.p8', mimeType: 'text/plain', buffer: Buffer.from(apnKey) });
  await expect(apnForm.getByLabel('Or paste the key')).toHaveValue(/BEGIN PRIVATE KEY/);
  await apnForm.getByLabel('Key id').fill('E2EKEY0001');
  await apnForm.getByLabel('Team id').fill('E2ETEAM001');
  await apnForm.getByRole('button', { name: 'Set APN key' }).click();
  await expect(toast(page, 'The APN credentials were saved.')).toBeVisible();
  await expect(apnForm.getByTestId('apn-status')).toContainText('Key id E2EKEY0001');
  await expect(apnForm.getByRole('button', { name: 'Replace APN key' })).toBeVisible();

  const gcmForm = page.getByRole('form', { name: 'FCM credentials' });
  const serviceAccount = {
    type: 'service_account',
    project_id: projectId,
    client_email: `push@${projectId}.iam.gserviceaccount.com`,
    private_key: fcmKey,
  };
  await gcmForm.getByLabel('Or paste the service-account JSON').fill(JSON.stringify(serviceAccount));
  await gcmForm.getByRole('button', { name: 'Set FCM key' }).click();
  await expect(toast(page, 'The FCM credentials were saved.')).toBeVisible();
  await expect(gcmForm.getByTestId('gcm-status')).toContainText(`Project ${projectId}`);
  await screenshot(page, 'administrator-community-detail');

  // Send summary asks first; the server's reason for refusing reaches the error toast.
  await page.getByRole('button', { name: 'Send summary' }).click();
  await page
    .getByRole('dialog', { name: 'Send summary' })
    .getByRole('button', { name: 'Send summary' })
    .click();
  await expect(toast(page, 'This community has not given permission to be contacted.')).toBeVisible();

  // --- Its community administrator ---
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/administrator\/admin-members$/);
  await page.getByRole('button', { name: 'Create community admin' }).click();
  const adminForm = page.getByRole('form', { name: 'Create community admin' });
  await adminForm.getByPlaceholder('Choose a community').fill(communityName);
  await page.getByRole('option', { name: communityName }).click();
  await adminForm.getByLabel('Full name').fill(admin.fullName);
  await adminForm.getByLabel('Username').fill(admin.username);
  await adminForm.getByLabel('E-mail').fill(admin.email);
  await adminForm.getByLabel('Password', { exact: true }).fill(admin.password);
  await adminForm.getByLabel('Confirm password').fill(admin.password);
  await adminForm.getByRole('button', { name: 'Create community admin' }).click();
  await expect(adminForm).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill(admin.username);
  const adminRow = page.getByRole('table', { name: 'Community administrators' }).getByRole('row', {
    name: new RegExp(admin.username),
  });
  await expect(page.getByText('Page 1 of 1 · 1 total')).toBeVisible();
  await expect(adminRow).toContainText(communityName);
  await expect(adminRow).toContainText(admin.fullName);
  await screenshot(page, 'administrator-admin-members');

  // --- The new administrator sees their community's logo and name in the shell ---
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const adminPage = await adminContext.newPage();
  await uiLogin(adminPage, admin.username, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await expect(adminPage.getByRole('img', { name: `${communityName} logo` })).toHaveAttribute(
    'src',
    /\/files\//,
  );
  await expect(adminPage.getByText(communityName).first()).toBeVisible();
  await expect(adminPage.getByText(admin.fullName).first()).toBeVisible();
  await screenshot(adminPage, 'new-community-admin-shell');
  await adminContext.close();

  // --- Users: multi-community access of a member, toggled and put back ---
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/administrator\/users$/);
  const members = page.getByRole('table', { name: 'Members' });
  const multi = members.getByRole('switch', { name: /^Multi-community access for/ }).first();
  await expect(multi).toBeVisible();
  const before = await multi.isChecked();
  await multi.setChecked(!before, { force: true });
  await expect(
    toast(page, before ? /now only sees/ : /can now switch between their communities/),
  ).toBeVisible();
  await expect(multi).toBeChecked({ checked: !before });
  await screenshot(page, 'administrator-users-members');
  await page.reload();
  await expect(multi).toBeChecked({ checked: !before });
  await multi.setChecked(before, { force: true });
  await expect(multi).toBeChecked({ checked: before });

  // --- Guests: the deleted filter ---
  await page.getByRole('tab', { name: 'Guests' }).click();
  const guests = page.getByRole('table', { name: 'Guests' });
  await expect(guests.getByText('Active', { exact: true }).first()).toBeVisible();
  await page.getByText('Deleted', { exact: true }).first().click();
  await expect(guests.locator('tbody tr').first()).toContainText('Deleted');
  await expect(guests.locator('tbody').getByText('Active', { exact: true })).toHaveCount(0);
  await screenshot(page, 'administrator-users-guests');
});
