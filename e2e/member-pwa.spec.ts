import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { BASE_URL, DEMO_PASSWORD } from './helpers/env';
import { LANG, t } from './helpers/i18n';
import { expectNoSidewaysScroll } from './helpers/layout';
import { receivedByDemoMember } from './helpers/notifications';
import { apiLogin } from './helpers/session';

// Issue 35 item 2: the member web app as an installable PWA. Its service worker (scoped to the community's app) keeps
// the shell, the images and the documents opened; the page keeps the feed and the items opened; a push delivered to
// the worker shows a notification in the member's language; sign-out takes it all away. The other journeys block
// service workers; these let them run.
const SLUG = 'demo-nation';
const SCOPE = `${BASE_URL}/c/${SLUG}/`;
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
// Debian's Chromium, not its headless shell: the shell refuses notifications whatever permission is granted.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  },
});
test.describe.configure({ timeout: 150_000 });

async function signIn(page: Page) {
  await page.goto(`/c/${SLUG}/sign-in`);
  await page.getByLabel(t('member:auth.credential')).fill('demo-member');
  await page.getByLabel(t('member:auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('member:auth.signIn') }).click();
  await expect(page.getByText(t('member:auth.member'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('member:feed.title') })).toBeVisible();
}

/** The community's worker is active and controls the page (it takes the open page at its first install). */
async function workerControls(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return [registration?.scope, registration?.active?.state, !!navigator.serviceWorker.controller];
      }),
    )
    .toEqual([SCOPE, 'activated', true]);
}

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

test.describe('Web Push', () => {
  // Once in three clean-clone runs (idle machine, English) the message handed to the worker over CDP showed nothing
  // within 20 s, the cause not yet found (the worker's version reported running before delivery); one retry, which
  // the run reports as flaky rather than hiding.
  test.describe.configure({ retries: 1 });
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    // Chromium here reaches no push service (no Internet), so PushManager.subscribe cannot succeed: the page gets a
    // subscription as a push service would make one (an https endpoint, a real P-256 key and secret). Everything
    // after it is real: the app registers it with the server, the server answers, delivery to the worker is the
    // DevTools protocol's (deliverPushMessage), as a push service's would be.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await context.addInitScript(
      ({ p256dh, auth, endpoint }) => {
        let current: object | null = null;
        const make = (key: ArrayBuffer | null) => {
          const sub = {
            endpoint,
            expirationTime: null,
            options: { applicationServerKey: key, userVisibleOnly: true },
            getKey: () => null,
            toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
            unsubscribe: async () => {
              current = null;
              return true;
            },
          };
          return sub;
        };
        PushManager.prototype.subscribe = async function (options) {
          const key = options?.applicationServerKey as Uint8Array;
          current = make(new Uint8Array(key).buffer);
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          return current as PushSubscription | null;
        };
      },
      {
        p256dh: ecdh.getPublicKey('base64url'),
        auth: randomBytes(16).toString('base64url'),
        endpoint: `https://push.example.org/e2e/${LANG}-${Date.now()}`,
      },
    );
  });

  test('a push delivered to the worker is shown in the member’s language; sign-out closes it and stops the subscription', async ({
    page,
  }) => {
    await signIn(page);
    await workerControls(page);

    // The footer offers the notifications; turned on, the browser subscribes with the community's key and the app
    // registers the subscription as a device of platform `web`.
    const region = page.getByRole('region', { name: t('member:push.title') });
    await expect(region.getByText(t('member:push.off', { community: 'Demo Nation' }))).toBeVisible();
    await expectAccessible(page);
    const registered = page.waitForRequest(
      (r) => r.url().endsWith('/app/v1/devices') && r.method() === 'PUT',
    );
    await region.getByRole('button', { name: t('member:push.turnOn') }).click();
    const device = (await registered).postDataJSON() as { platform: string; token: string; keys: object };
    expect(device.platform).toBe('web');
    await expect(region.getByText(t('member:push.on', { community: 'Demo Nation' }))).toBeVisible();

    // A push as the server sends it (the contract's webPushPayload), in the run's language, delivered to the worker.
    const notificationId = '3f8a2c64-5b1e-4d2a-9c7f-0e6b1a2d3c4e';
    const text =
      LANG === 'fr'
        ? { title: 'Route fermée', body: 'La route 6 est fermée jusqu’à midi.' }
        : { title: 'Road closed', body: 'Highway 6 is closed until noon.' };
    await deliverPush(page, {
      version: 1,
      notificationId,
      deliveryId: '9d1e0b7a-2c3f-4e5d-8a6b-7c8d9e0f1a2b',
      ...text,
      kind: 'EMERGENCY',
      feedItemId: null,
      sentOn: '2026-06-01T15:00:00.000Z',
    });
    await expect
      .poll(() => shown(page))
      .toEqual([{ ...text, tag: notificationId, requireInteraction: true }]);

    // Sign-out on a shared browser: the subscription is named to the server (it stops receiving), removed from the
    // browser, and the notification shown is closed.
    const signOut = page.waitForRequest((r) => r.url().endsWith(`/communities/${SLUG}/session/sign-out`));
    await page.getByRole('button', { name: t('member:auth.signOut') }).click();
    expect((await signOut).postDataJSON()).toEqual({ deviceToken: device.token });
    await expect(
      page.getByRole('navigation').getByRole('link', { name: t('member:auth.signIn') }),
    ).toBeVisible();
    await expect.poll(() => shown(page)).toEqual([]);
    expect(
      await page.evaluate(
        async () => !!(await (await navigator.serviceWorker.ready).pushManager.getSubscription()),
      ),
    ).toBe(false);
    // Nothing of the member's files is kept either: the files cache holds at most what the signed-out page itself
    // shows the next person (the community's logo in its header), fetched after the sign-out.
    expect(
      await page.evaluate(async (slug) => {
        const name = `gathering-member-files:${slug}`;
        if (!(await caches.has(name))) return [];
        const shownNow = new Set(
          [...document.images].map((img) => {
            const url = new URL(img.currentSrc || img.src, location.href);
            return url.origin + url.pathname;
          }),
        );
        return (await (await caches.open(name)).keys()).map((r) => r.url).filter((url) => !shownNow.has(url));
      }, SLUG),
    ).toEqual([]);
  });

  test('an emergency alert delivered by Web Push: its notification opens the app, where the member acknowledges it', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await workerControls(page);
    const region = page.getByRole('region', { name: t('member:push.title') });
    const registered = page.waitForRequest(
      (r) => r.url().endsWith('/app/v1/devices') && r.method() === 'PUT',
    );
    await region.getByRole('button', { name: t('member:push.turnOn') }).click();
    await registered;
    await expect(region.getByText(t('member:push.on', { community: 'Demo Nation' }))).toBeVisible();

    // The band office sends an alert; it reaches demo-member (their demo phone through the simulator, and this
    // browser's subscription, whose push service, outside this machine, is played by the DevTools protocol below
    // with the alert's own id and words).
    const admin = await apiLogin(request, 'demo-admin', DEMO_PASSWORD);
    const title = LANG === 'fr' ? `Évacuation ${Date.now()}` : `Evacuation ${Date.now()}`;
    const body = LANG === 'fr' ? 'Quittez le secteur nord avant 18 h.' : 'Leave the north end before 6 p.m.';
    const sent = await request.post('/v1/notifications', {
      headers: admin,
      data: { title, body, kind: 'EMERGENCY', alertType: 'EVACUATION' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const id = (await sent.json()).id as string;
    const acknowledged = async () =>
      (
        (await (await request.get(`/v1/notifications/${id}`, { headers: admin })).json()) as {
          figures: { acknowledged: number };
        }
      ).figures.acknowledged;
    // The server sends the push once it has made the member's deliveries: the alert is among what they received.
    await receivedByDemoMember(request, SLUG, id);
    await deliverPush(page, {
      version: 1,
      notificationId: id,
      deliveryId: randomUUID(),
      title,
      body,
      kind: 'EMERGENCY',
      feedItemId: null,
      sentOn: new Date().toISOString(),
    });
    await expect.poll(() => shown(page)).toEqual([{ title, body, tag: id, requireInteraction: true }]);

    // A click on the notification opens the address it carries (the worker's notificationclick): the member's
    // notifications, above which the alert waits for its Acknowledge. (A notification of the system cannot be
    // clicked from here: the page goes where the click would take it.)
    const address = await page.evaluate(async () => {
      const [n] = await (await navigator.serviceWorker.ready).getNotifications();
      return (n.data as { url: string }).url;
    });
    expect(address).toBe(`/c/${SLUG}/notifications`);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: t('member:inbox.title') })).toBeVisible();
    const alert = page.getByRole('article', { name: title });
    await expect(alert.getByRole('alert')).toContainText(body);
    await expectAccessible(page);
    expect(await acknowledged()).toBe(0);
    await alert.getByRole('button', { name: t('member:alerts.acknowledge') }).click();
    await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(
      t('member:alerts.thanks', { title }),
    );
    await expect.poll(acknowledged, { timeout: 30_000 }).toBeGreaterThan(0);
  });
});

/**
 * Delivers a push message to the community's worker over the DevTools protocol, as a push service would: once the
 * protocol reports the worker's version activated and running (a message sent while it starts may be dropped).
 */
async function deliverPush(page: Page, payload: object) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  const running = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
    for (const r of list) registrations.set(r.scopeURL, r.registrationId);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions)
      if (v.status === 'activated' && v.runningStatus === 'running') running.add(v.registrationId);
      else running.delete(v.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(SCOPE)).toBeTruthy();
  const registrationId = registrations.get(SCOPE)!;
  await expect.poll(() => running.has(registrationId)).toBe(true);
  // Once in a few runs on a busy machine Chromium reports the delivery done and no notification follows (the protocol
  // answers without an error; the cause is not found). A push service retries a message its endpoint did not
  // take; here a message not shown within 5 s is delivered again — at most three times, and the notification's tag
  // (its id) keeps a second delivery from showing a second notification.
  for (let attempt = 1; ; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: BASE_URL,
      registrationId,
      data: JSON.stringify(payload),
    });
    const arrived = await expect
      .poll(async () => (await shown(page)).length, { timeout: 5_000 })
      .toBeGreaterThan(0)
      .then(() => true)
      .catch(() => false);
    if (arrived || attempt === 3) return;
  }
}

/** The notifications the community's worker shows. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      requireInteraction: n.requireInteraction,
    })),
  );

async function readAll(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
