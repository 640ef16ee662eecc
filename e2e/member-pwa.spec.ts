import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { PWA_BROWSER, SCOPE, signIn, SLUG, workerControls } from './helpers/member-pwa';

// Issue 35 item 2: the member web app as an installable PWA. Its service worker (scoped to the community's app) keeps
// the shell, the images and the documents opened; the page keeps the feed and the items opened; a new version waits
// for the person's "Reload". Web Push is member-push.spec.ts.
test.use(PWA_BROWSER);
test.describe.configure({ timeout: 150_000 });

/** The headline links of the feed's cards. */
const cards = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).getByRole('link');

test('offline reading: the feed, an item and a document opened before, after a reload with no network', async ({
  page,
  context,
}) => {
  await signIn(page);
  await workerControls(page);
  // The worker is served with its own policy, from inside the app's address.
  const worker = await page.request.get(`/c/${SLUG}/sw.js`);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("connect-src 'self'");

  // An item read while online.
  const headlines = (await cards(page).allTextContents()).map((h) => h.trim());
  expect(headlines.length).toBeGreaterThan(3);
  const read = headlines[0];
  const opened = page.waitForResponse((r) => /\/app\/v1\/feed\/[0-9a-f-]+$/.test(r.url()));
  await cards(page).first().click();
  await expect(page.getByRole('heading', { level: 1, name: read })).toBeVisible();
  await opened;

  // A document opened (downloaded: the server never renders one in our origin), through the app's own address. The
  // feed draws its kept copy first and then the network's: the card is clicked once the list has settled (a click
  // during the redraw once landed beside the link).
  const refreshed = page.waitForResponse((r) => /\/app\/v1\/feed(\?|$)/.test(r.url()));
  await page.goto(`/c/${SLUG}/`);
  await refreshed;
  const documentCard = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: t('member:kinds.DocumentItem') })
    .first();
  const documentHeadline = (await documentCard.getByRole('heading', { level: 2 }).textContent())!.trim();
  await documentCard.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: documentHeadline })).toBeVisible();
  const open = page.getByRole('link', { name: t('member:files.download'), exact: true });
  await expect(open).toHaveAttribute('href', new RegExp(`^/c/${SLUG}/files/`));
  const online = page.waitForEvent('download');
  await open.click();
  const first = await online;
  const size = (await readAll(first)).length;
  expect(size).toBeGreaterThan(100);

  // The network goes: the banner says so at once, before any call fails.
  await page.goto(`/c/${SLUG}/`);
  await expect(cards(page).first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(t('member:app.offline'))).toBeVisible();

  // A reload with no network: the worker answers the page, the app draws what the browser kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
  await expect(page.getByText(t('member:app.offline'))).toBeVisible();
  await expect(cards(page).first()).toHaveText(read);
  expect((await cards(page).allTextContents()).map((h) => h.trim())).toEqual(headlines);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The item read before, and the document opened before, still open.
  await page.getByRole('link', { name: read, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: read })).toBeVisible();
  await page.goto(`/c/${SLUG}/`);
  await page.getByRole('link', { name: documentHeadline, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: documentHeadline })).toBeVisible();
  const offline = page.waitForEvent('download');
  await open.click();
  expect((await readAll(await offline)).length).toBe(size);
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(page.getByText(t('member:app.offline'))).toBeHidden();
});

/** Changes the built worker as a new deployment would (its pre-compressed copies set aside); answers the undo. */
function deployNewWorker() {
  const sw = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'member-sw.js');
  const original = readFileSync(sw, 'utf8');
  for (const ext of ['.br', '.gz']) if (existsSync(sw + ext)) renameSync(sw + ext, `${sw}${ext}.kept`);
  writeFileSync(sw, `${original}\n// the next build, ${Date.now()}\n`);
  return () => {
    writeFileSync(sw, original);
    for (const ext of ['.br', '.gz'])
      if (existsSync(`${sw}${ext}.kept`)) renameSync(`${sw}${ext}.kept`, sw + ext);
  };
}

test('a new version waits for the person: "Reload" takes it', async ({ page }) => {
  // The feed's address takes its slash, inside the worker's scope (a page first loaded without it is the worker's
  // from its next load: a worker claims only the pages loaded inside its scope).
  await page.goto(`/c/${SLUG}`);
  await expect(page).toHaveURL(SCOPE);
  await expect(cards(page).first()).toBeVisible();
  await page.reload();
  await workerControls(page);
  await page.evaluate(() => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  const restore = deployNewWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  } finally {
    restore();
  }
  await expect(page.getByText(t('member:app.updateReady'))).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: t('member:app.reload') }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(t('member:app.updateReady'))).toBeHidden();
});

async function readAll(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
