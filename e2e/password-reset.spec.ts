import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { waitForMail } from './helpers/mail';
import { screenshot, uiLogin } from './helpers/session';

// river-admin is touched by no other journey: resetting its password cannot disturb them.
const EMAIL = 'river-admin@gathering.local';
const NEW_PASSWORD = 'a-brand-new-password-42';

test('forgot password: request, e-mail, reset, then log in with the new password', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: t('auth:login.forgot') }).click();
  await expect(page).toHaveURL(/\/reset-request$/);
  await screenshot(page, 'reset-request');

  const since = Date.now();
  const email = page.getByLabel(t('public:fields.email'), { exact: true });
  // E-mail fields lowercase as typed.
  await email.pressSequentially('River-Admin@Gathering.local');
  await expect(email).toHaveValue(EMAIL);
  await page.getByRole('button', { name: t('public:resetRequest.submit') }).click();
  await expect(page.getByText(t('public:resetRequest.sentTitle'))).toBeVisible();
  await screenshot(page, 'reset-request-sent');

  const mail = await waitForMail({ to: EMAIL, pathPrefix: '/password-reset/', since });
  await page.goto(new URL(mail.link).pathname);
  await page.getByLabel(t('public:fields.email'), { exact: true }).fill(EMAIL);
  await page.getByLabel(t('public:fields.newPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t('public:fields.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
  await screenshot(page, 'password-reset');
  await page.getByRole('button', { name: t('public:reset.submit') }).click();
  await expect(page.getByText(t('public:reset.doneTitle'))).toBeVisible();
  await screenshot(page, 'password-reset-done');

  // The link works once.
  await page.goto(new URL(mail.link).pathname);
  await expect(page.getByText(t('public:reset.invalidTitle'))).toBeVisible();

  await uiLogin(page, 'river-admin', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('River Valley Tribal Council').first()).toBeVisible();
});

test('an unknown reset token shows the invalid token page', async ({ page }) => {
  await page.goto('/password-reset/this-token-does-not-exist');
  await expect(page.getByText(t('public:reset.invalidTitle'))).toBeVisible();
  await expect(page.getByText(t('public:reset.invalidText'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('public:reset.submit') })).toHaveCount(0);
  await screenshot(page, 'password-reset-invalid');
});
