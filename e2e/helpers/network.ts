import { expect, type Page } from '@playwright/test';

/**
 * Watches the page's requests from now on, and answers a function that waits until none is in flight and none has
 * started or ended for `quietMs`. Playwright's `networkidle` is the same wait with a fixed half second of quiet: a
 * screen whose requests had long settled still paid it, twice per screen in every-screen.spec.ts (66 screens in
 * each language). A chained request (a query that waits on another's answer) starts within a render of its
 * parent's answer, well inside the quiet window here, and the screen's loaders are checked besides.
 */
export function watchRequests(page: Page) {
  let inFlight = 0;
  let changed = performance.now();
  const count = (delta: number) => () => {
    inFlight += delta;
    changed = performance.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return async function settled(quietMs = 150) {
    await expect
      .poll(
        () =>
          inFlight > 0
            ? `${inFlight} request(s) in flight`
            : performance.now() - changed < quietMs
              ? 'just settled'
              : 'settled',
        { intervals: [50] },
      )
      .toBe('settled');
  };
}
