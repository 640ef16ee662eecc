import { KIND_PATHS, type ContentKind, type FeedItemType, type KindPath } from '@gathering/contract';

/** Each kind's path, contract kind and feed type; its words are in the content catalogue (`kinds.<path>.*`). */
export interface KindInfo {
  path: KindPath;
  kind: ContentKind;
  feedItemType: FeedItemType;
}

export const KINDS: Record<KindPath, KindInfo> = {
  news: { path: 'news', kind: 'NEWS', feedItemType: 'NewsItem' },
  events: { path: 'events', kind: 'EVENT', feedItemType: 'EventItem' },
  jobs: { path: 'jobs', kind: 'JOB', feedItemType: 'JobItem' },
  forms: { path: 'forms', kind: 'FORM', feedItemType: 'FormItem' },
  documents: { path: 'documents', kind: 'DOCUMENT', feedItemType: 'DocumentItem' },
};

export function isKindPath(value: string | undefined): value is KindPath {
  return !!value && value in KIND_PATHS;
}

export function kindOfType(type: FeedItemType): KindInfo {
  return Object.values(KINDS).find((k) => k.feedItemType === type) ?? KINDS.news;
}

/** The screen of one item, e.g. /admin/events/<id>. */
export const detailPath = (path: KindPath, id: string) => `/admin/${path}/${id}`;
