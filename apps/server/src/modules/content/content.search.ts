import { searchText } from '../../lib/search-text';
import { plainText } from './content.sanitize';

// The rich-text fields of `data` whose plain text is searched (news and events' body, a job's two lists).
const RICH_FIELDS = ['body', 'qualifications', 'responsibilities'] as const;

export type Searchable = {
  headline?: string | null;
  tagline?: string | null;
  data?: unknown;
  /** Documents: the file's own display name (attachments.display_name), which lives outside the item's row. */
  displayName?: string | null;
};

/** A version's texts a search looks in (feed_item_translations). */
export type SearchableVersion = {
  headline: string;
  tagline: string;
  body: string;
  displayName?: string;
  labels?: Record<string, string>;
};

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** A form's field labels (data.formNodes[].nodeInputs[].label), in order; any other kind has none. */
function fieldLabels(data: Record<string, unknown>): string[] {
  if (!Array.isArray(data.formNodes)) return [];
  return data.formNodes.flatMap((n: unknown) =>
    isRecord(n) && Array.isArray(n.nodeInputs)
      ? n.nodeInputs.flatMap((i: unknown) => (isRecord(i) && typeof i.label === 'string' ? [i.label] : []))
      : [],
  );
}

/**
 * Every text of an item a search looks in: headline, tagline, the plain text of its rich fields, a document's file
 * name and a form's field labels (what a reader sees of the item in its own language). Language versions add their
 * own texts to this one list (searchText takes any number), so one column and one index serve every language.
 */
export function itemSearchTexts(item: Searchable): string[] {
  const data = isRecord(item.data) ? item.data : {};
  const rich = RICH_FIELDS.map((f) => data[f]).filter((v): v is string => typeof v === 'string' && v !== '');
  return [
    item.headline ?? '',
    item.tagline ?? '',
    ...rich.map(plainText),
    item.displayName ?? '',
    ...fieldLabels(data),
  ];
}

/** feed_items.search_text of an item (db/schema/content.ts). */
export const itemSearchText = (item: Searchable): string => searchText(itemSearchTexts(item));

/** The same, with the item's versions in other languages: a word of any version finds the item. */
export const itemSearchTextWithVersions = (
  item: Searchable,
  versions: readonly SearchableVersion[],
): string =>
  searchText([
    ...itemSearchTexts(item),
    ...versions.flatMap((v) => [
      v.headline,
      v.tagline,
      v.body ? plainText(v.body) : '',
      v.displayName ?? '',
      ...Object.values(v.labels ?? {}),
    ]),
  ]);

/** The values to write with the search text added, when they carry the texts it is made of. */
export function withItemSearchText<T extends Searchable>(values: T): T & { searchText?: string } {
  return values.headline !== undefined && values.data !== undefined
    ? { ...values, searchText: itemSearchText(values) }
    : values;
}
