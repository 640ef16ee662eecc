import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, feedItems } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import { itemSearchTextWithVersions } from './content.search';
import { translationsRepository, type TranslationRow } from './translations.repository';

/**
 * Rewrites the search text of these items from what they hold now (their file's display name and their language
 * versions too, as a save writes it), in three statements.
 */
export async function refreshItemSearchText(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({
      id: feedItems.id,
      headline: feedItems.headline,
      tagline: feedItems.tagline,
      data: feedItems.data,
      displayName: attachments.displayName,
    })
    .from(feedItems)
    .leftJoin(attachments, eq(attachments.id, feedItems.attachmentId))
    .where(inArray(feedItems.id, ids));
  if (rows.length === 0) return 0;
  const versions = new Map<string, TranslationRow[]>();
  for (const v of await translationsRepository.of(db, ids))
    versions.set(v.feedItemId, [...(versions.get(v.feedItemId) ?? []), v]);
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${itemSearchTextWithVersions(r, versions.get(r.id) ?? [])})`),
    sql`, `,
  );
  await db.execute(sql`
    update feed_items f set search_text = v.search_text
    from (values ${values}) as v(id, search_text)
    where f.id = v.id`);
  return rows.length;
}

/**
 * Content's part in a community's languages (communities/languages.service.ts LanguageUsers): removing a language
 * deletes the items' versions in it, and their search text is rewritten at once, so that its words stop finding them.
 */
export const contentLanguageVersions = {
  firstWrittenIn: translationsRepository.firstWrittenIn,
  async dropVersions(db: Executor, communityId: string, tags: string[]): Promise<void> {
    await refreshItemSearchText(db, await translationsRepository.dropVersions(db, communityId, tags));
  },
};

/** The next `batch` items without a search text (made before migration 0027), written; answers how many. */
export async function writePendingItemSearchText(db: Executor, batch = 200): Promise<number> {
  const pending = await db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(isNull(feedItems.searchText))
    .limit(batch);
  return refreshItemSearchText(
    db,
    pending.map((p) => p.id),
  );
}

/**
 * An item matches when its search text holds any of the query's terms (lib/search-text.ts searchTerms), under the
 * trigram index feed_items_search_trgm_idx. No term (a query of blanks): nothing matches.
 */
export const searchTextMatches = (terms: string[]) =>
  terms.length === 0
    ? sql`false`
    : sql`(${sql.join(
        terms.map((term) => sql`${feedItems.searchText} like ${likePattern(term)}`),
        sql` or `,
      )})`;
