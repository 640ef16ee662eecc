import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { compose } from './helpers/notifications';
import { uiLogin } from './helpers/session';

// Issue 33, item 4: the band office's computer is shared. What demo-admin's forms kept in the browser (issue 21) is
// gone when they sign out, and unreadable by the next person when their session just ended. The next person is
// northern-admin: its password is the demo one in every journey (river-admin's is changed by the password reset).

/** The drafts' IndexedDB as anyone at the computer reads it with the browser's tools: its record names and values. */
async function rawDrafts(page: Page): Promise<{ names: string[]; text: string }> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it without its store: look first.
    if (!(await indexedDB.databases()).some((d) => d.name === 'gathering-drafts'))
      return { names: [], text: '' };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('gathering-drafts');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    try {
      if (!db.objectStoreNames.contains('drafts')) return { names: [], text: '' };
      const store = db.transaction('drafts').objectStore('drafts');
      const read = <T>(req: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      const [names, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
      return { names: names.map(String), text: JSON.stringify(values) };
    } finally {
      db.close();
    }
  });
}

const keptCount = async (page: Page) => (await rawDrafts(page)).names.length;

async function typeNews(page: Page, headline: string, body: string) {
  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: t('content:fields.headline') }).fill(headline);
  await page.getByRole('textbox', { name: t('content:fields.body') }).fill(body);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: t('common:shell.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('common:shell.logout') }).click();
  await expect(page.getByText(t('auth:pitch.title'))).toBeVisible();
}

/**
 * No form offers a kept draft: the news editor and the push composer open empty. The fields by their exact names:
 * northern-admin's community may have a second language by now (content-languages adds Cree), whose fields are
 * named "Title in ᓀᐦᐃᔭᐍᐏᐣ".
 */
async function offeredNothing(page: Page) {
  await page.goto('/admin/news/new');
  await expect(page.getByRole('textbox', { name: t('content:fields.headline'), exact: true })).toHaveValue(
    '',
  );
  await page.goto('/admin/notifications/new');
  const form = page.getByRole('form', { name: t('notifications:compose.formLabel') });
  await expect(
    form.getByRole('textbox', { name: t('notifications:compose.title'), exact: true }),
  ).toHaveValue('');
  // The offer comes once the browser was read: give it that time, then it must still be absent.
  await page.waitForTimeout(500);
  await expect(page.getByRole('region', { name: t('common:keptDraft.title') })).toHaveCount(0);
}

test('after signing out, the next person at the computer finds none of the drafts', async ({ page }) => {
  const headline = `Council meeting moved ${Date.now()}`;
  const push = `Boil water advisory ${Date.now()}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await typeNews(page, headline, 'The meeting is now on Thursday at the band office.');
  await expect.poll(() => keptCount(page)).toBe(1);
  await compose(page, push, 'Boil all tap water for one minute before drinking.');
  await expect.poll(() => keptCount(page)).toBe(2);
  // Even while they are kept, the words are not in the browser in clear.
  const kept = await rawDrafts(page);
  for (const words of [headline, push, 'band office', 'tap water']) expect(kept.text).not.toContain(words);

  await signOut(page);
  expect(await rawDrafts(page)).toEqual({ names: [], text: '[]' });

  // The next person signs in at the same browser.
  await uiLogin(page, 'northern-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await offeredNothing(page);
  expect((await rawDrafts(page)).names).toEqual([]);
});

test('when the session just ended, the next person reads nothing and its owner gets the words back', async ({
  page,
  context,
}) => {
  const push = `Boil water advisory lifted ${Date.now()}`;
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await compose(page, push, 'The water is safe to drink again.');
  await expect.poll(() => keptCount(page)).toBe(1);

  // demo-admin walks away without signing out, and the session ends (its cookie and token are gone, as when it
  // expires): the draft stays, sealed, and the key that opens it left with the session.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByText(t('auth:pitch.title'))).toBeVisible();
  const left = await rawDrafts(page);
  expect(left.names).toHaveLength(1);
  expect(left.text).not.toContain(push);

  await uiLogin(page, 'northern-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await offeredNothing(page);
  await signOut(page);

  // demo-admin comes back: their words are offered again.
  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/notifications/new');
  const banner = page.getByRole('region', { name: t('common:keptDraft.title') });
  await banner.getByRole('button', { name: t('common:keptDraft.restore') }).click();
  const form = page.getByRole('form', { name: t('notifications:compose.formLabel') });
  await expect(form.getByRole('textbox', { name: t('notifications:compose.title') })).toHaveValue(push);
  await form.getByRole('button', { name: t('notifications:compose.saveDraft') }).click();
  await expect(page).toHaveURL(/tab=drafts/);
});
