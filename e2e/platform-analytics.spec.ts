import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, MAIL_DIR } from './helpers/env';
import { exactly, LANG, t } from './helpers/i18n';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

const run = Date.now().toString(36);
// Eight communities of this run: the per-community table (7 a page) has two pages of them under a search.
const prefix = `E2E Analytics ${run}`;
const names = Array.from({ length: 8 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
const reportTo = `reports.${run}@example.com`;
// The server answers in the browser's language (Accept-Language): its words for a queued report.
const REPORT_REQUESTED = {
  en: 'Your report is being prepared. It will be e-mailed to you in a few minutes.',
  fr: 'Votre rapport est en préparation. Il vous sera envoyé par courriel dans quelques minutes.',
}[LANG];

const nav = (page: Page, key: string) =>
  page
    .getByRole('navigation', { name: t('common:shell.mainNavigation') })
    .getByRole('link', { name: t(`common:nav.${key}`), exact: true });

/**
 * In the open calendar of a range picker: back one month (every day of it is in the past, so pickable whatever
 * today is), then its 1st and 10th. Returns the two days as `YYYY-MM-DD`.
 */
async function pickLastMonth(page: Page): Promise<[string, string]> {
  const calendar = page.getByRole('dialog').last();
  await calendar.locator('button[data-direction="previous"]').click();
  const days = calendar.locator('table button:not([data-outside]):not([data-disabled])');
  await days.nth(0).click();
  await days.nth(9).click();
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const day = (d: number) =>
    `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return [day(1), day(10)];
}

/** The outbox message to `to` written since `since` that carries a PDF, parsed (the report job runs queued). */
async function waitForReport(to: string, since: number): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.eml') && Number(f.split('-')[0]) >= since)
          .sort();
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(MAIL_DIR, file)));
          const recipients = Array.isArray(mail.to)
            ? mail.to.flatMap((a) => a.value)
            : (mail.to?.value ?? []);
          if (!recipients.some((a) => a.address?.toLowerCase() === to)) continue;
          if (mail.attachments.some((a) => a.contentType === 'application/pdf')) found = mail;
        }
        return found !== undefined;
      },
      { message: `a report e-mail with a PDF to ${to}`, timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

test('a platform administrator reads the analytics for a range, pages the communities, and gets a report', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const platform = await apiLogin(page.request, 'demo-platform', DEMO_PASSWORD);
  for (const name of names) {
    const res = await page.request.post('/v1/community', { headers: platform, data: { name } });
    expect(res.status(), await res.text()).toBe(201);
  }

  await uiLogin(page, 'demo-platform', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);
  // The dashboard's analytics tiles: last month, registered and unregistered users.
  const registered = page.getByRole('region', {
    name: t('platform-analytics:tiles.registered'),
    exact: true,
  });
  await expect(registered.getByRole('region', { name: t('platform-analytics:tiles.posts') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: t('platform-analytics:tiles.unregistered') })
      .getByTestId('stat-value')
      .first(),
  ).toHaveText(/\d/);

  await nav(page, 'analytics').click();
  await expect(page).toHaveURL(/\/administrator\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: t('platform-analytics:title') })).toBeVisible();

  // --- A range: the period select, then the range picker's first and last day ---
  await page.getByRole('combobox', { name: t('analytics:filters.label') }).click();
  await page.getByRole('option', { name: exactly(t('analytics:filters.RANGE')) }).click();
  await page.getByRole('button', { name: t('analytics:filters.range') }).click();
  const [from, to] = await pickLastMonth(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`filter=RANGE&range=${from}%2C${to}$`));
  // The figures are the range's once the server has resolved it (until then the previous period's stay on screen).
  const covers = page.getByTestId('period-covers');
  await expect(covers).toHaveAttribute('data-from', from);
  await expect(covers).toHaveAttribute('data-to', to);
  const tiles = page.getByRole('region', { name: t('platform-analytics:tiles.registered'), exact: true });
  const communitiesTile = tiles.getByRole('region', { name: t('platform-analytics:tiles.communities') });
  await expect(communitiesTile.getByTestId('stat-value')).toHaveText(/\d/);
  // The demo's year of activity shows in the range's charts (a chart without figures says "Nothing to show yet").
  await expect(page.getByRole('figure', { name: t('platform-analytics:charts.activity') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: t('platform-analytics:open.title') })
      .getByTestId('stat-value')
      .first(),
  ).toHaveText(/\d/);
  await screenshot(page, 'administrator-analytics-range');

  // --- The per-community table, searched and paged by order key ---
  const table = page.getByRole('region', { name: t('platform-analytics:communities.title') });
  await table.getByRole('textbox', { name: t('platform-analytics:communities.search') }).fill(prefix);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText(names[0]!);
  const pager = table.getByRole('navigation', { name: t('platform-analytics:communities.pagination') });
  await pager.getByRole('button', { name: t('platform-analytics:communities.next') }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[7]!);
  await expect(pager.getByRole('button', { name: t('platform-analytics:communities.next') })).toBeDisabled();
  await pager.getByRole('button', { name: t('platform-analytics:communities.previous') }).click();
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText(names[0]!);

  // --- A report for the range, found in the outbox with its PDF ---
  const report = page.getByRole('region', { name: t('reports:request.title') });
  const email = report.getByRole('textbox', { name: t('reports:request.email') });
  await expect(email).toHaveValue('demo-platform@gathering.local');
  await email.fill(reportTo);
  await report.getByRole('button', { name: t('reports:request.range') }).click();
  await pickLastMonth(page);
  await page.keyboard.press('Escape');
  const since = Date.now() - 1000;
  await report.getByRole('button', { name: t('reports:request.submit') }).click();
  await expect(page.getByText(REPORT_REQUESTED)).toBeVisible();
  const mail = await waitForReport(reportTo, since);
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
  expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
  expect(mail.attachments.some((a) => a.contentType.startsWith('text/csv'))).toBe(true);
});
