import { expect, test, type Request } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { LANG, t } from './helpers/i18n';
import { credentialField, loginButton, passwordField } from './helpers/session';

const isLoginCall = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/users/login';

// The server's answer in the run's language (apps/server/src/i18n): not in the web catalogues.
const INVALID_CREDENTIALS = {
  en: 'The username, e-mail or password is incorrect.',
  fr: "Le nom d'utilisateur, le courriel ou le mot de passe est incorrect.",
}[LANG];

test('an empty credential or password is refused in the browser without calling the server', async ({
  page,
}) => {
  const loginCalls: Request[] = [];
  page.on('request', (r) => {
    if (isLoginCall(r)) loginCalls.push(r);
  });
  await page.goto('/');

  // The credential is checked first, even when the password is missing too.
  await loginButton(page).click();
  // Shown under the field and as an error notification.
  await expect(page.getByText(t('auth:login.usernameRequired')).first()).toBeVisible();
  await expect(page.locator('[data-variant="ERROR"]').first()).toContainText(
    t('auth:login.usernameRequired'),
  );

  // Both empty fields are marked beside them, not only the one the notification names.
  await expect(passwordField(page)).toHaveAccessibleDescription(t('auth:login.passwordRequired'));

  await credentialField(page).fill('demo-admin');
  await loginButton(page).click();
  await expect(page.getByText(t('auth:login.passwordRequired')).first()).toBeVisible();
  await expect(credentialField(page)).not.toHaveAccessibleDescription(t('auth:login.usernameRequired'));

  // Give a wrongly sent request time to show up before asserting there was none.
  await page.waitForTimeout(500);
  expect(loginCalls).toHaveLength(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server message in an error toast and beside the form until the next try', async ({
  page,
}) => {
  await page.goto('/');
  await credentialField(page).fill('demo-admin');
  await passwordField(page).fill('not-the-password');
  const answer = page.waitForResponse((r) => isLoginCall(r.request()));
  await loginButton(page).click();
  expect((await answer).status()).toBe(401);

  const toast = page.locator('[data-variant="ERROR"]');
  await expect(toast).toContainText(INVALID_CREDENTIALS);
  await expect(toast).toContainText(t('common:toast.error'));
  await expect(page).toHaveURL(/\/$/);

  // The same words stay beside the form after the toast has gone, until the next try.
  const inline = page.locator('form').getByRole('alert');
  await expect(inline).toHaveText(INVALID_CREDENTIALS);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  await expect(inline).toHaveText(INVALID_CREDENTIALS);
  await expectAccessible(page);
  await passwordField(page).fill('');
  await loginButton(page).click();
  await expect(inline).toHaveCount(0);
  await expect(passwordField(page)).toHaveAccessibleDescription(t('auth:login.passwordRequired'));
  await expectAccessible(page);
});
