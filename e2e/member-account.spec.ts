import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG, t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { screenshot } from './helpers/session';

// Issue 35 item 1: a member's account in the community's web app, in the run's language, on a phone's screen
// (390 × 844): their profile, their content languages put in order by keyboard, their password (then a sign-in with
// the new one), and the community's privacy policy. halona.morin.022, a demo member of Demo Nation no other journey
// uses: its name, languages and password change here.
const SLUG = 'demo-nation';
const MEMBER = 'halona.morin.022';
const NEW_PASSWORD = 'a-new-password-for-halona';
/** The server's sentence (packages/contract messages.ts, apps/server/src/i18n/fr.json). */
const USERNAME_TAKEN =
  LANG === 'fr' ? "Ce nom d'utilisateur est déjà utilisé." : 'This username is already in use.';
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

async function judge(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
}

async function signIn(page: Page, password: string) {
  await page.getByLabel(t('member:auth.credential')).fill(MEMBER);
  await page.getByLabel(t('member:auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();
}

/** The languages' names in the list's order (each in its own language, or in the interface's). */
const languageNames = (list: Locator) =>
  list.locator('li .mw-language-name > span:not([aria-hidden])').allTextContents();

/** The member's phone chose two languages before (the member API's own route, as the phone app calls it). */
async function phoneLanguages(request: APIRequestContext, languages: string[]) {
  const res = await request.post('/app/v1/auth/sign-in', {
    data: { credential: MEMBER, password: DEMO_PASSWORD, communitySlug: SLUG },
  });
  expect(res.status(), await res.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await res.json()).accessToken}` };
  const put = await request.put('/app/v1/me/languages', { headers, data: { languages } });
  expect(put.status(), await put.text()).toBe(200);
}

test('a member edits their profile, orders their languages by keyboard and changes their password', async ({
  page,
  request,
}) => {
  await phoneLanguages(request, ['en', 'fr']);

  // A guest: no such entry in the menu, and the address says to sign in, then comes back here.
  await page.goto(`/c/${SLUG}/account`);
  await expect(page.getByRole('heading', { level: 1, name: t('member:account.title') })).toBeVisible();
  const menu = page.getByRole('navigation', { name: t('member:app.nav') });
  await expect(menu.getByRole('link', { name: t('member:auth.account') })).toHaveCount(0);
  await judge(page);
  await page.getByRole('link', { name: t('member:account.signIn') }).click();
  await signIn(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/c/${SLUG}/account$`));
  await expect(menu.getByRole('link', { name: t('member:auth.account') })).toBeVisible();

  // The profile.
  const profile = page.getByRole('region', { name: t('member:account.profile.title') });
  const lastName = profile.getByLabel(t('member:auth.lastName'), { exact: true });
  await expect(lastName).toHaveValue(/\S/);
  await expect(page).toHaveTitle(new RegExp(`^${t('member:account.title')} · `));
  await judge(page);
  // The server's refusal, under the field it names: another member's username.
  const username = profile.getByLabel(t('member:auth.username'), { exact: true });
  await username.fill('demo-member');
  await profile.getByRole('button', { name: t('member:account.profile.save') }).click();
  await expect(profile.getByText(USERNAME_TAKEN)).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await judge(page);
  await username.fill(MEMBER);
  await lastName.fill('Morin-Thunderchild');
  await profile.getByRole('button', { name: t('member:account.profile.save') }).click();
  await expect(profile.getByText(t('member:account.profile.saved'))).toBeVisible();

  // The languages, by keyboard: the first one moved down keeps the focus (on its other button, at the end).
  const languages = page.getByRole('region', { name: t('member:account.languages.title') });
  const list = languages.getByRole('list', { name: t('member:account.languages.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const [first, second] = await languageNames(list);
  await list.getByRole('button', { name: t('member:account.languages.moveDown', { name: first }) }).focus();
  await page.keyboard.press('Enter');
  await expect(
    list.getByRole('button', { name: t('member:account.languages.moveUp', { name: first }) }),
  ).toBeFocused();
  await expect(
    languages.getByText(t('member:account.languages.moved', { name: first, position: 2, total: 2 })),
  ).toBeAttached();
  // The next stop of the Tab key: the moved language's down button is disabled at the end, so its remove button.
  await page.keyboard.press('Tab');
  await expect(
    list.getByRole('button', { name: t('member:account.languages.remove', { name: first }) }),
  ).toBeFocused();
  await languages.getByRole('button', { name: t('member:account.languages.save') }).press('Enter');
  await expect(languages.getByText(t('member:account.languages.saved'))).toBeVisible();
  await judge(page);
  await screenshot(page, 'member-account');

  // The password: a sentence under the wrong current one, then the change.
  const password = page.getByRole('region', { name: t('member:account.password.title') });
  await password.getByLabel(t('member:account.password.current'), { exact: true }).fill('not-the-password');
  await password.getByLabel(t('member:account.password.new'), { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel(t('member:account.password.confirm'), { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: t('member:account.password.save') }).click();
  const current = password.getByLabel(t('member:account.password.current'), { exact: true });
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await current.fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: t('member:account.password.save') }).click();
  await expect(password.getByText(t('member:account.password.changed'))).toBeVisible();
  await judge(page);

  // Out, and in again with the new password: what was saved is there.
  await page.getByRole('button', { name: t('member:auth.signOut') }).click();
  await expect(page.getByText(t('member:auth.signedOut'))).toBeVisible();
  await signIn(page, DEMO_PASSWORD);
  await expect(page.locator('form [role="alert"]')).toBeVisible();
  await signIn(page, NEW_PASSWORD);
  await expect(page.getByText(t('member:auth.member'), { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: t('member:auth.account') }).click();
  await expect(lastName).toHaveValue('Morin-Thunderchild');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await languageNames(list)).toEqual([second, first]);

  // The community's privacy policy, a public page.
  await page
    .getByRole('region', { name: t('member:account.data.title') })
    .getByRole('link', { name: t('member:account.data.privacy') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/privacy-policy/${SLUG}$`));
  await expect(page.getByRole('heading', { name: t('public:policy.title') }).first()).toBeVisible();
});
