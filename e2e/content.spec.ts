import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, MAIL_DIR } from './helpers/env';
import { BROWSER_LOCALE, LANG, exactly, t } from './helpers/i18n';
import { waitForMail } from './helpers/mail';
import { memberLogin, save, twoMembers } from './helpers/content';
import { apiLogin, screenshot, uiLogin } from './helpers/session';
import { timeKeys } from './helpers/time-picker';

// Content journeys of the community administrator (demo-admin, Demo Nation), checked against the member app API.
// A 1×1 PNG and the smallest PDF the server's content check accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe.configure({ timeout: 120_000 });

async function feedHeadlines(request: APIRequestContext, headers: Record<string, string>, search: string) {
  const res = await request.get(`/app/v1/feed?search=${encodeURIComponent(search)}&limit=100`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { headline: string }[] }).data.map((i) => i.headline);
}

/**
 * Picks a day of the month in the field's Mantine date picker (its day names: "10 November 2026"), until the field
 * shows it: in a full French run the second row's day was once clicked while its picker was still opening, and the
 * field stayed empty (the save then refused "Date 2 must have a day").
 */
async function pickDay(page: Page, field: ReturnType<Page['getByRole']>, day: Date) {
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const names = [day.toLocaleDateString('en-GB', options), day.toLocaleDateString('fr-CA', options)];
  const dayButton = page.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) });
  await expect(async () => {
    if (!(await dayButton.isVisible())) await field.click();
    await dayButton.click({ timeout: 2_000 });
    await expect(field).toContainText(String(day.getDate()), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** A wall-clock time as the app writes it in the run's language ("04:30 PM", "16 h 30"), spaces loosely. */
function clock(hour: number, minute: number): RegExp {
  const text = new Intl.DateTimeFormat(LANG === 'fr' ? 'fr-CA' : 'en-US', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    ...(LANG === 'en' ? { hour12: true } : {}),
  }).format(Date.UTC(1970, 0, 1, hour, minute));
  return new RegExp(text.replace(/\s/g, '\\s'));
}

/** Types a time (24-hour numbers) into the time picker modal, the run's language's way, and confirms it. */
async function pickTime(page: Page, field: ReturnType<Page['getByRole']>, hour: number, minute: number) {
  await field.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t('common:timePicker.hour') }).click();
  await page.keyboard.type(timeKeys(hour, minute));
  await dialog.getByRole('button', { name: t('common:actions.ok') }).click();
  await expect(dialog).toBeHidden();
}

/** The outbox message to `to` whose subject contains `subject` (the form mail carries no link). */
async function waitForSubject(to: string, subject: string, since: number) {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
        for (const file of files.filter((f) => f.endsWith('.eml') && Number(f.split('-')[0]) >= since)) {
          const mail = await simpleParser(await readFile(join(MAIL_DIR, file)));
          const rcpt = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
          if (rcpt.some((a) => a.address === to) && (mail.subject ?? '').includes(subject)) {
            found = mail.text ?? '';
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} about ${subject}`, timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  return found;
}

test('an event with two dates and a cover, published to one group, reaches only that group', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const [inGroup, outside] = await twoMembers(request, admin);
  const stamp = Date.now().toString(36);
  const groupName = `E2E Riders ${stamp}`;
  const group = await request.post('/v1/groups', {
    headers: admin,
    data: { group: groupName, members: [inGroup.id] },
  });
  expect(group.status(), await group.text()).toBe(201);

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: t('common:nav.events') }).click();
  await expect(page.getByRole('heading', { name: t('content:kinds.events.plural') })).toBeVisible();
  await screenshot(page, 'content-events-list');
  await page.getByRole('link', { name: t('content:list.create') }).click();

  const headline = `Canoe gathering ${stamp}`;
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(headline);
  await page.getByRole('textbox', { name: t('content:fields.tagline') }).fill('Two days on the river');
  await page.getByRole('textbox', { name: t('content:fields.location') }).fill('Riverside park');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('cover-attachment')).toBeVisible();

  const today = new Date();
  const days = [
    new Date(today.getFullYear(), today.getMonth(), 10),
    new Date(today.getFullYear(), today.getMonth(), 11),
  ];
  for (const [i, day] of days.entries()) {
    await page.getByRole('button', { name: t('content:dates.add') }).click();
    const row = page.getByTestId('event-date').nth(i);
    const dayField = row.getByRole('button', { name: t('content:dates.row', { n: i + 1 }), exact: true });
    await pickDay(page, dayField, day);
    await pickTime(page, row.getByRole('textbox', { name: t('content:dates.start') }), 9, 0);
    await pickTime(page, row.getByRole('textbox', { name: t('content:dates.end') }), 16, 30);
  }
  await page.getByRole('textbox', { name: t('content:fields.body') }).fill('Bring a paddle and a lunch.');
  // Days 10 and 11 of this month have passed after the 11th: the editor (and the Publish dialog) then warn and
  // ask for a confirmation before going on (issue 22 item 11), which this editor gives.
  const confirmPast = page.getByRole('checkbox', { name: t('content:dates.pastConfirm') });
  const past = await confirmPast.isVisible();
  if (past) await confirmPast.check();
  await screenshot(page, 'content-event-editor');
  const id = await save(page, 'events');

  await expect(page.getByTestId('event-dates').getByRole('listitem')).toHaveCount(2);
  // The event's own clock, written the run's way: "09:00 AM – 04:30 PM" / "09 h 00 – 16 h 30".
  await expect(page.getByTestId('event-dates')).toContainText(clock(9, 0));
  await expect(page.getByTestId('event-dates')).toContainText(clock(16, 30));
  await page.getByRole('button', { name: t('content:detail.main.publish'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t('content:access.GROUPS') }).check();
  await dialog.getByRole('combobox', { name: t('content:publish.groups') }).click();
  await page.getByRole('option', { name: groupName }).click();
  // Close the option list (it covers the dialog's buttons) without leaving the dialog.
  await dialog.getByRole('heading').click();
  await expect(page.getByRole('listbox')).toBeHidden();
  if (past) await dialog.getByRole('checkbox', { name: t('content:dates.pastConfirm') }).check();
  await screenshot(page, 'content-publish-dialog');
  await dialog.getByRole('button', { name: t('content:publish.submit'), exact: true }).click();
  await expect(page.getByText(t('content:publish.published'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('content:detail.audience'), exact: true })).toContainText(
    groupName,
  );
  await expect(page.getByRole('region', { name: t('content:log.title') })).toContainText(
    t('content:logActions.PUBLISHED'),
  );
  await screenshot(page, 'content-event-detail');

  await page.getByRole('link', { name: t('common:nav.publishing') }).click();
  const entry = page.getByTestId('calendar-entry').filter({ hasText: headline });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('data-status', 'PUBLISHED');
  await screenshot(page, 'content-publishing-calendar');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}$`));

  expect(await feedHeadlines(request, await memberLogin(request, inGroup.username), headline)).toContain(
    headline,
  );
  expect(await feedHeadlines(request, await memberLogin(request, outside.username), headline)).not.toContain(
    headline,
  );
});

test('a form built in the console is submitted by a member and its answers are e-mailed', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const [member] = await twoMembers(request, admin);
  const stamp = Date.now().toString(36);
  const to = `forms-${stamp}@example.org`;

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/forms/new');
  const headline = `Volunteer sign-up ${stamp}`;
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(headline);
  const emails = page.getByRole('combobox', { name: t('content:fields.emails') });
  await emails.fill(to);
  await emails.press('Enter');
  await page.getByRole('button', { name: t('content:builder.addSection') }).click();
  await page.getByRole('textbox', { name: t('content:builder.header') }).fill('About you');
  const label = page.getByRole('textbox', { name: t('content:builder.label') });
  await label.fill('Your name');
  await page.getByRole('switch', { name: t('content:builder.required') }).check();
  await page.getByRole('button', { name: t('content:builder.addQuestion') }).click();
  await label.nth(1).fill('Favourite day');
  // Reorder with the keyboard-friendly buttons: the second question moves up.
  const question = (n: number) => t('content:builder.questionNameLabelled', { n, label: 'Favourite day' });
  await page.getByRole('button', { name: t('content:builder.moveUp', { what: question(2) }) }).click();
  await expect(label.first()).toHaveValue('Favourite day');
  await page.getByRole('button', { name: t('content:builder.moveDown', { what: question(1) }) }).click();
  await screenshot(page, 'content-form-builder');
  const id = await save(page, 'forms');

  await page.getByRole('button', { name: t('content:detail.main.publish'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t('content:access.MEMBERS') }).check();
  await dialog.getByRole('button', { name: t('content:publish.submit'), exact: true }).click();
  await expect(page.getByText(t('content:publish.published'))).toBeVisible();

  const memberHeaders = await memberLogin(request, member.username);
  const item = await request.get(`/app/v1/feed/${id}`, { headers: memberHeaders });
  expect(item.status(), await item.text()).toBe(200);
  const form = (await item.json()) as { formNodes: { nodeInputs: { id: string; label: string }[] }[] };
  const nameInput = form.formNodes[0].nodeInputs.find((i) => i.label === 'Your name')!;

  const missing = await request.post(`/app/v1/feed/${id}/form`, {
    headers: memberHeaders,
    data: { answers: {} },
  });
  expect(missing.status()).toBe(400);
  expect(((await missing.json()) as { message: string }).message).toContain('Your name');

  const since = Date.now();
  const sent = await request.post(`/app/v1/feed/${id}/form`, {
    headers: memberHeaders,
    data: { answers: { [nameInput.id]: 'Ada Lovelace' } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const text = await waitForSubject(to, headline, since - 1000);
  expect(text).toContain('Your name: Ada Lovelace');
});

test('a document is approved through the e-mailed review link', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const approver = `approver-${stamp}@example.org`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/documents/new');
  const headline = `Budget ${stamp}`;
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(headline);
  await page
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'budget.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('document-attachment')).toBeVisible();
  const approvers = page.getByRole('combobox', { name: t('content:fields.approvers') });
  await approvers.fill(approver);
  await approvers.press('Enter');
  const since = Date.now();
  const id = await save(page, 'documents');
  await expect(page.getByRole('region', { name: t('content:approvals.title') })).toContainText(
    t('content:approvalStatus.PENDING'),
  );

  const mail = await waitForMail({ to: approver, pathPrefix: '/document-review/', since: since - 1000 });
  const reviewer = await page.context().browser()!.newContext({ locale: BROWSER_LOCALE });
  const review = await reviewer.newPage();
  await review.goto(new URL(mail.link).pathname);
  await expect(review.getByRole('heading', { name: headline })).toBeVisible();
  await expect(review.getByRole('link', { name: 'budget.pdf' })).toBeVisible();
  await review.getByRole('textbox', { name: t('document-review:comments') }).fill('Looks right to me.');
  await screenshot(review, 'document-review');
  await review.getByRole('button', { name: t('document-review:approve') }).click();
  await expect(review.getByRole('heading', { name: t('document-review:thanks') })).toBeVisible();
  await screenshot(review, 'document-review-done');
  // The link cannot be used twice.
  await review.reload();
  await expect(review.getByText(t('document-review:alreadyDecided'))).toBeVisible();
  await review.goto('/document-review/not-a-real-token-at-all');
  await expect(review.getByRole('heading', { name: t('document-review:invalid.title') })).toBeVisible();
  await reviewer.close();

  await page.goto(`/admin/documents/${id}`);
  const approvals = page.getByRole('region', { name: t('content:approvals.title') });
  await expect(approvals).toContainText(t('content:approvalStatus.APPROVED'));
  await expect(approvals).toContainText('Looks right to me.');
  await screenshot(page, 'content-document-detail');
  void request;
});

test('the two date rules are said on the spot: an event needs a date to go live, a new job cannot close in the past', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // An event may be saved without a date, but the Publish dialog says why it cannot go live and sends nothing.
  await page.goto('/admin/events/new');
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(`Date to come ${stamp}`);
  await save(page, 'events');
  await page.getByRole('button', { name: t('content:detail.main.publish'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(exactly(t('content:publish.errors.eventNeedsDate')));
  await expect(dialog.getByRole('button', { name: t('content:publish.submit'), exact: true })).toBeDisabled();
  await screenshot(page, 'content-event-needs-date');
  await dialog.getByRole('button', { name: t('common:actions.cancel') }).click();
  await expect(page.getByRole('region', { name: t('content:log.title') })).not.toContainText(
    t('content:logActions.PUBLISHED'),
  );

  // A new job closing yesterday is refused under the closing date, before anything is sent.
  await page.goto('/admin/jobs/new');
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(`Cook ${stamp}`);
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  await pickDay(page, page.getByRole('button', { name: t('content:fields.closingDate') }), yesterday);
  await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
  await expect(page.getByText(t('content:rules.closingDatePast'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
  await screenshot(page, 'content-job-closing-date-past');
});
