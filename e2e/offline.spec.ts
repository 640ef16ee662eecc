import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { DEMO_PASSWORD } from './helpers/env';
import { LANG, t } from './helpers/i18n';
import { apiLogin, uiLogin } from './helpers/session';

// Issue 21: the console's service worker, on a link that drops. The other journeys block service workers.
test.use({ serviceWorkers: 'allow' });

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** Changes the built sw.js as a new deployment would (its pre-compressed copies set aside); answers the undo. */
function deployNewWorker() {
  const sw = join(dist, 'sw.js');
  const original = readFileSync(sw, 'utf8');
  for (const ext of ['.br', '.gz']) if (existsSync(sw + ext)) renameSync(sw + ext, `${sw}${ext}.kept`);
  writeFileSync(sw, `${original}\n// the next build, ${Date.now()}\n`);
  return () => {
    writeFileSync(sw, original);
    for (const ext of ['.br', '.gz'])
      if (existsSync(`${sw}${ext}.kept`)) renameSync(`${sw}${ext}.kept`, sw + ext);
  };
}

/** Waits until the service worker is installed and active (it registers after the page has loaded). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });

test('offline: the banner, a save that waits for the link, the offline page, and the new version', async ({
  page,
  context,
  request,
}) => {
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect.poll(() => workerReady(page)).toBe('activated');

  // The groups screen, loaded while online; then the link drops as a group is created.
  await page.goto('/admin/groups');
  await expect(page.getByRole('heading', { name: t('groups:title'), level: 1 })).toBeVisible();
  const groupName = `Offline circle ${LANG} ${Date.now()}`;
  await page.getByRole('button', { name: t('groups:create') }).click();
  const createDialog = page.getByRole('dialog', { name: t('groups:create') });
  await createDialog.getByLabel(t('groups:name')).fill(groupName);
  await context.setOffline(true);
  await expect(page.getByText(t('common:connection.offline'))).toBeVisible();
  await createDialog.getByRole('button', { name: t('groups:create') }).click();
  // Not dropped, not an error: it says the save waits, and sends it again once the link is back.
  await expect(page.getByText(t('common:connection.notSaved'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.waitForTimeout(1500);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByText(t('common:connection.notSaved'))).toBeHidden();
  await expect(page.getByText(t('common:connection.offline'))).toBeHidden();
  // Made once, however many times it was sent.
  const auth = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
  const groups = (await (await request.get('/v1/groups/basic', { headers: auth })).json()) as {
    groups: { group: string }[];
  };
  expect(groups.groups.filter((g) => g.group === groupName)).toHaveLength(1);

  // A reload with no link: the worker's shell opens, and says it is offline in the person's language.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: t('common:connection.offlinePageTitle') }),
  ).toBeVisible();
  await expect(page.getByText(t('common:connection.offline'))).toBeVisible();
  await expectAccessible(page);
  // The link is back: the console opens by itself where it was.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();

  // A new version is deployed: here the built worker's script changes on disk, as a new build's would (the browser
  // fetches the worker's script itself, past Playwright's routing). The console offers it, and waits for the person.
  await page.evaluate(() => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  const restore = deployNewWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  } finally {
    restore();
  }
  const prompt = page.getByText(t('common:connection.updateReady'));
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
  // Reload: the waiting worker takes over and the page loads once more (a new window: the mark is gone).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: t('common:connection.reload') }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(prompt).toBeHidden();
});
