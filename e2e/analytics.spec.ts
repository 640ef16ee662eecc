import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { exactly, t } from './helpers/i18n';
import { screenshot, uiLogin } from './helpers/session';

// The community administrator's analytics (issue 12) over the demo's year of activity. Figures change with the
// day the run starts, so the journeys check that figures, charts and rows are there, never their values.
test.describe.configure({ timeout: 120_000 });

const DIGITS = /\d/;

async function signIn(page: Page) {
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A ChartCard: its section is named by its title; drawn (an SVG) or, with no activity, the empty state. */
async function expectChart(page: Page, title: string) {
  const card = page.getByRole('region', { name: exactly(title) });
  await expect(card).toBeVisible();
  await expect(
    card.locator('svg.recharts-surface').or(card.getByText(t('analytics:chart.empty'))),
  ).toBeVisible();
  return card;
}

test('the community dashboard shows counts with the weekly change, the 30-day chart and top content', async ({
  page,
}) => {
  await signIn(page);
  for (const type of ['USER', 'CONTENT', 'NOTIFICATION', 'GUEST'])
    await expect(page.getByRole('region', { name: exactly(t(`analytics:counts.${type}`)) })).toContainText(
      DIGITS,
    );

  const chart = await expectChart(page, t('analytics:dashboard.activity'));
  // The demo has a year of sign-ups: the last 30 days draw, and the Table switch shows the same days as rows.
  // Not a forced click: the sign-in toast can cover the switch for 5 s, and a forced click lands on the toast.
  await chart.getByRole('switch', { name: t('analytics:chart.showTable') }).check();
  await expect(chart.getByRole('table')).toBeVisible();
  expect(await chart.getByRole('table').getByRole('row').count()).toBeGreaterThanOrEqual(30);

  const top = page.getByRole('region', { name: exactly(t('analytics:topContent.title')) });
  await top.getByText(t('analytics:topContent.ALL_TIME'), { exact: true }).click();
  await expect(top.getByRole('link').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: exactly(t('analytics:recentMembers.title')) })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await screenshot(page, 'analytics-dashboard');
});

test('the analytics tabs switch, and a picked range is applied to the chart', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: exactly(t('common:nav.analytics')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: exactly(t('analytics:title')) })).toBeVisible();

  for (const type of [
    'USER',
    'CONTENT',
    'NOTIFICATION',
    'GUEST',
    'UPGRADE',
    'GUEST_CONTENT',
    'GUEST_NOTIFICATION',
  ]) {
    await page.getByRole('tab', { name: exactly(t(`analytics:types.${type}`)) }).click();
    await expect(page.getByRole('region', { name: exactly(t(`analytics:counts.${type}`)) })).toContainText(
      DIGITS,
    );
    await expectChart(page, t(`analytics:series.${type}`));
    if (type === 'CONTENT')
      await expect(
        page.getByRole('region', { name: exactly(t('analytics:topContent.title')) }),
      ).toBeVisible();
    if (type.startsWith('GUEST') || type === 'UPGRADE')
      await expect(
        page.getByRole('region', { name: exactly(t('analytics:guestActivity.title')) }),
      ).toBeVisible();
  }
  await expect(page.getByRole('region', { name: exactly(t('analytics:insights.title')) })).toContainText(
    DIGITS,
  );

  // Range: the 1st to the 10th of last month, always in the past whatever today is (days after today cannot be
  // picked), chosen after stepping the picker back one month.
  await page.getByRole('tab', { name: exactly(t('analytics:types.USER')) }).click();
  // Within the period control: the report request below the figures has a "Range" field too.
  await page
    .getByRole('radiogroup', { name: t('analytics:filters.label') })
    .getByText(t('analytics:filters.RANGE'), { exact: true })
    .click();
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 10);
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const asked = page.waitForRequest(
    (req) =>
      req.url().includes('/v1/admin/analytics/log-date') &&
      new URL(req.url()).searchParams.get('range') === `${iso(first)},${iso(last)}`,
  );
  await page.getByRole('button', { name: exactly(t('analytics:filters.range')) }).click();
  await page.getByRole('dialog').last().locator('button[data-direction="previous"]').click();
  await pickDay(page, first);
  await pickDay(page, last);
  await asked;
  const chart = await expectChart(page, t('analytics:series.USER'));
  // The chart now covers exactly the picked days: its table has one row per day.
  await expect(chart.getByRole('switch', { name: t('analytics:chart.showTable') })).toBeVisible();
  // Not a forced click: the sign-in toast can cover the switch for 5 s, and a forced click lands on the toast.
  await chart.getByRole('switch', { name: t('analytics:chart.showTable') }).check();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(last.getDate() - first.getDate() + 2);
  await screenshot(page, 'analytics-tabs');
});

test('an item shows its six analytics views', async ({ page }) => {
  await signIn(page);
  const top = page.getByRole('region', { name: exactly(t('analytics:topContent.title')) });
  await top.getByText(t('analytics:topContent.ALL_TIME'), { exact: true }).click();
  await top.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/(news|events|jobs|forms|documents)\/[0-9a-f-]{36}$/);

  const panel = page.getByRole('region', { name: exactly(t('analytics:item.title')) });
  await expect(panel.getByRole('region', { name: exactly(t('analytics:item.views.total')) })).toContainText(
    DIGITS,
  );
  await expectChart(page, t('analytics:item.views.chart'));

  const tab = (key: string) => panel.getByRole('tab', { name: exactly(t(`analytics:item.tabs.${key}`)) });
  await tab('viewership').click();
  await expect(
    panel.getByRole('region', { name: exactly(t('analytics:item.viewership.audience')) }),
  ).toContainText(DIGITS);
  await tab('conversions').click();
  await expect(
    panel.getByRole('region', { name: exactly(t('analytics:item.conversions.lifetime')) }),
  ).toContainText(DIGITS);
  await tab('notifications').click();
  await expect(
    panel.getByRole('table').or(panel.getByText(t('analytics:item.notifications.none'))),
  ).toBeVisible();
  await tab('activity').click();
  // A top item has been viewed: its activity log has rows.
  await expect(panel.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await tab('publishing').click();
  await expect(
    panel.getByRole('table').or(panel.getByText(t('analytics:item.publishing.none'))),
  ).toBeVisible();
  await screenshot(page, 'analytics-item');
});

/** Picks a day in the open Mantine date picker (its day buttons are named "10 November 2026" / "10 novembre 2026"). */
async function pickDay(page: Page, day: Date) {
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const names = [day.toLocaleDateString('en-GB', options), day.toLocaleDateString('fr-CA', options)];
  await page.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) }).click();
}
