import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentTranslationRecord } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { feedItemTranslations as t, feedItems } from '../../db/schema';
import { itemSearchTextWithVersions, type Searchable } from './content.search';

export type TranslationRow = ContentTranslationRecord & { feedItemId: string };

/** The items' versions in other languages (feed_item_translations; issue 23). */
export const translationsRepository = {
  async of(db: Executor, itemIds: string[]): Promise<TranslationRow[]> {
    if (!itemIds.length) return [];
    return db
      .select({
        feedItemId: t.feedItemId,
        language: t.language,
        headline: t.headline,
        tagline: t.tagline,
        body: t.body,
        displayName: t.displayName,
        labels: t.labels,
      })
      .from(t)
      .where(inArray(t.feedItemId, itemIds))
      .orderBy(t.feedItemId, t.language);
  },

  /**
   * The item's whole set of versions replaced (saving the item sends them all), and the item's search text made
   * again from its own texts (with its file's display name, which the row does not hold) and every version's, so a
   * search finds it by a word of any language. Written only when it differs from the text the row holds.
   */
  async replace(
    db: Executor,
    item: Searchable & { id: string; searchText?: string | null },
    communityId: string,
    list: ContentTranslationRecord[],
  ) {
    await db.delete(t).where(eq(t.feedItemId, item.id));
    if (list.length) await db.insert(t).values(list.map((v) => ({ ...v, feedItemId: item.id, communityId })));
    const text = itemSearchTextWithVersions(item, list);
    if (text !== item.searchText)
      await db.update(feedItems).set({ searchText: text }).where(eq(feedItems.id, item.id));
  },

  /** Items (deleted ones too) whose own fields are in one of `tags`. */
  async firstWrittenIn(db: Executor, communityId: string, tags: string[]): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedItems)
      .where(and(eq(feedItems.communityId, communityId), inArray(feedItems.language, tags)));
    return Number(row.n);
  },

  /**
   * Deletes the versions in `tags` (a language the community removed). Their items are touched: the member app's
   * renderings depend on their updated time, so no reader keeps a removed version.
   */
  /** Deletes the versions in these languages; answers the items that had one (their search text is stale). */
  async dropVersions(db: Executor, communityId: string, tags: string[]): Promise<string[]> {
    const gone = await db
      .delete(t)
      .where(and(eq(t.communityId, communityId), inArray(t.language, tags)))
      .returning({ id: t.feedItemId });
    const ids = [...new Set(gone.map((g) => g.id))];
    if (ids.length)
      await db
        .update(feedItems)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(feedItems.communityId, communityId), inArray(feedItems.id, ids)));
    return ids;
  },
};
