import { expect, test, type Request } from '@playwright/test';
import { credentialField, loginButton, passwordField } from './helpers/session';

const isLoginCall = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/users/login';

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
  await expect(page.getByText('Username is a required field. Please try again!').first()).toBeVisible();
  await expect(page.locator('[data-variant="ERROR"]').first()).toContainText(
    'Username is a required field. Please try again!',
  );

  await credentialField(page).fill('demo-admin');
  await loginButton(page).click();
  await expect(page.getByText('Password is a required field. Please try again!').first()).toBeVisible();

  // Give a wrongly sent request time to show up before asserting there was none.
  await page.waitForTimeout(500);
  expect(loginCalls).toHaveLength(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server message in an error toast', async ({ page }) => {
  await page.goto('/');
  await credentialField(page).fill('demo-admin');
  await passwordField(page).fill('not-the-password');
  const answer = page.waitForResponse((r) => isLoginCall(r.request()));
  await loginButton(page).click();
  expect((await answer).status()).toBe(401);

  const toast = page.locator('[data-variant="ERROR"]');
  await expect(toast).toContainText('The username, e-mail or password is incorrect.');
  await expect(toast).toContainText('Error');
  await expect(page).toHaveURL(/\/$/);
});
