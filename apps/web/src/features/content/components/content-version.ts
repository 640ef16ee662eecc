import type { CommunityLanguage, FeedItemDetail } from '@gathering/contract';

/** Rich text that shows nothing ("<p></p>") is no body. */
const written = (html: string | undefined) =>
  !!html && (html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html));

export interface ItemLanguage {
  tag: string;
  name: string;
  direction: 'ltr' | 'rtl';
}

/**
 * The languages an item's page can show it in (issue 40 #7): its own first, then each of its versions in the
 * community's order; a version in a language the community has since removed keeps its tag as its name.
 */
export function itemLanguages(item: FeedItemDetail, languages: readonly CommunityLanguage[]): ItemLanguage[] {
  const own = item.language ?? languages.find((l) => l.isDefault)?.tag ?? 'en';
  const tags = [own, ...(item.translations ?? []).map((v) => v.language).filter((tag) => tag !== own)];
  const rank = (tag: string) => {
    const i = languages.findIndex((l) => l.tag === tag);
    return tag === own ? -1 : i === -1 ? languages.length : i;
  };
  return [...new Set(tags)]
    .sort((a, b) => rank(a) - rank(b))
    .map((tag) => {
      const known = languages.find((l) => l.tag === tag);
      return { tag, name: known?.name ?? tag, direction: known?.direction ?? 'ltr' };
    });
}

/**
 * The item as a member who reads `tag` gets it in the app: that version's headline, tagline, body, file name and
 * field labels, and the item's own where the version leaves one empty (the feed's rule, issue 23). The own
 * language, or a tag without a version, is the item as it is.
 */
export function itemIn(item: FeedItemDetail, tag: string): FeedItemDetail {
  const v = item.translations?.find((x) => x.language === tag);
  if (!v || tag === item.language) return item;
  return {
    ...item,
    language: tag,
    headline: v.headline || item.headline,
    tagline: v.tagline || item.tagline,
    body: written(v.body) ? v.body : item.body,
    attachment: item.attachment && {
      ...item.attachment,
      displayName: v.displayName || item.attachment.displayName,
    },
    formNodes: item.formNodes?.map((node) => ({
      ...node,
      nodeInputs: node.nodeInputs.map((input) => ({
        ...input,
        label: (input.id && v.labels[input.id]) || input.label,
      })),
    })),
  };
}
