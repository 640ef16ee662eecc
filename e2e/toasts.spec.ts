import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { save } from './helpers/content';
import { apart, compose, expectApart, expectClearOfChrome } from './helpers/notifications';
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

// Issue 40 #8: a toast covered a list's pager and the bottom of an open dialog (its buttons). A pager lifts the toasts
// over the rows above it; an open dialog moves up and scrolls within itself to leave them their room.
for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const)
  test(`at ${width} px a toast keeps clear of a list's pager and of an open dialog`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await page.goto('/admin/users');
    const pager = page.locator('[data-toasts-clear]');
    await expect(pager).toBeVisible();
    // The server's refusal, made up here so that nothing changes: an error toast, kept until dismissed.
    const refusal = 'E2E: the server refused this change, in a sentence long enough to wrap.';
    await page.route('**/v1/users/admin-verification/**', (route) =>
      route.fulfill({ status: 409, json: { message: refusal } }),
    );
    await page.getByRole('switch').first().click({ force: true });
    const alert = page.getByRole('alert').filter({ hasText: refusal });
    await expect(alert).toBeVisible();
    // The pager at the window's bottom edge, where the toasts are.
    await pager.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4),
    );
    await expect.poll(() => apart(alert, pager)).toBe(true);
    await expectClearOfChrome(page, alert);
    await screenshot(page, `toast-pager-${width}`);
    await alert.getByRole('button', { name: t('common:toast.dismiss') }).click();
    await expect(alert).toHaveCount(0);

    // A news item's review before a send: a tall dialog.
    await page.goto('/admin/news/new');
    const headline = `Toasts clear of dialogs ${width} ${Date.now()}`;
    await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(headline);
    await save(page, 'news');
    await page.getByRole('button', { name: t('content:detail.main.publish'), exact: true }).click();
    const publish = page.getByRole('dialog');
    await publish.getByRole('switch', { name: t('content:publish.notification') }).click({ force: true });
    await publish.getByRole('button', { name: t('content:publish.submit'), exact: true }).click();
    const review = page.getByRole('dialog', { name: t('notifications:review.title') });
    await expect(review).toBeVisible();
    const refused = 'E2E: the server refused to publish, in a sentence long enough to wrap.';
    await page.route('**/v2/feed/publish/**', (route) =>
      route.fulfill({ status: 409, json: { message: refused } }),
    );
    await review.getByRole('button', { name: t('notifications:review.confirmPublish') }).click();
    const error = page.getByRole('alert').filter({ hasText: refused });
    await expect(error).toBeVisible();
    // Refused, the review gives way to the Publish dialog, kept open with the person's choices, clear of the toasts.
    await expect(publish).toBeVisible();
    const box = page.locator('.mantine-Modal-content').last();
    await expect.poll(() => apart(error, box)).toBe(true);
    // Every toast, each polled: one still sliding in (a success toast shown just before) overlaps for a moment.
    for (const toast of await page.locator('[data-toasts-root] .mantine-Notification-root').all())
      await expect.poll(() => apart(toast, box)).toBe(true);
    await screenshot(page, `toast-dialog-${width}`);
  });
