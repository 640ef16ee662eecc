import type { ContentKind, ContentTranslationRecord } from '@gathering/contract';

/** What a version keeps: the item's fields as the save left them, and its versions in other languages. */
export interface RevisionSnapshot {
  kind: ContentKind;
  language: string;
  headline: string;
  tagline: string;
  tags: string[];
  coverImageId: string | null;
  attachmentId: string | null;
  citationRequired: boolean;
  data: Record<string, unknown>;
  translations: ContentTranslationRecord[];
}

/** An item's row and versions as one snapshot (keys always in this order, so two saves compare as text). */
export function snapshotOf(
  item: {
    kind: string;
    language: string;
    headline: string;
    tagline: string;
    tags: string[];
    coverImageId: string | null;
    attachmentId: string | null;
    citationRequired: boolean;
    data: unknown;
  },
  translations: ContentTranslationRecord[],
): RevisionSnapshot {
  return {
    kind: item.kind as ContentKind,
    language: item.language,
    headline: item.headline,
    tagline: item.tagline,
    tags: item.tags,
    coverImageId: item.coverImageId,
    attachmentId: item.attachmentId,
    citationRequired: item.citationRequired,
    data: (item.data ?? {}) as Record<string, unknown>,
    translations: [...translations]
      .sort((a, b) => (a.language < b.language ? -1 : 1))
      .map((v) => ({
        language: v.language,
        headline: v.headline,
        tagline: v.tagline,
        body: v.body,
        displayName: v.displayName,
        labels: v.labels,
      })),
  };
}

/** JSON with every object's keys sorted: jsonb gives a stored snapshot's keys back in its own order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);

/** Whether a save changed nothing the history keeps (a save as it was makes no new version). */
export const sameSnapshot = (a: RevisionSnapshot, b: RevisionSnapshot) => canonical(a) === canonical(b);

/**
 * A version as a save's body, for restoring it: its fields and kind data, its versions in the languages the
 * community still has (a removed language's version stays in the history only), a document's reviewers as they are
 * now (they are not part of a version). Checked by the kind's save schema like any save.
 */
export function saveBodyOf(
  id: string,
  s: RevisionSnapshot,
  languages: readonly { tag: string }[],
  approvers: string[],
): Record<string, unknown> {
  const known = new Set(languages.map((l) => l.tag.toLowerCase()));
  return {
    ...s.data,
    id,
    headline: s.headline,
    tagline: s.tagline,
    tags: s.tags,
    coverImage: s.coverImageId,
    citationRequired: s.citationRequired,
    translations: s.translations.filter((v) => known.has(v.language.toLowerCase())),
    ...(s.kind === 'DOCUMENT' ? { attachment: s.attachmentId, approval: { emails: approvers } } : {}),
  };
}
