import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { CAP_ORIGIN, DEMO_PASSWORD } from './helpers/env';
import { LANG, t } from './helpers/i18n';
import { screenshot, uiLogin } from './helpers/session';

// Issue 37: a provincial authority's CAP-CP wildfire warning for the community's area arrives through a CAP feed
// as a proposed alert; the administrator reviews it in the usual compose screen and sends it. The authority is the
// demo's CAP feed simulator (CAP_SIMULATOR_PORT, an allowed source), which the journey publishes the warning to.
// Northern Lights Métis Nation's administrator, whose password every journey leaves as the demo's (river-admin's is
// changed by the password reset); no other journey looks at its alerts.

const COMMUNITY = 'Northern Lights Métis Nation';
const here = { lat: 53.8, lon: -114.5 };
const d = 0.05;
const square = {
  type: 'Polygon',
  coordinates: [
    [
      [here.lon - d, here.lat - d],
      [here.lon + d, here.lat - d],
      [here.lon + d, here.lat + d],
      [here.lon - d, here.lat + d],
      [here.lon - d, here.lat - d],
    ],
  ],
};
const headline = { en: 'Wildfire evacuation warning', fr: 'Avertissement d’évacuation : feu de forêt' };
/** The warning as the simulator's samples describe one (dev/cap-simulator/samples.ts). */
const warning = (identifier: string) => ({
  identifier,
  sent: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
  eventCode: 'wildFire',
  event: { en: 'wildfire', fr: 'feu de forêt' },
  headline,
  description: {
    en: 'A wildfire is moving toward the community. Be ready to leave on short notice.',
    fr: 'Un feu de forêt se dirige vers la communauté. Soyez prêts à partir sans délai.',
  },
  instruction: {
    en: 'Pack essentials and medication.',
    fr: 'Préparez l’essentiel et vos médicaments.',
  },
  areaDesc: 'Wildfire evacuation area',
  polygon: [
    [here.lat - 0.1, here.lon - 0.1],
    [here.lat - 0.1, here.lon + 0.1],
    [here.lat + 0.1, here.lon + 0.1],
    [here.lat + 0.1, here.lon - 0.1],
    [here.lat - 0.1, here.lon - 0.1],
  ]
    .map((p) => p.join(','))
    .join(' '),
});

test('a CAP wildfire warning for the area is proposed, reviewed and sent', async ({ page, playwright }) => {
  await uiLogin(page, 'northern-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole('link', { name: t('common:nav.alerting') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('cap:title') })).toBeVisible();
  await expect(page.getByText(t('cap:proposals.none'))).toBeVisible();

  // The area: a GeoJSON outline uploaded, drawn back as an SVG.
  await page.locator('input[type=file]').setInputFiles({
    name: 'reserve.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify(square)),
  });
  await page.getByRole('button', { name: t('cap:area.save') }).click();
  await expect(page.getByRole('img', { name: t('cap:area.outline') })).toBeVisible();

  // The authority's feed.
  await page.getByRole('textbox', { name: t('cap:sources.name') }).fill('Provincial alerts');
  await page.getByRole('textbox', { name: t('cap:sources.url') }).fill(`${CAP_ORIGIN}/feed.atom`);
  await page.getByRole('button', { name: t('cap:sources.addButton') }).click();
  const check = page.getByRole('button', {
    name: t('cap:sources.checkNamed', { name: 'Provincial alerts' }),
  });
  await expect(check).toBeVisible();
  await expectAccessible(page);

  // The authority issues its warning; a check brings it in as a proposal, in the reader's language.
  const authority = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  const issued = await authority.post(`${CAP_ORIGIN}/publish`, {
    data: warning(`fire-${LANG}-${Date.now()}`),
  });
  expect(issued.status(), await issued.text()).toBe(201);
  await authority.dispose();
  await check.click();
  const proposal = page.getByTestId('cap-proposal');
  await expect(proposal.getByRole('heading', { name: headline[LANG] })).toBeVisible();
  await expect(proposal).toContainText('Provincial alerts');
  await screenshot(page, `cap-proposal-${LANG}`);

  // Reviewed in the usual compose screen, the received texts filled in; sent through the usual alert review.
  await proposal
    .getByRole('button', { name: t('cap:proposals.reviewNamed', { headline: headline[LANG] }) })
    .click();
  await expect(page).toHaveURL(/\/admin\/notifications\/[0-9a-f-]{36}\/edit$/);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: t('notifications:compose.sendNow') }) });
  await expect(
    form.getByRole('textbox', { name: t('notifications:compose.title'), exact: true }),
  ).toHaveValue(/vacuation/);
  await form.getByRole('button', { name: t('notifications:compose.sendNow') }).click();
  const dialog = page.getByRole('dialog', { name: t('notifications:review.alertTitle') });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', {
      name: t('notifications:review.typeName', { name: COMMUNITY }),
    })
    .fill(COMMUNITY);
  await dialog.getByRole('button', { name: t('notifications:review.confirmAlert') }).click();
  await expect(page).toHaveURL(/\/admin\/notifications\/[0-9a-f-]{36}$/);

  // Sent: nothing waits for review any more.
  await page.getByRole('link', { name: t('common:nav.alerting') }).click();
  await expect(page.getByText(t('cap:proposals.none'))).toBeVisible();
});
