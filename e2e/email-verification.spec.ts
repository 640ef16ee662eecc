import { expect, test } from '@playwright/test';
import { t } from './helpers/i18n';
import { DEMO_PASSWORD } from './helpers/env';
import { waitForMail } from './helpers/mail';
import { apiLogin, screenshot } from './helpers/session';

// northern-admin is touched by no other journey, so changing its address cannot disturb them.
const NEW_EMAIL = 'northern-admin.renamed@gathering.local';

test('following the link sent to a changed e-mail address verifies it', async ({ page, request }) => {
  const headers = await apiLogin(request, 'northern-admin', DEMO_PASSWORD);
  const since = Date.now();
  const changed = await request.patch('/v1/users/me/profile', {
    headers,
    data: { firstName: 'Joseph', lastName: 'Laboucan', email: NEW_EMAIL },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect((await changed.json()).isEmailVerified).toBe(false);

  const mail = await waitForMail({ to: NEW_EMAIL, pathPrefix: '/email-verification/', since });
  await page.goto(new URL(mail.link).pathname);
  await expect(page.getByText(t('public:verification.doneTitle'))).toBeVisible();
  await expect(page.getByText(t('public:verification.doneText'))).toBeVisible();
  await screenshot(page, 'email-verification');

  const me = await request.get('/v1/users/me', { headers });
  expect((await me.json()).isEmailVerified).toBe(true);
});

test('an unknown verification token shows the error page', async ({ page }) => {
  await page.goto('/email-verification/this-token-does-not-exist');
  await expect(page.getByText(t('public:verification.errorTitle'))).toBeVisible();
  await expect(page.getByText(t('public:verification.errorText'))).toBeVisible();
  await screenshot(page, 'email-verification-failed');
});
