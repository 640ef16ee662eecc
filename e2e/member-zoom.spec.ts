import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers/env';
import { t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';

// Issue 35 #3: the member web app's text at 200 % (WCAG 1.4.4) and its reflow at 400 % (1.4.10). A browser's zoom is
// a smaller window in CSS pixels with more device pixels to each: a 1280 × 800 window at 200 % lays out in 640 × 400,
// at 400 % in 320 × 200. A larger default font (the browser's text size alone) is the root's font size: the app's
// sizes are in rem, so everything grows with it. At each, every screen a member reads fits its width, its heading
// shows, and no word is cut by its box.
const SLUG = 'demo-nation';

const ZOOMS = [
  { name: 'page zoom 200 % (1280 × 800 window)', viewport: { width: 640, height: 400 }, scale: 2, text: 1 },
  { name: 'page zoom 400 % (1280 × 800 window)', viewport: { width: 320, height: 200 }, scale: 4, text: 1 },
  { name: 'text 200 % on a phone (390 px)', viewport: { width: 390, height: 844 }, scale: 1, text: 2 },
];

/**
 * Nothing sticks out of the window (named, for the failure's message), and no text is cut by its own box: an element
 * whose content is wider than it while it hides what overflows (not the visually hidden labels, 1 px on purpose).
 */
async function expectNothingCut(page: Page) {
  const out = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().right > window.innerWidth + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`,
      ),
  );
  expect(out).toEqual([]);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *, header *, nav *')]
      .filter((el) => el.offsetParent !== null && el.childElementCount === 0 && el.textContent?.trim())
      .filter((el) => el.clientWidth > 1)
      .filter((el) => {
        const style = getComputedStyle(el);
        const hides =
          style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        return hides && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}"`),
  );
  expect(cut).toEqual([]);
}

async function readable(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNothingCut(page);
  await expectNoSidewaysScroll(page);
}

for (const zoom of ZOOMS)
  test.describe(zoom.name, () => {
    test.use({ viewport: zoom.viewport, deviceScaleFactor: zoom.scale });

    test('every screen a member reads fits, and nothing is cut', async ({ page }) => {
      if (zoom.text !== 1)
        await page.addInitScript((size) => {
          document.addEventListener('DOMContentLoaded', () => {
            document.documentElement.style.fontSize = `${size * 100}%`;
          });
        }, zoom.text);

      await page.goto(`/c/${SLUG}/sign-in`);
      await readable(page, t('member:auth.title', { community: 'Demo Nation' }));
      await page.getByLabel(t('member:auth.credential')).fill('demo-member');
      await page.getByLabel(t('member:auth.password'), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t('member:auth.signIn') }).click();
      await readable(page, t('member:feed.title'));

      const first = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).first();
      const headline = (await first.textContent())!.trim();
      await first.getByRole('link').click();
      await readable(page, headline);

      for (const [path, heading] of [
        ['notifications', t('member:inbox.title')],
        ['support', t('member:support.title')],
        ['contacts', t('member:contacts.title')],
      ]) {
        await page.goto(`/c/${SLUG}/${path}`);
        await readable(page, heading);
      }
    });
  });
