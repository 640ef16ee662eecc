import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { tabTo } from './helpers/keyboard';
import { timeKeys } from './helpers/time-picker';

// Issue 21: the whole of a news post's life without a mouse — page.keyboard only, never click(). Its headline is
// this run's own, so no other journey sees it.

test('keyboard only: sign in, write a news post with a push, schedule it, find it on the calendar, sign out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const keys = page.keyboard;
  const headline = `Keyboard feast ${Date.now().toString(36)}`;

  await page.goto('/');
  await tabTo(page, page.getByLabel(t('auth:login.credential'), { exact: true }));
  await keys.type('demo-admin');
  await tabTo(page, page.getByLabel(t('auth:login.password'), { exact: true }));
  await keys.type(DEMO_PASSWORD);
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The skip link is the first stop; the navigation is reached by Tab like any link.
  const nav = page.getByRole('navigation');
  await tabTo(page, nav.getByRole('link', { name: t('common:nav.news'), exact: true }));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t('content:kinds.news.plural') })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: t('content:list.create') }));
  await keys.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: t('content:fields.headline') }));
  await keys.type(headline);
  // The rich-text body: named by its label, and ringed like any field while it has the focus (tabTo checks the
  // ring: issue 40 #8).
  await tabTo(page, page.getByRole('textbox', { name: t('content:fields.body') }));
  await keys.type('Bring a dish to share.');
  await tabTo(page, page.getByRole('button', { name: t('common:actions.save'), exact: true }));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  // After the save, the focus is on the new item's heading, not lost to the page's body.
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeFocused();

  // Publish with a push, tomorrow at 10:00.
  const publish = page.getByRole('button', { name: t('content:detail.main.publish'), exact: true });
  await tabTo(page, publish);
  await keys.press('Enter');
  // The Publish dialog (the time picker opens a second dialog above it).
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('switch', { name: t('content:publish.schedule') }) });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('switch', { name: t('content:publish.notification') }));
  await keys.press('Space');
  await tabTo(page, dialog.getByRole('switch', { name: t('content:publish.schedule') }));
  await keys.press('Space');
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  await tabTo(page, dialog.getByRole('button', { name: t('content:publish.day') }));
  await keys.press('Enter');
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const names = [day.toLocaleDateString('en-GB', options), day.toLocaleDateString('fr-CA', options)];
  const tomorrow = page.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) });
  // One day of the month is a Tab stop (today's); the arrow keys move from day to day.
  await tabTo(page, page.locator('table button[data-today]'), { max: 15 });
  await keys.press('ArrowRight');
  await expect(tomorrow).toBeFocused();
  await keys.press('Enter');
  const time = dialog.getByRole('textbox', { name: t('content:publish.time') });
  await tabTo(page, time);
  await keys.press('Enter');
  const picker = page.getByRole('dialog', { name: t('content:publish.timeTitle') });
  await tabTo(page, picker.getByRole('textbox', { name: t('common:timePicker.hour') }));
  await keys.type(timeKeys(10, 0));
  await tabTo(page, picker.getByRole('button', { name: t('common:actions.ok') }));
  await keys.press('Enter');
  await expect(picker).toBeHidden();
  // The time picker closed: the focus is back on its field.
  await expect(time).toBeFocused();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await tabTo(page, dialog.getByRole('button', { name: t('content:publish.submitSchedule') }));
  await keys.press('Enter');
  const review = page.getByRole('dialog', { name: t('notifications:review.title') });
  await tabTo(page, review.getByRole('button', { name: t('notifications:review.confirmPublishSchedule') }));
  await keys.press('Enter');
  await expect(page.getByText(t('content:publish.scheduled')).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The dialog closed, and the button that opened it went with the item's new state: the focus is on the item's
  // heading, not lost to the page's body.
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeFocused();

  // Find it on the publishing calendar and open it from there.
  await tabTo(page, nav.getByRole('link', { name: t('common:nav.publishing'), exact: true }), { back: true });
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t('publishing:title') })).toBeFocused();
  if (day.getMonth() !== now.getMonth()) {
    await tabTo(page, page.getByRole('button', { name: t('publishing:next.month') }));
    await keys.press('Enter');
  }
  const entry = page.getByTestId('calendar-entry').filter({ hasText: headline });
  await tabTo(page, entry, { max: 200 });
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeFocused();

  // Sign out from the user menu.
  await tabTo(page, page.getByRole('button', { name: t('common:shell.userMenu') }), { back: true, max: 80 });
  await keys.press('Enter');
  const logout = page.getByRole('menuitem', { name: t('common:shell.logout') });
  for (let i = 0; i < 10 && !(await logout.evaluate((el) => el === document.activeElement)); i++)
    await keys.press('ArrowDown');
  await expect(logout).toBeFocused();
  await keys.press('Enter');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByLabel(t('auth:login.credential'), { exact: true })).toBeVisible();
});
