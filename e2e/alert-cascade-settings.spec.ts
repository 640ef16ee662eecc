import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { waitForMail } from './helpers/mail';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Issue 36: Demo Nation's alert cascade as its administrator sees it (its demo provider is the SMS and voice
// simulator), and the page an alert's e-mail links to. Read-only on the settings: other journeys rely on them.

test('the cascade settings: the demo provider with its secret never shown, steps moved by keyboard', async ({
  page,
}) => {
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/notifications');
  await page.getByRole('link', { name: t('notifications:cascadeAction') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('alert-cascade:title') })).toBeVisible();
  await expect(page.getByRole('switch', { name: t('alert-cascade:policy.enabled') })).toBeChecked();

  // The voice call before the text, by keyboard alone: the focus stays on the row that moved.
  const voice = t('alert-cascade:policy.channels.VOICE');
  await page.getByRole('button', { name: t('alert-cascade:policy.moveUp', { channel: voice }) }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(t('alert-cascade:policy.moved', { channel: voice, position: 2 })),
  ).toBeAttached();
  await expect(
    page.getByRole('button', { name: t('alert-cascade:policy.moveDown', { channel: voice }) }),
  ).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('tab', { name: t('alert-cascade:tabs.providers') }).click();
  const name = 'SMS and voice simulator (demo)';
  const list = page.getByRole('list', { name: t('alert-cascade:providers.listLabel') });
  await expect(list.getByText(name)).toBeVisible();
  await expect(list.getByText(t('alert-cascade:providers.secretSet'))).toBeVisible();
  await page.getByRole('button', { name: t('alert-cascade:providers.edit', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: t('alert-cascade:providers.editTitle', { name }) });
  await expect(dialog).toBeVisible();
  // The stored secret is never sent back: the field starts empty and says why.
  await expect(dialog.getByLabel(t('alert-cascade:providers.form.secretTwilio'))).toHaveValue('');
  await expect(dialog.getByText(t('alert-cascade:providers.form.secretKept'))).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'alert-cascade-provider');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("an alert's e-mail link: opening it confirms nothing, its button does", async ({ page, request }) => {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  // Members with no number: the cascade e-mails those without the app at once (push and calls have nothing for them).
  const members = (await (await request.get('/v1/members?limit=100', { headers: admin })).json()) as {
    data: { id: string; email: string }[];
  };
  const emailOnly: { id: string; email: string }[] = [];
  for (const m of members.data) {
    const res = await request.get(`/v1/members/${m.id}/contacts`, { headers: admin });
    if (res.ok() && ((await res.json()) as { channels: unknown[] }).channels.length === 0) emailOnly.push(m);
  }
  expect(emailOnly.length).toBeGreaterThan(0);
  const since = Date.now();
  const title = `Water main break ${since}`;
  const sent = await request.post('/v1/notifications', {
    headers: admin,
    data: {
      title,
      body: 'Boil tap water for one minute before drinking.',
      kind: 'EMERGENCY',
      alertType: 'BOIL_WATER',
      recipients: emailOnly.map((m) => m.id),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const id = ((await sent.json()) as { id: string }).id;
  const mail = await waitForMail({
    to: emailOnly.map((m) => m.email),
    pathPrefix: '/alerts/confirm/',
    since,
  });
  const link = new URL(mail.link).pathname;
  const counts = async () =>
    (
      (await (await request.get(`/v1/notifications/${id}/cascade`, { headers: admin })).json()) as {
        confirmedVia: { EMAIL: number };
      }
    ).confirmedVia.EMAIL;

  // Opened (and reloaded, as a mail scanner and then the person would): the alert, and nothing confirmed.
  await page.goto(link);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(t('public:alertConfirm.from', { community: 'Demo Nation' }))).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  expect(await counts()).toBe(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'alert-confirm-ask');

  await page.getByRole('button', { name: t('public:alertConfirm.button') }).click();
  await expect(page.getByText(t('public:alertConfirm.doneText'))).toBeVisible();
  await expect.poll(counts).toBe(1);
  await expectAccessible(page);
  // Opened again: it says so, with nothing left to press.
  await page.goto(link);
  await expect(page.getByText(t('public:alertConfirm.doneText'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('public:alertConfirm.button') })).toHaveCount(0);
});
