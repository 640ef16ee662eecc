import type { Answer } from './api';
import { useApp, type MemberApp } from './context';
import { FEED_PAGE_SIZE, FIRST_FEED_PATH } from './paths';
import type { AppFeedItem, AppFeedList, Kept } from './types';
import { remember, useRemote } from './use-remote';
import { keepFiles } from './pwa/register';

/**
 * The feed's first page, as the member sees it first: the copy this browser kept (drawn at once, offline too), then
 * the server's answer to "has it changed?" (If-None-Match with the kept copy's validator: a 304 of a few hundred
 * bytes when nothing is new). The boot script asked that question already on the app's first screen (boot.ts).
 */
async function firstPage(
  app: MemberApp,
  signal: AbortSignal,
  shown: AppFeedList | undefined,
  show: (list: AppFeedList) => void,
): Promise<AppFeedList | undefined> {
  const boot = takeBootFeed(app);
  let copy: { who: string; kept: Kept<AppFeedList> } | null = null;
  let answer: { who: string; answer: Answer<AppFeedList | undefined> };
  if (boot) {
    copy = await boot.kept;
    if (copy && !shown) show(copy.kept.data);
    answer = await boot.fresh;
  } else {
    const who = app.api.who();
    const kept = who ? await app.kept.feed(who) : undefined;
    copy = who && kept ? { who, kept } : null;
    if (copy && !shown) show(copy.kept.data);
    answer = {
      answer: await app.api.call<AppFeedList | undefined>('GET', FIRST_FEED_PATH, {
        signal,
        // The copy on screen may be newer than the kept one (kept after a change); ask about the kept one.
        ifNoneMatch: copy?.kept.etag,
      }),
      who: app.api.who() ?? '',
    };
  }
  const { who } = answer;
  const { status, data, etag } = answer.answer;
  if (status === 304) {
    if (copy && copy.who === who) return shown ? undefined : copy.kept.data;
    // A 304 for a copy this page does not hold (removed meanwhile): ask for the whole page.
    return (await app.api.call<AppFeedList>('GET', FIRST_FEED_PATH, { signal })).data;
  }
  if (data) {
    await app.kept.keepFeed(who, { etag, data, at: Date.now() });
    for (const item of data.data) remember(itemKey(app, item.id), item);
    // The kept items' covers are kept by the service worker too, so the feed and its items show them offline.
    keepFiles(data.data.flatMap((item) => (item.coverImage ? [item.coverImage.fileUrl] : [])));
  }
  return data;
}

/**
 * The boot script's answers serve the first feed drawn, once, and only for the reader the page opened with: after a
 * sign-in (a new turn) they are the guest's.
 */
function takeBootFeed(app: MemberApp) {
  const boot = app.boot;
  if (!boot || taken.has(boot) || app.turn !== 0) return null;
  taken.add(boot);
  return boot.feed;
}
const taken = new WeakSet<object>();

/** An item's key in the page's memory: the reader's turn, so one person's copy is never drawn for the next. */
export const itemKey = (app: Pick<MemberApp, 'turn'>, id: string) => `${app.turn}:item:${id}`;

/** The feed: its first page (kept), or the items matching a search (in either script; not kept). */
export function useFeed(search: string) {
  const app = useApp();
  const query = search.trim();
  return useRemote<AppFeedList>(`${app.turn}:feed:${query}`, async (signal, shown, show) => {
    if (!query) return firstPage(app, signal, shown, show);
    const path = `/app/v1/feed?offset=0&limit=${FEED_PAGE_SIZE}&search=${encodeURIComponent(query)}`;
    const { data } = await app.api.call<AppFeedList>('GET', path, { signal });
    for (const item of data.data) remember(itemKey(app, item.id), item);
    return data;
  });
}

/** A further page of the feed (`page` ≥ 1), its items remembered for their own screens. */
export async function feedPage(app: MemberApp, page: number, search: string): Promise<AppFeedList> {
  const query = search.trim() ? `&search=${encodeURIComponent(search.trim())}` : '';
  const { data } = await app.api.call<AppFeedList>(
    'GET',
    `/app/v1/feed?offset=${page}&limit=${FEED_PAGE_SIZE}${query}`,
  );
  for (const item of data.data) remember(itemKey(app, item.id), item);
  return data;
}

/**
 * One item, opened: drawn at once from the feed's copy (the feed carries whole items) or the kept one, then asked of
 * the server, which records the view (If-None-Match: a 304 when it is as shown). Opened items are kept (the last 50).
 */
export function useItem(id: string) {
  const app = useApp();
  const key = itemKey(app, id);
  return useRemote<AppFeedItem>(key, async (signal, shown, show) => {
    const who = app.api.who();
    const kept = who ? await app.kept.item(who, id) : undefined;
    if (kept && !shown) show(kept.data);
    // Not opened long enough to be kept (or opened elsewhere): the kept feed carries it whole, offline too.
    if (!kept && !shown && who) {
      const inFeed = (await app.kept.feed(who))?.data.data.find((i) => i.id === id);
      if (inFeed) show(inFeed);
    }
    const base = shown ?? kept?.data;
    const answer = await app.api.call<AppFeedItem | undefined>(
      'GET',
      `/app/v1/feed/${encodeURIComponent(id)}`,
      {
        signal,
        ifNoneMatch: kept?.etag,
      },
    );
    const now = app.api.who();
    if (answer.status === 304 && kept) {
      if (now) await app.kept.keepItem(now, { ...kept, at: Date.now() });
      return base === kept.data ? undefined : kept.data;
    }
    const data =
      answer.data ?? (await app.api.call<AppFeedItem>('GET', `/app/v1/feed/${id}`, { signal })).data;
    if (now) await app.kept.keepItem(now, { etag: answer.etag, data, at: Date.now() });
    return data;
  });
}
