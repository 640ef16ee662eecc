import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, MAIL_DIR } from './helpers/env';
import { waitForMail } from './helpers/mail';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Content journeys of the community administrator (demo-admin, Demo Nation), checked against the member app API.
const COMMUNITY = 'demo-nation';
// A 1×1 PNG and the smallest PDF the server's content check accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe.configure({ timeout: 120_000 });

interface MemberRow {
  id: string;
  username: string;
  status: string;
  isDeleted: boolean;
  role?: string;
  groups: unknown[];
}

/** Two active members no other journey touches (mason.bear.01 is deleted by the deletion journey). */
async function twoMembers(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/v1/members?limit=50&offset=2', { headers });
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { data: MemberRow[] }).data.filter(
    (m) => m.status === 'ACTIVE' && !m.isDeleted && !m.username.startsWith('mason.bear'),
  );
  expect(rows.length).toBeGreaterThanOrEqual(2);
  return [rows[0], rows[1]] as const;
}

async function memberLogin(request: APIRequestContext, username: string) {
  const res = await request.post('/app/v1/auth/sign-in', {
    data: { credential: username, password: DEMO_PASSWORD, communitySlug: COMMUNITY },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function feedHeadlines(request: APIRequestContext, headers: Record<string, string>, search: string) {
  const res = await request.get(`/app/v1/feed?search=${encodeURIComponent(search)}&limit=100`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { headline: string }[] }).data.map((i) => i.headline);
}

/** Picks a day of the month shown in an open Mantine date picker. */
async function pickDay(page: Page, field: ReturnType<Page['getByRole']>, day: Date) {
  await field.click();
  const label = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** Types a time into the time picker modal and confirms it. */
async function pickTime(page: Page, field: ReturnType<Page['getByRole']>, keys: string) {
  await field.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Hour' }).click();
  await page.keyboard.type(keys);
  await dialog.getByRole('button', { name: 'Ok' }).click();
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

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/saved$/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/\w+\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
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
  await page.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await screenshot(page, 'content-events-list');
  await page.getByRole('link', { name: 'Create' }).click();

  const headline = `Canoe gathering ${stamp}`;
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await page.getByRole('textbox', { name: 'Tagline' }).fill('Two days on the river');
  await page.getByRole('textbox', { name: 'Location' }).fill('Riverside park');
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
    await page.getByRole('button', { name: 'Add date' }).click();
    const row = page.getByTestId('event-date').nth(i);
    await pickDay(page, row.getByRole('button', { name: `Date ${i + 1}`, exact: true }), day);
    await pickTime(page, row.getByRole('textbox', { name: 'Starts at' }), '0900a');
    await pickTime(page, row.getByRole('textbox', { name: 'Ends at' }), '0430p');
  }
  await page.getByRole('textbox', { name: 'Body' }).fill('Bring a paddle and a lunch.');
  await screenshot(page, 'content-event-editor');
  const id = await save(page);

  await expect(page.getByTestId('event-dates').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('event-dates')).toContainText('09:00 – 16:30');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Chosen groups' }).check();
  await dialog.getByRole('combobox', { name: 'Groups' }).click();
  await page.getByRole('option', { name: groupName }).click();
  // Close the option list (it covers the dialog's buttons) without leaving the dialog.
  await dialog.getByRole('heading').click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await screenshot(page, 'content-publish-dialog');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The item is published')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audience' })).toContainText(groupName);
  await expect(page.getByRole('region', { name: 'Publishing activity' })).toContainText('PUBLISHED');
  await screenshot(page, 'content-event-detail');

  await page.getByRole('link', { name: 'Publishing' }).click();
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
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  const emails = page.getByRole('combobox', { name: 'Send answers to (e-mails)' });
  await emails.fill(to);
  await emails.press('Enter');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section header' }).fill('About you');
  await page.getByRole('textbox', { name: 'Question label' }).fill('Your name');
  await page.getByRole('switch', { name: 'Answer required' }).check();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question label' }).nth(1).fill('Favourite day');
  // Reorder with the keyboard-friendly buttons: the second question moves up.
  await page.getByRole('button', { name: 'Move question 2 (Favourite day) up' }).click();
  await expect(page.getByRole('textbox', { name: 'Question label' }).first()).toHaveValue('Favourite day');
  await page.getByRole('button', { name: 'Move question 1 (Favourite day) down' }).click();
  await screenshot(page, 'content-form-builder');
  const id = await save(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'All members' }).check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The item is published')).toBeVisible();

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
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await page
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'budget.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('document-attachment')).toBeVisible();
  const approvers = page.getByRole('combobox', { name: 'Approver e-mails' });
  await approvers.fill(approver);
  await approvers.press('Enter');
  const since = Date.now();
  const id = await save(page);
  await expect(page.getByRole('region', { name: 'Approvals' })).toContainText('PENDING');

  const mail = await waitForMail({ to: approver, pathPrefix: '/document-review/', since: since - 1000 });
  const reviewer = await page.context().browser()!.newContext();
  const review = await reviewer.newPage();
  await review.goto(new URL(mail.link).pathname);
  await expect(review.getByRole('heading', { name: headline })).toBeVisible();
  await expect(review.getByRole('link', { name: 'budget.pdf' })).toBeVisible();
  await review.getByRole('textbox', { name: 'Comments' }).fill('Looks right to me.');
  await screenshot(review, 'document-review');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await screenshot(review, 'document-review-done');
  // The link cannot be used twice.
  await review.reload();
  await expect(review.getByText('This document has already been reviewed')).toBeVisible();
  await review.goto('/document-review/not-a-real-token-at-all');
  await expect(review.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await reviewer.close();

  await page.goto(`/admin/documents/${id}`);
  const approvals = page.getByRole('region', { name: 'Approvals' });
  await expect(approvals).toContainText('APPROVED');
  await expect(approvals).toContainText('Looks right to me.');
  await screenshot(page, 'content-document-detail');
  void request;
});
