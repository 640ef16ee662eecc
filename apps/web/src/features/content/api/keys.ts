import type { KindPath } from '@gathering/contract';

export type ContentView = 'active' | 'archived' | 'deleted';

export interface ContentListParams {
  offset: number;
  limit: number;
  filter?: string;
  dir: 'asc' | 'desc';
  search?: string;
  view: ContentView;
}

/** Every query key of the content feature; invalidations go through these too. */
export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (kind: KindPath, p: ContentListParams) => [...contentKeys.lists(), kind, p] as const,
  item: (id: string) => [...contentKeys.all, 'item', id] as const,
  /** The pushes sent for the item (GET /v1/feedItem/analytics/{id}/notifications). */
  notifications: (id: string) => [...contentKeys.all, 'notifications', id] as const,
  /** An item's versions, and one version whole (issue 40 #3). */
  revisions: (id: string) => [...contentKeys.all, 'revisions', id] as const,
  revision: (id: string, number: number) => [...contentKeys.all, 'revisions', id, number] as const,
  tags: () => [...contentKeys.all, 'tags'] as const,
  pinned: () => [...contentKeys.all, 'pinned'] as const,
  featured: () => [...contentKeys.all, 'featured'] as const,
};
