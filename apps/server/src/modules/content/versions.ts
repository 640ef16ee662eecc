import {
  languageMessages,
  pickLanguage,
  type ContentKind,
  type ContentTranslation,
  type FormNode,
} from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import { stripBidiControls } from '../../lib/files/display-name';

/**
 * An item's versions as saved: each in one of the community's languages (not the item's own, whose texts are the
 * item's fields), once; an empty version is left out, a partial one kept (the editor shows its completion).
 * Forms have no body; only documents have a display name, only forms field labels. Rich text is sanitised as the item's own body is.
 */
export function checkedVersions(
  kind: ContentKind,
  list: ContentTranslation[],
  own: string,
  languages: { tag: string }[],
  sanitize: (html: string) => string,
  /** A form's field ids: a label for a field the form does not have is not kept. */
  fieldIds: ReadonlySet<string> = new Set(),
): ContentTranslation[] {
  const known = new Map(languages.map((l) => [l.tag.toLowerCase(), l.tag]));
  const seen = new Set<string>();
  const out: ContentTranslation[] = [];
  list.forEach((v, i) => {
    const tag = known.get(v.language.toLowerCase());
    if (!tag) throw badRequest(languageMessages.unknownLanguage, `translations.${i}.language`);
    if (seen.has(tag.toLowerCase()))
      throw badRequest(languageMessages.duplicateVersion, `translations.${i}.language`);
    seen.add(tag.toLowerCase());
    // The item's own language is its fields: a version in it would say the same thing twice.
    if (tag.toLowerCase() === own.toLowerCase()) return;
    const body = kind === 'FORM' ? '' : sanitize(v.body ?? '');
    // Only a document has a file to name; its name goes through the upload's own cleaning.
    const displayName = kind === 'DOCUMENT' ? stripBidiControls(v.displayName ?? '').trim() : '';
    // Only a form has fields to label; an empty label is left out (the field keeps its own).
    const labels =
      kind === 'FORM'
        ? Object.fromEntries(Object.entries(v.labels ?? {}).filter(([id, l]) => fieldIds.has(id) && l))
        : {};
    if (!v.headline && !v.tagline && !body && !displayName && !Object.keys(labels).length) return;
    out.push({ language: tag, headline: v.headline, tagline: v.tagline, body, displayName, labels });
  });
  return out;
}

/**
 * The item as a reader gets it (issue 23): the version along their languages, then the community's default,
 * then the item's own. A version counts once it has a headline; its empty tagline or body are the item's own
 * (a reader gets the whole text rather than a gap). `language` names the version used.
 */
export function inLanguage<R extends { language: string; headline: string; tagline: string; data: unknown }>(
  row: R,
  versions: {
    language: string;
    headline: string;
    tagline: string;
    body: string;
    labels?: Record<string, string>;
  }[],
  readerList: readonly string[],
  communityDefault: string,
): R {
  const usable = versions.filter((v) => v.headline);
  if (!usable.length) return row;
  const tag = pickLanguage(
    readerList,
    [row.language, ...usable.map((v) => v.language)],
    communityDefault,
    row.language,
  );
  const v = usable.find((u) => u.language === tag);
  if (!v) return row;
  const data = { ...(row.data as Record<string, unknown>) };
  if (v.body && typeof data.body === 'string') data.body = v.body;
  // A form's fields labelled in the version's language where it labels them (answers stay keyed by field id).
  if (v.labels && Object.keys(v.labels).length && Array.isArray(data.formNodes))
    data.formNodes = (data.formNodes as FormNode[]).map((n) => ({
      ...n,
      nodeInputs: n.nodeInputs.map((i) => (i.id && v.labels?.[i.id] ? { ...i, label: v.labels[i.id] } : i)),
    }));
  return { ...row, language: v.language, headline: v.headline, tagline: v.tagline || row.tagline, data };
}

/**
 * A document's file as a reader gets it: named as the version they read names it (`language`, chosen by
 * inLanguage), else as uploaded.
 */
export function attachmentInLanguage<A extends { displayName: string }>(
  attachment: A | null | undefined,
  versions: { language: string; displayName?: string }[],
  language: string,
): A | null | undefined {
  const name = versions.find((v) => v.language === language)?.displayName;
  return attachment && name ? { ...attachment, displayName: name } : attachment;
}

/** A form's field ids, as saved (`data` of any other kind has none). */
export function fieldIdsOf(data: unknown): Set<string> {
  const nodes = (data as { formNodes?: FormNode[] } | null)?.formNodes;
  if (!Array.isArray(nodes)) return new Set();
  return new Set(nodes.flatMap((n) => n.nodeInputs.map((i) => i.id).filter((id): id is string => !!id)));
}
