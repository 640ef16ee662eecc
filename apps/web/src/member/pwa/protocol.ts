/**
 * What the member web app's page and its service worker (sw/member-sw.ts) both know (issue 35): the names of the
 * caches, the messages between them, and where a notification opens. Plain values: the worker imports this file.
 */

/** The worker's cache of a community's images and opened documents: the member's own, emptied at sign-out. */
export const filesCacheName = (slug: string) => `gathering-member-files:${slug}`;

/** How many files (images, documents) a browser keeps per community; the oldest kept go first. */
export const KEPT_FILES = 200;

/** The page posts it when the person chose "Reload": the waiting worker takes over. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The page posts it with images to keep for offline reading (the covers of the feed's kept items). */
export const KEEP_FILES = 'KEEP_FILES';
export interface KeepFilesMessage {
  type: typeof KEEP_FILES;
  urls: string[];
}

/**
 * The page posts it at sign-out, with a port for the answer: the worker empties the files cache itself, after any
 * file it is still keeping (a cover asked for just before), and keeps nothing fetched before it from then on.
 */
export const FORGET_FILES = 'FORGET_FILES';

/** The worker's own address under a community's app: its scope is that community's app alone. */
export const workerPath = (slug: string) => `/c/${encodeURIComponent(slug)}/sw.js`;

/**
 * A document opened from the app goes through this address inside the community's scope (`/c/<slug>/files/<key>`):
 * a page of the app's scope, so the worker answers it offline too; `/files/<key>` itself is outside every scope.
 */
export const scopedFile = (slug: string, fileUrl: string): string | null => {
  const url = new URL(fileUrl, globalThis.location?.origin ?? 'http://localhost');
  if (url.origin !== (globalThis.location?.origin ?? url.origin) || !url.pathname.startsWith('/files/'))
    return null;
  return `/c/${encodeURIComponent(slug)}${url.pathname}${url.search}`;
};

/** The parts of a Web Push message (the contract's webPushPayload) the worker shows. */
export interface PushMessage {
  notificationId: string;
  title: string;
  body: string;
  kind: 'STANDARD' | 'EMERGENCY';
  feedItemId: string | null;
}

/**
 * Where a notification opens in the app: the item it is about, else the notifications received (an alert not yet
 * acknowledged is shown above every screen of the app, with Acknowledge).
 */
export const notificationAddress = (slug: string, message: Pick<PushMessage, 'feedItemId'>) =>
  message.feedItemId
    ? `/c/${encodeURIComponent(slug)}/items/${encodeURIComponent(message.feedItemId)}`
    : `/c/${encodeURIComponent(slug)}/notifications`;

/** A push message's fields the worker shows (the contract's webPushPayload), or null when it is not one of ours. */
export function readPush(text: string | undefined): PushMessage | null {
  try {
    const m = JSON.parse(text ?? '') as Partial<PushMessage> | null;
    if (
      !m ||
      typeof m.title !== 'string' ||
      typeof m.body !== 'string' ||
      typeof m.notificationId !== 'string'
    )
      return null;
    return {
      notificationId: m.notificationId,
      title: m.title,
      body: m.body,
      kind: m.kind === 'EMERGENCY' ? 'EMERGENCY' : 'STANDARD',
      feedItemId: typeof m.feedItemId === 'string' ? m.feedItemId : null,
    };
  } catch {
    return null;
  }
}

/** The address under which a community's member web app lives (its worker's scope): `/c/<slug>/`. */
export const appScope = (slug: string) => `/c/${encodeURIComponent(slug)}/`;

/**
 * The browser notification the worker shows for a push message (and the console's push preview draws, issue 35
 * item 5): its title and body as the server wrote them, in the member's language, and the community's own icon. The
 * notification's id is its tag: a reminder of an alert replaces the one shown and sounds again; an alert stays on
 * screen until the person acts on it.
 */
export function browserNotification(
  message: Pick<PushMessage, 'notificationId' | 'title' | 'body' | 'kind' | 'feedItemId'>,
  slug: string,
): { title: string; options: NotificationOptions & { renotify?: boolean } } {
  const emergency = message.kind === 'EMERGENCY';
  return {
    title: message.title,
    options: {
      body: message.body,
      tag: message.notificationId,
      renotify: emergency,
      requireInteraction: emergency,
      icon: `${appScope(slug)}icons/192.png`,
      data: { url: notificationAddress(slug, message) },
    },
  };
}
