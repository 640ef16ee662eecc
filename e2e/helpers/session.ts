import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './env';

/** Signs in through the API, as a script would; answers the bearer header for further calls. */
export async function apiLogin(request: APIRequestContext, credential: string, password: string) {
  const res = await request.post('/v1/users/login', { data: { credential, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string; exp: number };
  return { authorization: `Bearer ${accessToken}` };
}

export const credentialField = (page: Page) => page.getByLabel(/username|e-mail/i);
export const passwordField = (page: Page) => page.getByLabel(/^password/i);
export const loginButton = (page: Page) => page.getByRole('button', { name: /^(log ?in|sign in)$/i });

/** Signs in through the login page, as a person would. */
export async function uiLogin(page: Page, credential: string, password: string) {
  await page.goto('/');
  await credentialField(page).fill(credential);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

/** Kept as a CI artifact (e2e/screenshots/, not committed). */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}
