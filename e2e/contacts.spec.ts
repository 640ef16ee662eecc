import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG, t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Issue 36 #1: a member's contact channels and consent. The administrator edits them on the member's row (the
// server's sentence under a bad number), imports them from a CSV (a bad row named, the good ones confirmed), and the
// member sees and changes their own in the member web app. Every screen passes axe and fits 390 px.
const SLUG = 'demo-nation';
const BAD_NUMBER =
  LANG === 'fr'
    ? 'Veuillez saisir un numéro de téléphone valide, par exemple +1 204 555 0123.'
    : 'Please enter a valid phone number, for example +1 204 555 0123.';
test.describe.configure({ timeout: 180_000 });

async function atPhoneWidth(page: Page, include?: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, include ? { include } : {});
}

test('an administrator sets a member’s contacts, then imports them from a CSV', async ({ page, request }) => {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const stamp = Date.now() % 10_000;
  const mobile = `+1 204 947 ${String(stamp).padStart(4, '0')}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/users');
  const members = page.getByRole('table', { name: t('members:tableLabel') });
  await page.getByRole('textbox', { name: t('common:table.search') }).fill('demo-member');
  const row = members.getByRole('row').filter({ hasText: 'demo-member' });
  await expect(row).toHaveCount(1);
  await row
    .getByRole('button', { name: new RegExp(`^${t('members:contacts.openNamed', { name: '' })}`) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: t('members:contacts.add') })).toBeVisible();

  // A number the server refuses: its sentence under that number, nothing saved.
  await dialog.getByRole('button', { name: t('members:contacts.add') }).click();
  const groups = dialog.getByRole('group');
  const added = groups.last();
  await added.getByLabel(t('members:contacts.number')).fill('555 01');
  await dialog.getByRole('button', { name: t('common:actions.save') }).click();
  await expect(added.getByText(BAD_NUMBER)).toBeVisible();
  await atPhoneWidth(page, '[role="dialog"]');
  await screenshot(page, 'admin-member-contacts');
  await page.setViewportSize({ width: 1280, height: 800 });
  await added.getByLabel(t('members:contacts.number')).fill(mobile);
  await added.getByRole('checkbox', { name: t('members:contacts.news') }).check();
  await dialog.getByLabel(t('members:contacts.householdNotes')).fill('Dog in the yard.');
  await dialog.getByRole('button', { name: t('common:actions.save') }).click();
  await expect(dialog).toBeHidden();

  // The import: one good row, one bad number; nothing is saved until the good row is confirmed.
  const sam = await request.get('/v1/members?search=demo-member&limit=5', { headers: admin });
  const { data } = (await sam.json()) as { data: { id: string; email: string }[] };
  const csv = [
    'email,member_id,landline,contact_email',
    `${data[0].email},,+1 204 555 0100,`,
    `,${data[0].id},12345,`,
  ].join('\n');
  await page.getByRole('button', { name: t('members:contactsImport.open') }).click();
  const importDialog = page.getByRole('dialog', { name: t('members:contactsImport.title') });
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: t('members:import.preview') }).click();
  await expect(importDialog.getByText(t('members:import.invalid', { count: 1 }))).toBeVisible();
  await expect(
    importDialog.getByText(
      LANG === 'fr' ? 'Le numéro de ligne fixe n’est pas valide.' : 'The landline number is not valid.',
    ),
  ).toBeVisible();
  const submit = importDialog.getByRole('button', { name: t('members:contactsImport.submit', { count: 1 }) });
  await expect(submit).toBeDisabled();
  await atPhoneWidth(page, '[role="dialog"]');
  await page.setViewportSize({ width: 1280, height: 800 });
  await importDialog
    .getByRole('checkbox', { name: t('members:contactsImport.confirmPartial', { count: 1 }) })
    .check();
  await submit.click();
  await expect(importDialog.getByText(t('members:contactsImport.finished'))).toBeVisible({ timeout: 60_000 });
  await expect(importDialog.getByText(t('members:contactsImport.added', { count: 1 }))).toBeVisible();
  await importDialog.getByRole('button', { name: t('members:import.done') }).click();
  // The import ran on the server in the background; opening the dialog again shows what it did.
  await page.getByRole('button', { name: t('members:contactsImport.open') }).click();
  const lastImport = t('members:contactsImport.last', { date: '' }).replace('()', '').trim();
  await expect(importDialog.getByText(lastImport, { exact: false })).toBeVisible();
  await expect(importDialog.getByText(t('members:contactsImport.members', { count: 1 }))).toBeVisible();
  await expectAccessible(page);
  await importDialog.getByRole('button', { name: t('common:actions.cancel') }).click();

  const contacts = await request.get(`/v1/members/${data[0].id}/contacts`, { headers: admin });
  const saved = (await contacts.json()) as {
    channels: { kind: string; consentSource: string }[];
    householdNotes: string;
  };
  expect(saved.householdNotes).toBe('Dog in the yard.');
  expect(saved.channels.find((c) => c.kind === 'LANDLINE')?.consentSource).toBe('IMPORT');
});

test('a member sees and changes their own contacts in the member web app', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/c/${SLUG}/sign-in?next=${encodeURIComponent('/contacts')}`);
  await page.getByLabel(t('member:auth.credential')).fill('demo-member');
  await page.getByLabel(t('member:auth.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('member:contacts.title') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/c/${SLUG}/contacts$`));
  await expect(
    page.getByRole('navigation').getByRole('link', { name: t('member:contacts.title') }),
  ).toBeVisible();

  await page.getByRole('button', { name: t('member:contacts.add') }).click();
  const added = page.getByRole('group').last();
  await added.getByLabel(t('member:contacts.kind')).selectOption('EMAIL');
  await added.getByLabel(t('member:contacts.address')).fill('not an address');
  await page.getByRole('button', { name: t('member:contacts.save') }).click();
  await expect(
    added.getByText(
      LANG === 'fr' ? 'Veuillez saisir une adresse courriel valide.' : 'Please enter a valid e-mail address.',
    ),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await added.getByLabel(t('member:contacts.address')).fill(`sam.${Date.now()}@example.org`);
  await page.getByRole('button', { name: t('member:contacts.save') }).click();
  await expect(page.getByRole('status')).toHaveText(t('member:contacts.saved'));
  await expectAccessible(page);
  await screenshot(page, 'member-web-contacts');
});
