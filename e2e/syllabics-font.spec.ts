import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { uiLogin } from './helpers/session';

// The console's syllabics face (apps/web/src/syllabics-font.css) is fetched only once a page shows syllabics: the
// login page loads no font file, and text typed in syllabics is drawn with it (a machine without a syllabics font
// of its own reads it too). Nothing is saved: the headline is typed and left.
test('the syllabics font loads only when a page shows syllabics', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('canadian-aboriginal')) fontRequests.push(req.url());
  });

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fontRequests).toEqual([]);

  await uiLogin(page, 'demo-admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: t('common:nav.events') }).click();
  await page.getByRole('link', { name: t('content:list.create') }).click();
  const headline = page.getByRole('textbox', { name: t('content:fields.headline') });
  await headline.fill('ᓀᐦᐃᔭᐍᐏᐣ ᑖᓂᓯ᙮');

  await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Canadian Aboriginal')
      .map((face) => face.status);
  });
  expect(loaded).toContain('loaded');
});
