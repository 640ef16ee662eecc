import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { compose, expectApart, expectClearOfChrome } from './helpers/notifications';
import { screenshot, uiLogin } from './helpers/session';

// Toasts (issue 22 item 8): one position, never over the header, the navigation or a form's buttons; errors kept
// until dismissed, by keyboard too.

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const)
  test(`an error toast at ${width} px: an alert clear of the header, kept until dismissed by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // The page's clock is the test's: a toast's life is moved through, not waited out in real seconds.
    await page.clock.install();
    await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    // The sign-in's own success toast closes by itself.
    const loggedIn = page.getByRole('status').filter({ hasText: t('auth:login.loggedIn') });
    await expect(loggedIn).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(loggedIn).toHaveCount(0);
    const form = await compose(page, `Refused ${Date.now()}`, 'The server refuses this one.');
    // The server's refusal, made up here so that nothing is saved: its words reach the toast.
    const refusal = 'E2E: this draft was refused by the server.';
    await page.route('**/v1/notifications', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, json: { message: refusal } })
        : route.fallback(),
    );
    await form.getByRole('button', { name: t('notifications:compose.saveDraft') }).click();
    const alert = page.getByRole('alert').filter({ hasText: refusal });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(t('common:toast.error'));
    await expectClearOfChrome(page, alert);
    // At the page's end, which keeps room for the toasts, the form's own buttons are clear of it too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectApart(alert, form.getByRole('button', { name: t('notifications:compose.saveDraft') }));
    await expectAccessible(page, { include: '[data-toasts-root]' });
    await screenshot(page, `toast-error-${width}`);
    // Still there well after a success toast would have gone.
    await page.clock.fastForward(10_000);
    await expect(alert).toBeVisible();
    const dismiss = alert.getByRole('button', { name: t('common:toast.dismiss') });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);
  });
