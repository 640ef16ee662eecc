import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DATA_REGION, DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { apiLogin, screenshot, uiLogin } from './helpers/session';

// Issue 24 items 4 and 5. Closing changes data: the journey closes and restores a community of its own, made for the
// run; the "Your data" part saves Demo Nation's retention rules and turns them off again, as the seed had them.
const run = Date.now().toString(36);
const name = `E2E Closing ${run}`;
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a platform administrator closes a community, sees its deletion date, and restores it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const platform = await apiLogin(page.request, 'demo-platform', DEMO_PASSWORD);
  const created = await page.request.post('/v1/community', { headers: platform, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  await uiLogin(page, 'demo-platform', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/administrator\/dashboard$/);
  await page.goto(`/administrator/community/${id}`);
  const card = page.getByRole('region', { name: t('communities:closing.title') });
  await card.getByRole('button', { name: t('communities:closing.close') }).click();

  const dialog = page.getByRole('dialog', { name: t('communities:closing.dialogTitle', { name }) });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  const confirm = dialog.getByRole('button', { name: t('communities:closing.confirm') });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(t('communities:closing.typeName', { name })).fill(name);
  await confirm.click();
  await expect(toast(page, t('communities:closing.closed', { name }))).toBeVisible();
  await expect(card.getByText(t('communities:closing.closingTitle'))).toBeVisible();
  await expect(card.getByTestId('closing-state')).toContainText(/2\d{3}/);
  // This card; the page's other cards are judged by the back-office journey.
  await expectAccessible(page, { include: 'section[aria-labelledby="community-closing-title"]' });
  await screenshot(page, 'platform-community-closing');
  await fitsNarrowScreen(page);

  // The platform's own check: the server says it is closing, 30 days from now.
  const closing = await page.request.get(`/v1/community/${id}/closing`, { headers: platform });
  const data = ((await closing.json()) as { data: { closedAt: string; deletionDueAt: string } }).data;
  expect(Date.parse(data.deletionDueAt) - Date.parse(data.closedAt)).toBe(30 * 86_400_000);

  // Issue 40 #4: wherever its status shows, it says it is closing and when it goes, not its status underneath.
  const closingWords = new RegExp(`^${t('communities:status.closing', { date: '' }).trim()} .*2\\d{3}`);
  const header = page.locator('main').getByText(closingWords);
  await expect(header).toBeVisible();
  await expect(page.getByTestId('status-closing')).toContainText(/2\d{3}/);
  await page.goto('/administrator/community');
  await page.getByText(t('communities:list.show.closing'), { exact: true }).click();
  const table = page.getByRole('table', { name: t('communities:list.title') });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(closingWords)).toBeVisible();
  // Only closing communities: Demo Nation, still open, is not among them.
  await expect(table.getByRole('row').filter({ hasText: 'Demo Nation' })).toHaveCount(0);
  await expectAccessible(page, { include: 'main' });
  await page.goto(`/administrator/community/${id}`);

  await card.getByRole('button', { name: t('communities:closing.restore') }).click();
  const ask = page.getByRole('dialog');
  await ask.getByRole('button', { name: t('communities:closing.restore') }).click();
  await expect(card.getByRole('button', { name: t('communities:closing.close') })).toBeVisible();
  const after = await page.request.get(`/v1/community/${id}/closing`, { headers: platform });
  expect(((await after.json()) as { data: unknown }).data).toBeNull();

  // The deleted communities' certificates are listed under the communities (none is deleted in a journey's run).
  await page.goto('/administrator/community');
  const certificates = page.getByRole('region', { name: t('communities:certificates.title') });
  await expect(certificates.getByText(t('communities:certificates.empty'))).toBeVisible();
  await expectAccessible(page, { include: 'section[aria-labelledby="deletion-certificates-title"]' });
});

test('a community administrator reads Your data, built from the configuration, and sets retention rules', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/settings/community');
  await page.getByRole('tab', { name: t('community-settings:tabs.data') }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/data$/);

  const where = page.getByTestId('where');
  await expect(where).toContainText(t('your-data:where.database.pglite', { region: DATA_REGION }));
  await expect(where).toContainText(t('your-data:where.files.disk', { region: DATA_REGION }));
  // No SMTP_URL on the journeys' server: mail is written to its folder, so no mail provider is named.
  const who = page.getByTestId('processors');
  await expect(who).toContainText(t('your-data:who.operator'));
  await expect(who).not.toContainText('smtp');
  await expectAccessible(page);
  await screenshot(page, 'admin-your-data');
  await fitsNarrowScreen(page);

  const archive = page.getByLabel(t('your-data:retention.archive'));
  await archive.fill('400');
  await page.getByRole('button', { name: t('your-data:retention.save') }).click();
  await expect(toast(page, t('your-data:retention.saved'))).toBeVisible();
  await expect(page.getByTestId('how-long')).toContainText(t('your-data:howLong.archived', { count: 400 }));
  await page.reload();
  await expect(page.getByLabel(t('your-data:retention.archive'))).toHaveValue(/400/);

  // Off again, as the demo seed had it (other journeys read Demo Nation's events).
  await page.getByLabel(t('your-data:retention.archive')).fill('');
  await page.getByRole('button', { name: t('your-data:retention.save') }).click();
  await expect(page.getByTestId('how-long')).toContainText(t('your-data:howLong.notArchived'));
});
