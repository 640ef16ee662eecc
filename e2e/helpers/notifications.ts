import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { t } from './i18n';

/**
 * Waits until the notification `id` is among what demo-member of `slug` received (the server made their deliveries:
 * their demo phone's, through the provider simulator).
 */
export async function receivedByDemoMember(request: APIRequestContext, slug: string, id: string) {
  const signedIn = await request.post('/app/v1/auth/sign-in', {
    data: { credential: 'demo-member', password: DEMO_PASSWORD, communitySlug: slug },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).accessToken}` };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/app/v1/notifications', { headers })).json()) as {
            data: { id: string }[];
          }
        ).data.some((n) => n.id === id),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** The compose screen with a title and a message typed in; answers its form. */
export async function compose(page: Page, title: string, body: string) {
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: t('notifications:title'), level: 1 })).toBeVisible();
  await page.getByRole('link', { name: t('notifications:composeAction') }).click();
  const form = page.getByRole('form', { name: t('notifications:compose.formLabel') });
  await form.getByRole('textbox', { name: t('notifications:compose.title') }).fill(title);
  await form.getByRole('textbox', { name: t('notifications:compose.body') }).fill(body);
  return form;
}

/** Whether the two boxes do not overlap (false while either is not drawn). */
export async function apart(one: Locator, other: Locator) {
  const a = await one.boundingBox();
  const b = await other.boundingBox();
  if (!a || !b) return false;
  return a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;
}

/** The two boxes do not overlap. */
export async function expectApart(toast: Locator, other: Locator) {
  const covered = `the toast ${JSON.stringify(await toast.boundingBox())} covers ${JSON.stringify(await other.boundingBox())}`;
  expect(await apart(toast, other), covered).toBe(true);
}

/** The toast overlaps neither the page's header nor its side navigation (when shown). */
export async function expectClearOfChrome(page: Page, toast: Locator) {
  const navigation = page.getByRole('navigation', { name: t('common:shell.mainNavigation') });
  // The page's own header comes first; a closing dialog's header (portalled at the end) is a banner too.
  for (const chrome of [page.getByRole('banner').first(), navigation])
    if (await chrome.isVisible()) await expectApart(toast, chrome);
}
