import { clear, createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { filesCacheName } from './pwa/protocol';
import { forgetFiles } from './pwa/register';
import type { AppFeedItem, AppFeedList, Kept } from './types';

/** How many items a browser keeps readable offline (issue 35): the newest of the feed and the last opened. */
export const KEPT_ITEMS = 50;

/**
 * What the app keeps of a community in this browser (IndexedDB, one database per community), under whose it is —
 * a member's user id or the guest's id, so one person never reads another's copies: the feed as last answered
 * (with its validator, so a refresh with nothing new costs a 304), the items opened, and drafts (a form's
 * answers, a ticket's text). Sign-out removes all of it. Storage may be refused (private windows, a full disk):
 * the app then reads from the network only.
 */
export function keptStore(slug: string) {
  let store: UseStore | null = null;
  const db = () => (store ??= createStore(`gathering-member:${slug}`, 'kept'));
  const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch {
      return fallback;
    }
  };
  const item = (who: string, id: string) => `${who}:item:${id}`;

  async function pruneItems(who: string) {
    const all = await entries<string, Kept<unknown>>(db());
    const items = all.filter(([key]) => key.startsWith(`${who}:item:`)).sort(([, a], [, b]) => b.at - a.at);
    if (items.length > KEPT_ITEMS)
      await delMany(
        items.slice(KEPT_ITEMS).map(([key]) => key),
        db(),
      );
  }

  return {
    feed: (who: string) => safely(() => get<Kept<AppFeedList>>(`${who}:feed`, db()), undefined),
    keepFeed: (who: string, kept: Kept<AppFeedList>) =>
      safely(() => set(`${who}:feed`, { ...kept, data: trimFeed(kept.data) }, db()), undefined),
    item: (who: string, id: string) => safely(() => get<Kept<AppFeedItem>>(item(who, id), db()), undefined),
    async keepItem(who: string, kept: Kept<AppFeedItem>) {
      await safely(async () => {
        await set(item(who, kept.data.id), kept, db());
        await pruneItems(who);
      }, undefined);
    },
    draft: <T>(who: string, key: string) => safely(() => get<T>(`${who}:draft:${key}`, db()), undefined),
    keepDraft: (who: string, key: string, value: unknown) =>
      safely(() => set(`${who}:draft:${key}`, value, db()), undefined),
    dropDraft: (who: string, key: string) => safely(() => del(`${who}:draft:${key}`, db()), undefined),
    /** Everything of another reader (a new person signed in on this browser): gone. */
    async forgetOthers(who: string) {
      await safely(async () => {
        const keys = (await entries<string, unknown>(db())).map(([key]) => key);
        await delMany(
          keys.filter((key) => !key.startsWith(`${who}:`)),
          db(),
        );
      }, undefined);
    },
    /** Everything this browser keeps of the community: the copies, the drafts, the images and documents. */
    async forgetAll() {
      await safely(() => clear(db()), undefined);
      await forgetFiles();
      if (typeof caches !== 'undefined') await safely(() => caches.delete(filesCacheName(slug)), false);
    },
  };
}
export type KeptStore = ReturnType<typeof keptStore>;

/** The feed kept: its first items only, up to the number kept. */
function trimFeed(list: AppFeedList): AppFeedList {
  return list.data.length <= KEPT_ITEMS ? list : { ...list, data: list.data.slice(0, KEPT_ITEMS) };
}
