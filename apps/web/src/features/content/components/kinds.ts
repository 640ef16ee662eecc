import { KIND_PATHS, type ContentKind, type FeedItemType, type KindPath } from '@gathering/contract';

/** How the console names each kind: the list title (plural) and the word for one item. */
export interface KindInfo {
  path: KindPath;
  kind: ContentKind;
  plural: string;
  singular: string;
  feedItemType: FeedItemType;
}

export const KINDS: Record<KindPath, KindInfo> = {
  news: { path: 'news', kind: 'NEWS', plural: 'News', singular: 'News item', feedItemType: 'NewsItem' },
  events: { path: 'events', kind: 'EVENT', plural: 'Events', singular: 'Event', feedItemType: 'EventItem' },
  jobs: { path: 'jobs', kind: 'JOB', plural: 'Jobs', singular: 'Job', feedItemType: 'JobItem' },
  forms: { path: 'forms', kind: 'FORM', plural: 'Forms', singular: 'Form', feedItemType: 'FormItem' },
  documents: {
    path: 'documents',
    kind: 'DOCUMENT',
    plural: 'Documents',
    singular: 'Document',
    feedItemType: 'DocumentItem',
  },
};

export function isKindPath(value: string | undefined): value is KindPath {
  return !!value && value in KIND_PATHS;
}

export function kindOfType(type: FeedItemType): KindInfo {
  return Object.values(KINDS).find((k) => k.feedItemType === type) ?? KINDS.news;
}

/** The screen of one item, e.g. /admin/events/<id>. */
export const detailPath = (path: KindPath, id: string) => `/admin/${path}/${id}`;
