import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { apiLogin, screenshot, uiLogin } from './helpers/session';
import { timeKeys } from './helpers/time-picker';

// demo-admin sets Demo Nation's quiet hours and zone on the notification settings screen, reloads and finds them
// kept, then switches quiet hours off. Other journeys send pushes at the same time on the same server: the window
// chosen here (4 to 6 hours before now in Edmonton) holds no Canadian phone's present hour, so none of their sends
// waits. The zone is put back at the end and quiet hours stay off (the notifications journey wants them off).

const pad = (n: number) => String(n).padStart(2, '0');

/** The hour `hoursAgo` hours before now on an Edmonton clock (the browser's zone in these journeys). */
function edmontonHour(hoursAgo: number): number {
  const now = Number(
    new Intl.DateTimeFormat('en-CA', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'America/Edmonton',
    }).format(new Date()),
  );
  return (now - hoursAgo + 24) % 24;
}

/** Sets the picker behind the field `label` to `hour`:00 (cleared first, then typed the run's language's way). */
async function pickHour(page: Page, label: string, title: string, hour: number) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  let picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('button', { name: t('common:timePicker.clear') }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('textbox', { name: label, exact: true }).click();
  picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('textbox', { name: t('common:timePicker.hour') }).click();
  await page.keyboard.type(timeKeys(hour, 0));
  await picker.getByRole('button', { name: t('common:actions.ok') }).click();
  await expect(picker).toBeHidden();
}

/** Save, waiting for the server's answer (a toast from an earlier save may still be showing). */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/v1/notifications/settings') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: t('common:actions.save') }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(t('notifications:settings.saved')).first()).toBeVisible();
}

test('a community administrator sets quiet hours and the zone, and they are kept', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const before = await request.get('/v1/notifications/settings', { headers: admin });
  expect(before.status(), await before.text()).toBe(200);
  const { timeZone } = (await before.json()) as { timeZone: string | null };
  const start = edmontonHour(6);
  const end = edmontonHour(4);

  try {
    await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/notifications');
    await page.getByRole('link', { name: t('notifications:settingsAction') }).click();
    await expect(page).toHaveURL(/\/admin\/notifications\/settings$/);
    const form = page.getByRole('form', { name: t('notifications:settings.formLabel') });
    await expect(form.getByText(t('notifications:settings.quietHoursHelp'))).toBeVisible();

    // The seed has quiet hours; another journey may have switched them off already.
    const toggle = form.getByRole('switch', { name: t('notifications:settings.quietHours') });
    if (!(await toggle.isChecked())) await toggle.click();
    await expect(toggle).toBeChecked();
    await pickHour(page, t('notifications:settings.start'), t('notifications:settings.startTitle'), start);
    await pickHour(page, t('notifications:settings.end'), t('notifications:settings.endTitle'), end);
    await form.getByRole('combobox', { name: t('notifications:settings.zone') }).fill('Winni');
    await page.getByRole('option', { name: 'Winnipeg' }).click();
    const windowText = await page.getByTestId('quiet-window').textContent();
    const shownStart = await form
      .getByRole('textbox', { name: t('notifications:settings.start') })
      .inputValue();
    await screenshot(page, 'admin-notification-settings');
    await save(page);

    await page.reload();
    await expect(toggle).toBeChecked();
    await expect(form.getByRole('textbox', { name: t('notifications:settings.start') })).toHaveValue(
      shownStart,
    );
    await expect(page.getByTestId('quiet-window')).toHaveText(windowText!);
    await expect(form.getByRole('combobox', { name: t('notifications:settings.zone') })).toHaveValue(
      'Winnipeg',
    );
    const stored = await request.get('/v1/notifications/settings', { headers: admin });
    expect(await stored.json()).toEqual({
      quietHoursStart: `${pad(start)}:00`,
      quietHoursEnd: `${pad(end)}:00`,
      timeZone: 'America/Winnipeg',
    });

    // Switched off, they are gone after a reload too.
    await toggle.click();
    await expect(form.getByText(t('notifications:settings.off'))).toBeVisible();
    await save(page);
    await page.reload();
    await expect(form.getByText(t('notifications:settings.off'))).toBeVisible();
    await expect(toggle).not.toBeChecked();
  } finally {
    await request.patch('/v1/notifications/settings', {
      headers: admin,
      data: { quietHoursStart: null, quietHoursEnd: null, timeZone },
    });
  }
});
