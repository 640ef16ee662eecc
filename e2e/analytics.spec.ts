import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
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

/** The page's period control (the report request below the figures has a "Range" field of its own). */
async function choosePeriod(page: Page, filter: string) {
  await page
    .getByRole('radiogroup', { name: t('analytics:filters.label') })
    .getByText(t(`analytics:filters.${filter}`), { exact: true })
    .click();
}

/** At a phone's width (390 px) the screen stacks its tiles and nothing is wider than the screen; back to desktop. */
async function fitsAPhone(page: Page) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('stat-period').first()).toBeVisible();
  // Polled: a chart measures its new width on the next resize observation.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(desktop);
}

/** A tile's figure as a number (the French groups digits with narrow no-break spaces). */
async function figure(tile: Locator) {
  return Number((await tile.getByTestId('stat-value').textContent())!.replace(/\D/g, ''));
}

/** A ChartCard: its figure is named by its title; drawn (an SVG) or, with no activity, the empty state. */
async function expectChart(page: Page, title: string) {
  const card = page.getByRole('figure', { name: exactly(title) });
  await expect(card).toBeVisible();
  await expect(
    card.locator('svg.recharts-surface').or(card.getByText(t('common:chart.empty'))),
  ).toBeVisible();
  return card;
}

test('the community dashboard shows counts of its period, the activity chart and top content', async ({
  page,
}) => {
  await signIn(page);
  // The counts of now say "Now"; the activity's counts say their period (the last 30 days at first).
  await expect(page.getByTestId('count-period').first()).toHaveText(t('dashboard:now'));
  for (const type of ['USER', 'CONTENT', 'NOTIFICATION', 'GUEST']) {
    const tile = page.getByRole('region', { name: exactly(t(`analytics:counts.${type}`)) });
    await expect(tile).toContainText(DIGITS);
    await expect(tile.getByTestId('stat-period')).toHaveText(t('analytics:filters.MONTH'));
  }

  const chart = await expectChart(page, t('analytics:dashboard.activity'));
  // The demo has a year of sign-ups: the last 30 days draw, and the Table switch shows the same days as rows.
  // Not a forced click: the sign-in toast can cover the switch for 5 s, and a forced click lands on the toast.
  await chart.getByRole('switch', { name: t('common:chart.showTable') }).check();
  await expect(chart.getByRole('table')).toBeVisible();
  expect(await chart.getByRole('table').getByRole('row').count()).toBeGreaterThanOrEqual(30);

  // One period for the whole activity: Lifetime moves the counts and the top content together.
  await choosePeriod(page, 'LIFETIME');
  for (const type of ['USER', 'CONTENT', 'NOTIFICATION', 'GUEST'])
    await expect(
      page.getByRole('region', { name: exactly(t(`analytics:counts.${type}`)) }).getByTestId('stat-period'),
    ).toHaveText(t('analytics:filters.LIFETIME'));
  const top = page.getByRole('region', { name: exactly(t('analytics:topContent.title')) });
  await expect(top).toContainText(t('analytics:filters.LIFETIME'));
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
    // The tab's own tile first (the insights and guest activity below show the same figure under the same name).
    await expect(
      page.getByRole('region', { name: exactly(t(`analytics:counts.${type}`)) }).first(),
    ).toContainText(DIGITS);
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
  await choosePeriod(page, 'RANGE');
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
  await expect(chart.getByRole('switch', { name: t('common:chart.showTable') })).toBeVisible();
  // Not a forced click: the sign-in toast can cover the switch for 5 s, and a forced click lands on the toast.
  await chart.getByRole('switch', { name: t('common:chart.showTable') }).check();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(last.getDate() - first.getDate() + 2);
  await screenshot(page, 'analytics-tabs');
});

// Issue 22 item 4: "Content published 113, +4 in the last 7 days" stayed the same for every period, the insights had a
// period of their own, and guests read 94, 71 and 100 on three screens.
test('the period drives every tile, and the dashboard and analytics show the same guests', async ({
  page,
}) => {
  await signIn(page);
  const guestsNow = (await page.getByTestId('count-guests').textContent())!;
  expect(guestsNow).toMatch(DIGITS);
  await expect(page.getByRole('region', { name: exactly(t('analytics:counts.USER')) })).toContainText(DIGITS);
  // The page's own content: the console shell's user menu (named "User menu", not its visible text) is not this screen's.
  await expectAccessible(page, { include: 'main' });
  await fitsAPhone(page);

  await page.getByRole('link', { name: exactly(t('common:nav.analytics')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: exactly(t('analytics:title')) })).toBeVisible();
  const tile = page.getByRole('region', { name: exactly(t('analytics:counts.USER')) }).first();
  const insights = page.getByRole('region', { name: exactly(t('analytics:insights.title')) });
  // The insights follow the page: no period control of their own.
  await expect(insights.getByRole('radiogroup')).toHaveCount(0);
  // Named with the section it stands in: the tab's tile above has the same label.
  const signUps = insights.getByRole('region', {
    name: exactly(`${t('analytics:insights.registered')}, ${t('analytics:insights.title')}`),
  });
  const seen: Record<string, number> = {};
  for (const filter of ['WEEK', 'LIFETIME']) {
    await choosePeriod(page, filter);
    const words = t(`analytics:filters.${filter}`);
    await expect(tile.getByTestId('stat-period')).toHaveText(words);
    await expect(signUps.getByTestId('stat-period')).toHaveText(words);
    await expect(tile.getByTestId('stat-value')).toBeVisible();
    await expect(signUps.getByTestId('stat-value')).toBeVisible();
    seen[filter] = await figure(tile);
    // One figure, one number: the tab's tile and the insight of the same period.
    expect(await figure(signUps)).toBe(seen[filter]);
  }
  // The demo has a year of sign-ups: a lifetime has more than a week.
  expect(seen.LIFETIME).toBeGreaterThan(seen.WEEK!);

  await page.getByRole('tab', { name: exactly(t('analytics:types.GUEST')) }).click();
  const guests = page
    .getByRole('region', { name: exactly(t('analytics:guestActivity.title')) })
    .getByRole('region', { name: exactly(t('analytics:guestActivity.guests')) });
  await expect(guests.getByTestId('stat-period')).toHaveText(t('analytics:tile.now'));
  await expect(guests.getByTestId('stat-value')).toHaveText(guestsNow);
  // The figures and their period control (the report request below them is the reports' journey's to judge).
  await expectAccessible(page, { include: 'main [role="radiogroup"], main [role="tabpanel"]' });
  await screenshot(page, 'analytics-one-period');
  await fitsAPhone(page);
});

test('an item shows its six analytics views', async ({ page }) => {
  await signIn(page);
  await choosePeriod(page, 'LIFETIME');
  const top = page.getByRole('region', { name: exactly(t('analytics:topContent.title')) });
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
