import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './env';
import { exactly, t } from './i18n';

/** Signs in through the API, as a script would; answers the bearer header for further calls. */
export async function apiLogin(request: APIRequestContext, credential: string, password: string) {
  const res = await request.post('/v1/users/login', { data: { credential, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string; exp: number };
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * The login form's words from the catalogues, in either language: the page follows the browser's language, or
 * the one a journey chose on it (the language-switch journey signs in on an English page in the French run).
 */
const eitherLanguage = (key: string) =>
  new RegExp(
    `^(${exactly(t(key, {}, 'en')).source.slice(1, -1)}|${exactly(t(key, {}, 'fr')).source.slice(1, -1)})$`,
  );
export const credentialField = (page: Page) => page.getByLabel(eitherLanguage('auth:login.credential'));
export const passwordField = (page: Page) => page.getByLabel(eitherLanguage('auth:login.password'));
export const loginButton = (page: Page) =>
  page.getByRole('button', { name: eitherLanguage('auth:login.submit') });

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
