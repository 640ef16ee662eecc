// What bench:reach's parts share (reach.mjs): a page on an emulated network that counts what it receives, timing, and
// a wait tested at every frame.
// The checks given to page.waitForFunction run in the page, where `document` is.
/* global document */

const kbit = (n) => (n * 1000) / 8;
export const PROFILES = {
  satellite: { latency: 600, downloadThroughput: kbit(1000), uploadThroughput: kbit(256) },
  '3g': { latency: 300, downloadThroughput: kbit(1600), uploadThroughput: kbit(768) },
};

/**
 * A page whose network is the profile's, counting the bytes it receives (headers and bodies, as encoded): in all, and
 * per request (`responses`: address, resource type, bytes, when it finished).
 */
export async function openPage(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
  let bytes = 0;
  let requests = 0;
  const seen = new Map();
  let responses = [];
  cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
    const what = seen.get(e.requestId);
    if (what) responses.push({ ...what, bytes: e.encodedDataLength, at: performance.now() });
  });
  return {
    page,
    cdp,
    bytes: () => ({ bytes, requests }),
    responses: () => responses,
    resetBytes: () => {
      bytes = requests = 0;
      responses = [];
    },
  };
}

/** Milliseconds from `start` (called first) until `until` resolves. */
export async function timed(start, until) {
  const t0 = performance.now();
  await start();
  await until();
  return performance.now() - t0;
}

/**
 * Waits until `check` holds in the page, tested at every frame: Playwright's own waits poll at growing intervals (up
 * to 500 ms), which measured up to half a second after the data was on screen.
 */
export const onScreen = (page, check, arg) =>
  page.waitForFunction(check, arg, { polling: 'raf', timeout: 30_000 });
export const visibleText = (selector, text) => (page) =>
  onScreen(
    page,
    ([sel, want]) =>
      [...document.querySelectorAll(sel)].some(
        (el) => el.textContent.trim() === want && el.checkVisibility(),
      ),
    [selector, text],
  );

/** The printed figures: one line each, its time against its target. */
export function table() {
  const rows = [];
  return {
    rows,
    row: (profile, what, ms, target, extra = '') =>
      rows.push(
        `${profile.padEnd(10)} ${what.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(6)} s  ` +
          `(target <= ${(target / 1000).toFixed(1)} s: ${ms <= target ? 'met' : 'MISSED'})${extra}`,
      ),
    /** `, N KB (target <= M KB: met)` */
    kb: (bytes, target) =>
      `, ${(bytes / 1024).toFixed(1)} KB (target <= ${target / 1024} KB: ${bytes <= target ? 'met' : 'MISSED'})`,
  };
}
