// bench:reach's member part (issue 35 #3): a community's member web app as a person on the profile's link opens it —
// first in an empty browser (cold), then in the same browser again (warm: its HTTP cache, the service worker's
// precached shell, the feed kept in IndexedDB and asked for again with its validator).
// The checks given to page.waitForFunction run in the page, where `document` is.
/* global document */
import { DEMO_PASSWORD } from '../helpers/server-env.mjs';
import { onScreen, openPage, timed, visibleText } from './reach-kit.mjs';

const SLUG = 'demo-nation';
export const MEMBER_TARGETS = {
  feedCold: 3000,
  scriptsBeforeFeed: 100 * 1024,
  feedWarm: 1000,
  itemWarm: 1000,
  refreshBytes: 1024,
};

/** The feed readable: a card's headline on screen. */
const feedReadable = (page) =>
  onScreen(page, () => [...document.querySelectorAll('main li h2 a')].some((a) => a.checkVisibility()));

/**
 * The person is a visitor the app lets in as a guest (the community's address is all they were given): the first feed
 * readable cold, with the scripts received before it; the service worker installed; the app opened again (warm) and
 * its feed asked for with the kept copy's validator (the bytes of that answer: nothing new is a 304); an item opened
 * from the feed.
 */
export async function memberPart({ browser, base, name, profile, out }) {
  process.stderr.write(`[${name}] member web app, cold then warm\n`);
  const context = await browser.newContext({ baseURL: base, locale: 'en-CA', serviceWorkers: 'allow' });
  try {
    const first = await openPage(context, profile);
    await first.cdp.send('Network.clearBrowserCache');
    const cold = await timed(
      () => first.page.goto(`/c/${SLUG}/`, { waitUntil: 'commit' }),
      () => feedReadable(first.page),
    );
    const readableAt = performance.now();
    const scripts = first
      .responses()
      .filter((r) => r.type === 'Script' && r.at <= readableAt)
      .reduce((sum, r) => sum + r.bytes, 0);
    out.row(
      name,
      'member app: first feed readable, cold',
      cold,
      MEMBER_TARGETS.feedCold,
      `; scripts before it${out.kb(scripts, MEMBER_TARGETS.scriptsBeforeFeed)}`,
    );
    // The worker installs after the first screen (it precaches the app's shell); the person leaves the page.
    await first.page.waitForLoadState('networkidle');
    await first.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.page.waitForLoadState('networkidle');
    await first.page.close();

    const again = await openPage(context, profile);
    const warm = await timed(
      () => again.page.goto(`/c/${SLUG}/`, { waitUntil: 'commit' }),
      () => feedReadable(again.page),
    );
    out.row(name, 'member app: first feed readable, warm', warm, MEMBER_TARGETS.feedWarm);
    await again.page.waitForLoadState('networkidle');
    const refresh = again.responses().filter((r) => /\/app\/v1\/feed\?/.test(r.url));
    const refreshBytes = refresh.reduce((sum, r) => sum + r.bytes, 0);
    out.rows.push(
      `${name.padEnd(10)} ${'member app: feed refresh, nothing new'.padEnd(44)} ${String(refresh.length).padStart(6)} ` +
        `request${refresh.length === 1 ? ' ' : 's'}${out.kb(refreshBytes, MEMBER_TARGETS.refreshBytes)}`,
    );

    const link = again.page.locator('main li h2 a').first();
    const headline = (await link.textContent()).trim();
    const item = await timed(
      () => link.click(),
      () => visibleText('h1', headline)(again.page),
    );
    out.row(name, 'member app: an item opened from the feed, warm', item, MEMBER_TARGETS.itemWarm);

    // A member signs in on that browser, leaves, and comes back: their own feed, kept and asked for again.
    await again.page.goto(`/c/${SLUG}/sign-in`);
    await again.page.getByLabel('Username or e-mail').fill('demo-member');
    await again.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await again.page.getByRole('button', { name: 'Sign in' }).click();
    await feedReadable(again.page);
    await again.page.waitForLoadState('networkidle');
    await again.page.close();
    const member = await openPage(context, profile);
    const memberWarm = await timed(
      () => member.page.goto(`/c/${SLUG}/`, { waitUntil: 'commit' }),
      () => feedReadable(member.page),
    );
    await member.page.waitForLoadState('networkidle');
    const memberRefresh = member
      .responses()
      .filter((r) => /\/app\/v1\/feed\?/.test(r.url))
      .reduce((sum, r) => sum + r.bytes, 0);
    out.row(
      name,
      'member app: a member’s feed readable, warm',
      memberWarm,
      MEMBER_TARGETS.feedWarm,
      `; its refresh${out.kb(memberRefresh, MEMBER_TARGETS.refreshBytes)}`,
    );
  } finally {
    await context.close();
  }
}
