import type { MemberApi } from '../api';

/**
 * This browser's Web Push subscription for a community's app (issue 35): a device of platform `web` of the member
 * API (PUT /app/v1/devices with the subscription's endpoint and keys), made with the community's VAPID public key.
 * Sign-out stops it on the server and in the browser, and closes the notifications shown (a shared device).
 */
const scopeOf = (slug: string) => new URL(`/c/${encodeURIComponent(slug)}/`, window.location.origin).href;

/** Whether this browser can receive pushes here at all (Safari on an iPhone: once the app is on the home screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * The community's worker registration, if it is registered in this browser. Not another one whose scope holds the
 * app's address (the console's, at "/"): a subscription there would be the console's.
 */
async function registration(slug: string): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  try {
    const found = await navigator.serviceWorker.getRegistration(scopeOf(slug));
    return found?.scope === scopeOf(slug) ? found : undefined;
  } catch {
    return undefined;
  }
}

/** This browser's subscription for the community, if any. */
export async function currentSubscription(slug: string): Promise<PushSubscription | null> {
  const reg = await registration(slug);
  try {
    return (await reg?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameKey = (sub: PushSubscription, key: Uint8Array) => {
  const given = sub.options.applicationServerKey;
  if (!given) return false;
  const bytes = new Uint8Array(given);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
};

/** Tells the member API about the subscription: a device of the reader (member or guest) now signed in. */
export async function registerDevice(api: MemberApi, sub: PushSubscription, locale: string) {
  const { endpoint, keys } = sub.toJSON();
  await api.call('PUT', '/app/v1/devices', {
    body: {
      platform: 'web',
      token: endpoint ?? sub.endpoint,
      keys,
      locale,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
}

export type TurnOnResult = 'on' | 'denied' | 'unsupported';

/**
 * Asks the person's permission, subscribes with the community's key (a subscription made with another key, before
 * the server's key changed, is replaced) and registers it; a registration refused undoes the subscription, so the
 * browser never holds one the server does not know. Rejects with the API's error when the server cannot be reached.
 */
export async function turnOn(api: MemberApi, publicKey: string, locale: string): Promise<TurnOnResult> {
  const reg = await registration(api.slug);
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await registerDevice(api, sub, locale);
  } catch (err) {
    await sub.unsubscribe().catch(() => false);
    throw err;
  }
  return 'on';
}

/** Stops the subscription: removed from the member API (when reachable), then from the browser. */
export async function turnOff(api: MemberApi) {
  const sub = await currentSubscription(api.slug);
  if (!sub) return;
  try {
    await api.call('DELETE', `/app/v1/devices/${encodeURIComponent(sub.endpoint)}`);
  } finally {
    await sub.unsubscribe().catch(() => false);
  }
}

/**
 * Sign-out's part (a shared browser): the subscription's endpoint, for the sign-out call to stop it on the server,
 * and what then removes it from the browser with the notifications still shown.
 */
export async function leavingPush(slug: string): Promise<{ endpoint?: string; forget(): Promise<void> }> {
  const reg = await registration(slug);
  const sub = await currentSubscription(slug);
  return {
    endpoint: sub?.endpoint,
    async forget() {
      await sub?.unsubscribe().catch(() => false);
      try {
        for (const shown of (await reg?.getNotifications()) ?? []) shown.close();
      } catch {
        // Nothing shown, or notifications unavailable.
      }
    },
  };
}
