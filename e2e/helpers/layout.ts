import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page itself never scrolls sideways (issue 21: at 390 px analytics and the members table did). Polled: a page
 * just resized lays itself out again over a frame or two.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = () =>
    page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
  await expect
    .poll(async () => {
      const { scrollWidth, innerWidth } = await width();
      return scrollWidth <= innerWidth
        ? 'fits'
        : `the page is ${scrollWidth} px wide in a ${innerWidth} px window`;
    })
    .toBe('fits');
}

/**
 * No status badge is cut (issue 21: "SE…", "PUBLISH…", "EN ATTENT…" at 1366 px in French): each badge's label fits in
 * it, with no ellipsis and nothing hidden. Answers how many badges were measured.
 */
export async function expectBadgesWhole(page: Page) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => badge.offsetParent !== null)
      .flatMap((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        const style = getComputedStyle(label);
        const whole =
          label.scrollWidth <= label.clientWidth + 1 &&
          badge.scrollWidth <= badge.clientWidth + 1 &&
          style.textOverflow !== 'ellipsis';
        return whole ? [] : [`${label.textContent} (${label.scrollWidth} > ${label.clientWidth} px)`];
      }),
  );
  expect(cut, 'badges cut short').toEqual([]);
}

/**
 * Every button inside `where` shows its whole label (issue 40 #8: a toast's Undo was drawn "Un", its French
 * "Annuler la modification" cut on both sides at 390 px): nothing of the label is clipped by the button or its row,
 * and its words sit in the middle of its height.
 */
export async function expectButtonsWhole(where: Locator) {
  const cut = await where.evaluate((root) =>
    // Links drawn as buttons (Edit, Cancel) too.
    [...root.querySelectorAll<HTMLElement>('button, .mantine-Button-root')]
      .filter((button) => button.offsetParent !== null && button.textContent?.trim())
      .flatMap((button) => {
        const label = button.querySelector<HTMLElement>('.mantine-Button-label') ?? button;
        const box = button.getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(label);
        const text = words.getBoundingClientRect();
        const whole =
          label.scrollWidth <= label.clientWidth &&
          button.scrollWidth <= button.clientWidth &&
          text.left >= box.left - 0.5 &&
          text.right <= box.right + 0.5;
        // Its words in the middle of its height (a link drawn as a button drew them at the top).
        const centred = Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)) <= 2;
        if (!whole) return [`${label.textContent} (${label.scrollWidth} > ${label.clientWidth} px)`];
        return centred ? [] : [`${label.textContent} (not centred in its height)`];
      }),
  );
  expect(cut, 'buttons cut short').toEqual([]);
}
