import { expect, type Page } from '@playwright/test';

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
