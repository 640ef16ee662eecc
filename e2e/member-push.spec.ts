import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { BASE_URL, DEMO_PASSWORD } from './helpers/env';
import { LANG, t } from './helpers/i18n';
import { PWA_BROWSER, SCOPE, signIn, SLUG, workerControls } from './helpers/member-pwa';
import { receivedByDemoMember } from './helpers/notifications';
import { apiLogin } from './helpers/session';

// Issue 35 item 2: Web Push in the member web app. A push delivered to the community's worker shows a notification in
// the member's language; an alert's notification leads to where the member acknowledges it; sign-out stops the
// subscription and closes what is shown.
test.use(PWA_BROWSER);
test.describe.configure({ timeout: 150_000 });

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
