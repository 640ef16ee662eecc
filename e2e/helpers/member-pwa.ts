import { expect, type Page } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD } from './env';
import { t } from './i18n';

// The member web app as an installable PWA (issue 35 item 2): what its journeys (member-pwa.spec.ts, offline and
// updates; member-push.spec.ts, Web Push) share. They let its service worker run, which the other journeys block.
export const SLUG = 'demo-nation';
export const SCOPE = `${BASE_URL}/c/${SLUG}/`;

/** The browser for these journeys: Debian's Chromium, not its headless shell, which refuses notifications. */
export const PWA_BROWSER = {
  serviceWorkers: 'allow' as const,
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  },
};

export async function signIn(page: Page) {
  await page.goto(`/c/${SLUG}/sign-in`);
  await page.getByLabel(t('member:auth.credential')).fill('demo-member');
  await page.getByLabel(t('member:auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();
  await expect(page.getByText(t('member:auth.member'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
}

/** The community's worker is active and controls the page (it takes the open page at its first install). */
export async function workerControls(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return [registration?.scope, registration?.active?.state, !!navigator.serviceWorker.controller];
      }),
    )
    .toEqual([SCOPE, 'activated', true]);
}
