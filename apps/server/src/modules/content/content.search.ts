import { searchText } from '../../lib/search-text';
import { plainText } from './content.sanitize';

// The rich-text fields of `data` whose plain text is searched (news and events' body, a job's two lists).
const RICH_FIELDS = ['body', 'qualifications', 'responsibilities'] as const;

export type Searchable = { headline?: string | null; tagline?: string | null; data?: unknown };

/**
 * Every text of an item a search looks in: headline, tagline, then the plain text of its rich fields. Language
 * versions add their own texts to this one list (searchText takes any number), so one column and one index
 * serve every language.
 */
export function itemSearchTexts(item: Searchable): string[] {
  const data = item.data && typeof item.data === 'object' ? (item.data as Record<string, unknown>) : {};
  const rich = RICH_FIELDS.map((f) => data[f]).filter((v): v is string => typeof v === 'string' && v !== '');
  return [item.headline ?? '', item.tagline ?? '', ...rich.map(plainText)];
}

/** feed_items.search_text of an item (db/schema/content.ts). */
export const itemSearchText = (item: Searchable): string => searchText(itemSearchTexts(item));

/** The same, with the item's versions in other languages: a word of any version finds the item. */
export const itemSearchTextWithVersions = (
  item: Searchable,
  versions: readonly { headline: string; tagline: string; body: string }[],
): string =>
  searchText([
    ...itemSearchTexts(item),
    ...versions.flatMap((v) => [v.headline, v.tagline, v.body ? plainText(v.body) : '']),
  ]);

/** The values to write with the search text added, when they carry the texts it is made of. */
export function withItemSearchText<T extends Searchable>(values: T): T & { searchText?: string } {
  return values.headline !== undefined && values.data !== undefined
    ? { ...values, searchText: itemSearchText(values) }
    : values;
}
