import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { apiLogin, uiLogin } from './helpers/session';

// Issue 40 #5: Escape in the time picker closed the picker and the Publish dialog under it, losing the audience,
// the push and the schedule. Escape closes the innermost layer only. Run with the animations a person sees: the
// dialogs' opening transitions are what hid the earlier fix from the journeys (reducedMotion: 'reduce').
test.use({ reducedMotion: 'no-preference' });
// Once in four runs (French, a clean clone) the Escape that closed the day's calendar closed the dialog too: the key
// came while the calendar was still opening, the focus still on its field inside the dialog. An open popover now keeps
// its Escape (components/dialog/escape-layers.ts; dialog.test.tsx presses it with the focus on the field).

test('Escape in the Publish dialog closes the innermost layer only, keeping what was chosen', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const headline = `Layers ${Date.now().toString(36)}`;
  const created = await request.post('/v1/base/news', {
    headers,
    data: { headline, tagline: 'Three dialogs deep', body: '<p>Escape, once.</p>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/news/${id}`);
  await page.getByRole('button', { name: t('content:detail.main.publish'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('content:publish.title', { headline }) });
  await expect(dialog).toBeVisible();
  const push = dialog.getByRole('switch', { name: t('content:publish.notification') });
  const schedule = dialog.getByRole('switch', { name: t('content:publish.schedule') });
  // Toggled from the keyboard (Space on the focused switch): with the animations on, the push's options open below its
  // switch and move the schedule's while a click is on its way (once in a clean-clone run the click landed beside it:
  // "Clicking the checkbox did not change its state").
  await push.press('Space');
  await expect(push).toBeChecked();
  await schedule.press('Space');
  await expect(schedule).toBeChecked();

  // The time picker: a dialog over the dialog.
  const time = dialog.getByRole('textbox', { name: t('content:publish.time') });
  await time.click();
  const picker = page.getByRole('dialog', { name: t('content:publish.timeTitle') });
  await expect(picker).toBeVisible();
  await picker.getByRole('textbox', { name: t('common:timePicker.hour') }).click();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(push).toBeChecked();
  await expect(schedule).toBeChecked();

  // The calendar of the day: a popover inside the dialog closes alone too.
  await dialog.getByRole('button', { name: t('content:publish.day') }).click();
  const month = page.locator('.mantine-Popover-dropdown table');
  await expect(month).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(month).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(schedule).toBeChecked();

  // The next Escape is the dialog's own.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
