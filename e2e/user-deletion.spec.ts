import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { waitForMail } from './helpers/mail';
import { screenshot } from './helpers/session';

// A Demo Nation member no other journey uses: the demo seed names member i of community c
// `${first}.${last}.${c}${i}` (apps/server/src/demo/demo.ts); member 1 of Demo Nation is Mason Bear.
const EMAIL = 'mason.bear.01@members.gathering.local';

test('an app user requests deletion, follows the e-mailed link and is deleted', async ({ page }) => {
  await page.goto('/user-delete/demo-nation');
  await expect(page.getByText('Demo Nation').first()).toBeVisible();
  await expect(page.getByText(t('public:deletion.title'))).toBeVisible();
  await screenshot(page, 'user-delete');

  const since = Date.now();
  const email = page.getByLabel(t('public:fields.email'), { exact: true });
  await email.pressSequentially('Mason.Bear.01@Members.Gathering.local');
  await expect(email).toHaveValue(EMAIL);
  await page.getByRole('button', { name: t('public:deletion.submit') }).click();
  // The confirmation card replaces the form.
  await expect(page.getByRole('button', { name: t('public:deletion.submit') })).toHaveCount(0);
  await expect(page.getByText(t('public:deletion.requestedText'))).toBeVisible();
  await screenshot(page, 'user-delete-sent');

  const mail = await waitForMail({ to: EMAIL, pathPrefix: '/deletion-confirmation/', since });
  expect(mail.subject).toContain('Demo Nation');
  await page.goto(new URL(mail.link).pathname);
  await expect(page.getByText(t('public:deletion.doneTitle'))).toBeVisible();
  await expect(page.getByText(t('public:deletion.doneText'))).toBeVisible();
  await screenshot(page, 'deletion-confirmation');

  // The link works once: the user is gone.
  await page.goto(new URL(mail.link).pathname);
  await expect(page.getByText(t('public:deletion.errorTitle'))).toBeVisible();
  await expect(page.getByText(t('public:deletion.errorText'))).toBeVisible();
});

test('the deletion page of an unknown community goes to the login page', async ({ page }) => {
  await page.goto('/user-delete/no-such-community');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(t('auth:pitch.title'))).toBeVisible();
});
