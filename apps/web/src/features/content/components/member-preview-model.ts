import type { AppFeedItem, KindPath } from '@gathering/contract';
import { bodyOf, type ContentDraft } from './content-draft';

const TYPES = {
  news: 'NewsItem',
  events: 'EventItem',
  jobs: 'JobItem',
  documents: 'DocumentItem',
  forms: 'FormItem',
} as const satisfies Record<KindPath, AppFeedItem['feedItemType']>;

/**
 * The editor's unsaved values as the member API would answer them in one language (issue 35 item 5): the same save
 * body the editor sends (bodyOf), its own language's fields or a version's headline, tagline and body. What the
 * member app would add from the server (views, likes, the publishing date) is what a draft has: nothing yet.
 */
export function previewItemOf(
  kind: KindPath,
  values: ContentDraft,
  ownTag: string,
  tag: string,
  now: Date,
): AppFeedItem {
  const saved = bodyOf(kind, { ...values, language: ownTag }) as Record<string, unknown> & {
    headline: string;
    tagline: string;
    body?: string;
    closing_date?: string | null;
    external_url?: string | null;
    contact_info?: string;
  };
  const version = tag === ownTag ? undefined : values.versions[tag];
  const at = now.toISOString();
  return {
    id: values.id ?? '00000000-0000-4000-8000-000000000000',
    objectId: null,
    language: tag,
    headline: version ? version.headline.trim() : saved.headline,
    tagline: version ? version.tagline.trim() : saved.tagline,
    body: version && kind !== 'forms' ? version.body : saved.body,
    coverImage: values.cover,
    access: 'MEMBERS',
    status: 'DRAFT',
    feedItemType: TYPES[kind],
    tags: values.tags,
    publishedOn: null,
    publishAt: null,
    publishZone: null,
    views: 0,
    likes: 0,
    liked: false,
    citationRequired: values.citationRequired,
    pinned: false,
    featured: false,
    open: false,
    isDeleted: false,
    createdAt: at,
    updatedAt: at,
    ...(kind === 'events'
      ? { location: saved.location as string, dateTimes: saved.dateTimes as AppFeedItem['dateTimes'] }
      : {}),
    ...(kind === 'events' && saved.zone ? { zone: saved.zone as string } : {}),
    ...(kind === 'jobs'
      ? {
          closingDate: saved.closing_date ?? null,
          externalUrl: saved.external_url ?? null,
          contactInfo: saved.contact_info,
          employer: saved.employer as string,
          location: saved.location as string,
          type: saved.type as string,
          position: saved.position as string,
          salary: saved.salary as string,
          qualifications: saved.qualifications as string,
          responsibilities: saved.responsibilities as string,
        }
      : {}),
  };
}

/** The languages a preview can show: the item's own, then each version with a headline, in the console's order. */
export function previewLanguages<L extends { tag: string }>(
  languages: readonly L[],
  values: Pick<ContentDraft, 'versions'>,
  ownTag: string,
): L[] {
  return languages.filter((l) => l.tag === ownTag || values.versions[l.tag]?.headline.trim());
}
