import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { communityFeedRepository as repo, type ListedItem } from './community-feed.repository';
import type { AppPageEntry, Viewer } from './feed.repository';
import { createCoalescer } from '../../lib/coalesce';

/**
 * The member app feed's page without its SQL: per community, its live items in feed order with their audiences
 * (who may see an item depends only on access, groups and named recipients), held at the community's feed
 * version. A request filters that list for the reader in memory and reads only what is theirs or moves all the
 * time (their like, the view and like counters) with one indexed statement, which also reads the version: if it
 * moved, the list is reloaded and the page computed again. A change made by any server process raises the
 * version (database triggers), so it shows on the next request; what the triggers do not see (a reviewer's new
 * name) shows once the list is older than `maxAgeMs`.
 * Bounded: `maxCommunities` lists (least recently used dropped), a community with more than `maxItems` live
 * items is not cached (the caller falls back to the page statement), and at most `maxReaders` members' sets of
 * restricted items they may see are held per list.
 */
export function createCommunityFeed(deps: {
  database: Database;
  clock: Clock;
  maxCommunities: number;
  maxItems: number;
  maxReaders: number;
  maxAgeMs: number;
}) {
  interface Held {
    version: string;
    loadedAt: number;
    items: ListedItem[];
    /** Items every member sees (OPEN, MEMBERS) and those guests see (OPEN), counted once per list. */
    forMembers: number;
    forGuests: number;
    /** GROUPS and RECIPIENTS items: the only ones whose visibility depends on the member. */
    restricted: ListedItem[];
    /** Per member who read this list: the restricted items they may see. */
    restrictedFor: Map<string, Set<string>>;
  }
  const held = new Map<string, Held>();
  // Loads under way: the burst after a push loads each community once.
  const loading = new Map<string, Promise<Held | null>>();
  // Communities found past maxItems, and when: the page statement answers them meanwhile.
  const tooLarge = new Map<string, number>();

  function load(communityId: string): Promise<Held | null> {
    let pending = loading.get(communityId);
    if (!pending) {
      pending = repo
        .list(deps.database, communityId)
        .then(({ version, items }) => {
          if (items.length > deps.maxItems) {
            // Not asked again before maxAgeMs: the list of a community this large is not worth reading per request.
            tooLarge.set(communityId, deps.clock.now().getTime());
            while (tooLarge.size > deps.maxCommunities) tooLarge.delete(tooLarge.keys().next().value!);
            return null;
          }
          tooLarge.delete(communityId);
          const h: Held = {
            version,
            loadedAt: deps.clock.now().getTime(),
            items,
            forMembers: items.filter((i) => i.access === 'OPEN' || i.access === 'MEMBERS').length,
            forGuests: items.filter((i) => i.access === 'OPEN').length,
            restricted: items.filter((i) => i.access === 'GROUPS' || i.access === 'RECIPIENTS'),
            restrictedFor: new Map(),
          };
          held.delete(communityId);
          held.set(communityId, h);
          while (held.size > deps.maxCommunities) held.delete(held.keys().next().value!);
          return h;
        })
        .finally(() => loading.delete(communityId));
      loading.set(communityId, pending);
    }
    return pending;
  }

  async function current(communityId: string): Promise<Held | null> {
    const checked = tooLarge.get(communityId);
    if (checked !== undefined && deps.clock.now().getTime() - checked < deps.maxAgeMs) return null;
    const h = held.get(communityId);
    if (h && deps.clock.now().getTime() - h.loadedAt < deps.maxAgeMs) {
      // Most recently used last, so eviction drops the least used.
      held.delete(communityId);
      held.set(communityId, h);
      return h;
    }
    if (h) held.delete(communityId);
    return load(communityId);
  }

  /** Drops a list whose version the database no longer has (unless a newer one replaced it meanwhile). */
  const stale = (communityId: string, h: Held) => {
    if (held.get(communityId) === h) held.delete(communityId);
  };

  /*
   * Readers' bits are read in batches, one statement per community at a time: the requests that arrive while
   * one runs wait for the next, which serves them all. A batch starts after each of its requests arrived, so
   * every answer still reflects the database as of a moment after the request came in (a publish is seen by
   * the next request); the burst after a push then costs a few statements, not one per request.
   */
  type BitsRead = Awaited<ReturnType<typeof repo.readerBits>>;
  const readBatched = createCoalescer<{ v: Viewer; ids: string[] }, BitsRead>(
    (communityId, batch) =>
      repo.readerBits(deps.database, communityId, {
        itemIds: [...new Set(batch.flatMap((w) => w.ids))],
        membershipIds: [...new Set(batch.flatMap((w) => (w.v.membershipId ? [w.v.membershipId] : [])))],
        guestIds: [...new Set(batch.flatMap((w) => (w.v.guestId ? [w.v.guestId] : [])))],
      }),
    500,
  );
  const readBits = (v: Viewer, ids: string[]) => readBatched(v.communityId, { v, ids });

  /** The access rule of feed.repository visibleTo, over a listed item. */
  function sees(item: ListedItem, v: Viewer, groups: Set<string>): boolean {
    if (!v.membershipId) return item.access === 'OPEN';
    switch (item.access) {
      case 'OPEN':
      case 'MEMBERS':
        return true;
      case 'GROUPS':
        return item.recipients.has(v.membershipId) || item.groups.some((g) => groups.has(g));
      case 'RECIPIENTS':
        return item.recipients.has(v.membershipId);
      default:
        return false;
    }
  }

  return {
    /**
     * The viewer's page as the page statement would answer it, or null when the cache cannot answer (a
     * community too large to hold, or its version moving under two attempts in a row).
     */
    async page(
      v: Viewer,
      q: { offset: number; limit: number },
    ): Promise<{ entries: AppPageEntry[]; total: number } | null> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const h = await current(v.communityId);
        if (!h) return null;
        // A member's restricted items are worked out once per list; then a page walks the list only as far as
        // it reaches, and the total is a sum (the burst after a push must not filter every item per request).
        let restricted: Set<string> | undefined;
        if (v.membershipId) {
          restricted = h.restrictedFor.get(v.membershipId);
          if (!restricted) {
            const read = await repo.memberGroups(deps.database, v.communityId, v.membershipId);
            if (read.version !== h.version) {
              stale(v.communityId, h);
              continue;
            }
            restricted = new Set(h.restricted.filter((i) => sees(i, v, read.groups)).map((i) => i.id));
            if (h.restrictedFor.size >= deps.maxReaders) h.restrictedFor.clear();
            h.restrictedFor.set(v.membershipId, restricted);
          }
        }
        const mine = restricted;
        const visible = mine
          ? (i: ListedItem) => i.access === 'OPEN' || i.access === 'MEMBERS' || mine.has(i.id)
          : (i: ListedItem) => i.access === 'OPEN';
        const total = mine ? h.forMembers + mine.size : h.forGuests;
        const from = q.offset * q.limit;
        const slice: ListedItem[] = [];
        if (from < total)
          for (let i = 0, seen = 0; i < h.items.length && slice.length < q.limit; i++)
            if (visible(h.items[i]) && seen++ >= from) slice.push(h.items[i]);
        const read = await readBits(
          v,
          slice.map((i) => i.id),
        );
        if (read.version !== h.version) {
          stale(v.communityId, h);
          continue;
        }
        const entries: AppPageEntry[] = [];
        const likedByReader = read.liked.get((v.membershipId ?? v.guestId)!);
        for (const item of slice) {
          const counters = read.counters.get(item.id);
          // Same version, so the item is there; this only guards against the impossible.
          if (!counters) continue;
          const [views, likes] = counters;
          const liked = likedByReader?.has(item.id) === true;
          entries.push({ id: item.id, sig: item.sig, total, views, likes, liked });
        }
        return { entries, total };
      }
      return null;
    },
  };
}
