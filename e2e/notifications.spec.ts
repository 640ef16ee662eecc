import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG, t } from './helpers/i18n';
import { compose, expectClearOfChrome } from './helpers/notifications';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Push notifications of the community administrator (demo-admin, Demo Nation), received through the member app
// API by demo-member's phone. Demo Nation's pushes go to the in-process provider simulator (DEMO), so a send is
// really delivered, opened and acknowledged.
const COMMUNITY = 'demo-nation';

test.describe.configure({ timeout: 120_000, mode: 'serial' });

async function memberLogin(request: APIRequestContext) {
  const res = await request.post('/app/v1/auth/sign-in', {
    data: { credential: 'demo-member', password: DEMO_PASSWORD, communitySlug: COMMUNITY },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** A fresh phone for demo-member: an APNs-shaped token registered through the app API. */
async function registerPhone(request: APIRequestContext, headers: Record<string, string>) {
  const token = randomBytes(32).toString('hex');
  const res = await request.put('/app/v1/devices', {
    headers,
    data: { platform: 'ios', token, appVersion: '2.8.6', locale: 'en-CA', timeZone: 'America/Edmonton' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return token;
}

/** A figure of the detail page as a number ("1,234" / "1 234" → 1234). */
async function figure(page: Page, name: 'delivered' | 'opened' | 'acknowledged') {
  const text = (await page.getByTestId(`figure-${name}`).textContent()) ?? '';
  return Number(text.replace(/\D/g, '') || '0');
}

/** Fills the compose form's title and message; the audience stays "All members" (demo-member among them). */
/**
 * The review every send goes through (issue 22): it opens on the send button, shows the server's estimate, and
 * sends only on its own confirm button.
 */
async function review(page: Page, name: 'title' | 'alertTitle' = 'title') {
  const dialog = page.getByRole('dialog', { name: t(`notifications:review.${name}`) });
  await expect(dialog).toBeVisible();
  const reach = dialog.getByRole('table', { name: t('notifications:review.reachLabel') });
  await expect(reach).toBeVisible();
  return { dialog, reach };
}

/** A row's figure of the review's estimate ("1,234" / "1 234" → 1234). */
async function reachFigure(
  reach: ReturnType<Page['getByRole']>,
  name: 'members' | 'guests' | 'iosDevices' | 'androidDevices',
) {
  const row = reach.getByRole('row', { name: new RegExp(`^${t(`notifications:review.${name}`)}`) });
  return Number(((await row.getByRole('cell').textContent()) ?? '').replace(/\D/g, '') || '0');
}

/** The notification id of the detail page the send landed on. */
async function detailId(page: Page) {
  await expect(page).toHaveURL(/\/admin\/notifications\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

let admin: Record<string, string>;
let communityName: string;
let member: Record<string, string>;
let phone: string;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const me = await request.get('/v1/users/me', { headers: admin });
  communityName = ((await me.json()) as { community: { name: string } }).community.name;
  // Demo Nation keeps quiet hours (22:00–07:00 in its zone): an ordinary push sent at night would wait for the
  // morning, and this journey runs at any hour. Its own server and database, so no other journey sees the change.
  const quiet = await request.patch('/v1/notifications/settings', {
    headers: admin,
    data: { quietHoursStart: null, quietHoursEnd: null },
  });
  expect(quiet.status(), await quiet.text()).toBe(200);
  member = await memberLogin(request);
  phone = await registerPhone(request, member);
});

test('compose and send a push: it is delivered to the phone and its open is counted', async ({
  page,
  request,
}) => {
  const title = `Road work ${Date.now()}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const form = await compose(page, title, 'Main Street is closed until 5 PM.');
  // The counters and the preview follow the text.
  await expect(form.getByTestId('char-counter').first()).toHaveText(`${title.length}/65`);
  await expect(page.getByRole('figure', { name: t('notifications:preview.ios') })).toContainText(title);
  await screenshot(page, 'notifications-compose');
  await form.getByRole('button', { name: t('notifications:compose.sendNow') }).click();

  // The review: who (all members), how many (the server's count, demo-member's new iPhone among them), when, what.
  const { dialog, reach } = await review(page);
  await expect(dialog).toContainText(t('notifications:audience.allMembers'));
  expect(await reachFigure(reach, 'members')).toBeGreaterThan(0);
  expect(await reachFigure(reach, 'iosDevices')).toBeGreaterThan(0);
  await expect(dialog.getByRole('figure', { name: t('notifications:preview.ios') })).toContainText(title);
  await expectAccessible(page, { include: '[role="dialog"]' });
  await screenshot(page, 'notifications-review');
  // Back to the form keeps what was written; nothing was sent.
  await dialog.getByRole('button', { name: t('notifications:review.back') }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('textbox', { name: t('notifications:compose.title') })).toHaveValue(title);
  await form.getByRole('button', { name: t('notifications:compose.sendNow') }).click();
  await (
    await review(page)
  ).dialog
    .getByRole('button', { name: t('notifications:review.confirmSend') })
    .click();
  const id = await detailId(page);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Delivered by the simulator to every demo phone, demo-member's new one included.
  await expect.poll(() => figure(page, 'delivered'), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(page.getByText(t('notifications:status.SENT'), { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const received = await request.get('/app/v1/notifications?limit=20', { headers: member });
  expect(received.status(), await received.text()).toBe(200);
  expect(((await received.json()) as { data: { id: string }[] }).data.map((n) => n.id)).toContain(id);

  // The member opens it in the app: the console's Opened figure moves.
  const before = await figure(page, 'opened');
  const open = await request.post(`/app/v1/notifications/${id}/open`, {
    headers: member,
    data: { token: phone },
  });
  expect(open.status(), await open.text()).toBe(200);
  await page.reload();
  await expect.poll(() => figure(page, 'opened'), { timeout: 30_000 }).toBe(before + 1);
  await screenshot(page, 'notifications-detail');

  // It is listed under Sent with its figures.
  await page.goto('/admin/notifications');
  await expect(
    page
      .getByRole('table', { name: t('notifications:sent.tableLabel') })
      .getByRole('row', { name: new RegExp(title) }),
  ).toBeVisible();
});

test('an emergency alert: acknowledged through the app API, the count moves', async ({ page, request }) => {
  const title = `Evacuation ${Date.now()}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const form = await compose(page, title, 'Leave the river bank now; buses wait at the school.');
  await form.getByRole('switch', { name: t('notifications:compose.emergency') }).check();
  await form.getByPlaceholder(t('notifications:compose.chooseAlertType')).click();
  await page.getByRole('option', { name: t('notifications:alert.types.EVACUATION') }).click();
  await expect(page.getByRole('figure', { name: t('notifications:preview.ios') })).toContainText(
    t('notifications:preview.timeSensitive'),
  );
  // Its texts and calls, counted as typed (issue 36): the English text fits one GSM-7 segment.
  const texts = form.getByRole('table', { name: t('notifications:alertCascade.languagesLabel') });
  await expect(texts.getByRole('row').nth(1)).toContainText('GSM-7');
  await expectAccessible(page, { include: 'form' });
  await form.getByRole('button', { name: t('notifications:compose.sendNow') }).click();

  // An alert is confirmed by typing the community's name exactly: until then its button stays off.
  const { dialog } = await review(page, 'alertTitle');
  const send = dialog.getByRole('button', { name: t('notifications:review.confirmAlert') });
  const name = dialog.getByRole('textbox', {
    name: t('notifications:review.typeName', { name: communityName }),
  });
  await expect(name).toBeFocused();
  await expect(send).toBeDisabled();
  await name.fill(communityName.toUpperCase());
  await expect(send).toBeDisabled();
  await name.fill(communityName);
  await expect(send).toBeEnabled();
  // After the push, the cascade's part of the review (Demo Nation's policy decides whether it runs).
  await expect(dialog.getByText(t('notifications:alertCascade.reviewTitle'))).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await send.click();
  const id = await detailId(page);
  await expect(page.getByText(t('notifications:alert.types.EVACUATION')).first()).toBeVisible();
  await expect.poll(() => figure(page, 'delivered'), { timeout: 60_000 }).toBeGreaterThan(0);

  const before = await figure(page, 'acknowledged');
  const ack = await request.post(`/app/v1/notifications/${id}/acknowledge`, {
    headers: member,
    data: { token: phone },
  });
  expect(ack.status(), await ack.text()).toBe(200);
  // No reload: the detail re-reads itself while the alert's figures move. An acknowledgement is the member's: it
  // counts for each of their phones the alert reached (demo-member has a demo phone besides this one).
  await expect.poll(() => figure(page, 'acknowledged'), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(page.getByRole('button', { name: t('notifications:detail.unreached') })).toBeVisible();
  await screenshot(page, 'notifications-alert');
});

test('a scheduled push is on the publishing calendar beside the content', async ({ page }) => {
  const title = `Feast reminder ${Date.now()}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const form = await compose(page, title, 'The feast starts at 6 PM in the hall.');
  await form.getByRole('radio', { name: t('notifications:schedule.modes.at') }).check();
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  await form.getByRole('button', { name: t('notifications:schedule.day') }).click();
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const names = [day.toLocaleDateString('en-GB', options), day.toLocaleDateString('fr-CA', options)];
  await page.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) }).click();
  // The time picker (issue 22 #9): what is missing is said in a sentence while Ok is off; English keeps the spec's
  // 12-hour picker, French is on the 24-hour clock; digits typed over a value replace it.
  const timeField = form.getByRole('textbox', { name: t('notifications:schedule.time') });
  await expect(timeField).toHaveAttribute('placeholder', t('common:timePicker.placeholder'));
  await timeField.click();
  const picker = page.getByRole('dialog');
  const ok = picker.getByRole('button', { name: t('common:actions.ok') });
  await picker.getByRole('textbox', { name: t('common:timePicker.hour') }).click();
  await page.keyboard.type('0900');
  if (LANG === 'en') {
    await expect(ok).toBeDisabled();
    await expect(
      picker.getByText(t('common:timePicker.missing', { parts: t('common:timePicker.missingPeriod') })),
    ).toBeVisible();
    await expect(picker.getByRole('textbox', { name: 'AM/PM' })).toHaveValue('');
    await screenshot(page, 'time-picker-missing');
    await page.keyboard.type('a');
  } else await expect(picker.getByRole('textbox', { name: 'AM/PM' })).toHaveCount(0);
  await expectAccessible(page, { include: '[role="dialog"]' });
  await screenshot(page, 'time-picker');
  await ok.click();
  await expect(picker).toBeHidden();
  await expect(timeField).toHaveValue(LANG === 'en' ? '09:00 AM' : '09 h 00');
  await timeField.click();
  await picker.getByRole('textbox', { name: t('common:timePicker.hour') }).click();
  await page.keyboard.type('1000');
  await ok.click();
  await expect(timeField).toHaveValue(LANG === 'en' ? '10:00 AM' : '10 h 00');

  await form.getByRole('button', { name: t('notifications:compose.schedule'), exact: true }).click();
  await (
    await review(page)
  ).dialog
    .getByRole('button', { name: t('notifications:review.confirmSchedule') })
    .click();
  await expect(page).toHaveURL(/\/admin\/notifications\?tab=scheduled$/);
  // Its success toast is announced as a status, at the bottom, clear of the header and the navigation, and
  // closes by itself.
  const done = page.getByRole('status').filter({ hasText: t('notifications:compose.scheduled') });
  await expect(done).toBeVisible();
  await expectClearOfChrome(page, done);
  // The pointer moves on (a toast under a resting pointer waits for it, as the spec asks), and the toast goes.
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(done).toHaveCount(0, { timeout: 15_000 });
  await expect(
    page
      .getByRole('table', { name: t('notifications:scheduled.tableLabel') })
      .getByRole('row', { name: new RegExp(title) }),
  ).toBeVisible();

  await page.getByRole('link', { name: t('common:nav.publishing') }).click();
  if (day.getMonth() !== now.getMonth())
    await page.getByRole('button', { name: t('publishing:next.month') }).click();
  const entry = page.getByTestId('calendar-push').filter({ hasText: title });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('data-status', 'SCHEDULED');
  await screenshot(page, 'notifications-calendar');
  await entry.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});

test("a scheduled item's push is listed under Scheduled with its item, and cancelling it keeps the item scheduled", async ({
  page,
  request,
}) => {
  // An item of its own, scheduled with a push the day after tomorrow at 10:00 in Winnipeg, as the publish dialog
  // sends it (wall-clock time and its zone).
  const headline = `Treaty day gathering ${Date.now()}`;
  const created = await request.post('/v1/base/news', {
    headers: admin,
    data: { headline, tagline: 'Join us at the arbour.', body: '<p>Bring chairs.</p>' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { id: string }).id;
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const scheduled = await request.patch(`/v2/feed/publish/${id}`, {
    headers: admin,
    data: { publishAt: `${day}T10:00:00`, zone: 'America/Winnipeg', notification: true },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  // Searched by its headline: other journeys schedule pushes too, which may come first in time. The search
  // applies after a pause and clears a selection, so wait until only its row is left.
  const table = page.getByRole('table', { name: t('notifications:scheduled.tableLabel') });
  const scheduledTab = async () => {
    await page.goto('/admin/notifications?tab=scheduled');
    await page.getByRole('textbox', { name: t('common:table.search') }).fill(headline);
    await expect(table.getByRole('row')).toHaveCount(2);
  };
  await scheduledTab();
  const row = table.getByRole('row', { name: new RegExp(headline) });
  await expect(row).toContainText(t('notifications:scheduled.withItem', { headline }));
  await expect(row).toContainText('(Winnipeg)');
  // The screen's own content (the shell's user menu is judged apart: its name is not its visible text).
  await expectAccessible(page, { include: 'main' });

  // Its title opens the item, which says when it goes live, in which zone, and with a push.
  await row.getByRole('link', { name: headline }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news/${id}$`));
  await expect(page.getByText(t('content:detail.pushWhenLive'))).toBeVisible();
  await expect(page.getByText(/\(Winnipeg\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: t('content:detail.main.now') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('content:detail.changeSchedule') })).toBeVisible();

  // The news list says "Scheduled for …" with the zone, not "Published on —".
  await page.goto('/admin/news');
  const listRow = page
    .getByRole('table', { name: t('content:list.tableLabel', { kind: t('content:kinds.news.plural') }) })
    .getByRole('row', { name: new RegExp(headline) });
  await expect(listRow).toContainText(t('content:list.scheduledFor', { time: '' }).trim());
  await expect(listRow).toContainText('(Winnipeg)');
  await screenshot(page, 'content-scheduled');

  // Cancelled from the list: the item stays scheduled, without its push.
  await scheduledTab();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('notifications:batch.delete') }).click();
  const confirm = page.getByRole('dialog', { name: t('notifications:batch.deleteTitle') });
  await expect(confirm).toContainText(t('notifications:batch.itemsStayScheduled', { count: 1 }));
  await confirm.getByRole('button', { name: t('notifications:batch.delete') }).click();
  await expect(row).toBeHidden();
  await page.goto(`/admin/news/${id}`);
  await expect(page.getByRole('heading', { name: headline, level: 1 })).toBeVisible();
  await expect(page.getByText(t('content:status.SCHEDULED'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(t('content:detail.pushWhenLive'))).toBeHidden();

  // "Publish now" does what it says: live at once, and the button then names what it changes.
  await page.getByRole('button', { name: t('content:detail.main.now') }).click();
  const dialog = page.getByRole('dialog', { name: t('content:publish.titleNow', { headline }) });
  await expect(dialog.getByRole('switch', { name: t('content:publish.schedule') })).not.toBeChecked();
  await dialog.getByRole('button', { name: t('content:publish.submitNow') }).click();
  await expect(page.getByText(t('content:publish.published')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t('content:detail.main.live') })).toBeVisible();
  await expect(page.getByText(t('content:status.PUBLISHED'), { exact: true }).first()).toBeVisible();
});
