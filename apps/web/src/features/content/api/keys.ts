import type { KindPath } from '@gathering/contract';
import type { ContentListParams } from './list-content';

/** Every query key of the content feature; invalidations go through these too. */
export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (kind: KindPath, p: ContentListParams) => [...contentKeys.lists(), kind, p] as const,
  item: (id: string) => [...contentKeys.all, 'item', id] as const,
  logs: (id: string) => [...contentKeys.all, 'log', id] as const,
  log: (id: string, offset: number) => [...contentKeys.logs(id), offset] as const,
  /** The pushes sent for the item (GET /v1/feedItem/analytics/{id}/notifications). */
  notifications: (id: string) => [...contentKeys.all, 'notifications', id] as const,
  tags: () => [...contentKeys.all, 'tags'] as const,
  pinned: () => [...contentKeys.all, 'pinned'] as const,
  featured: () => [...contentKeys.all, 'featured'] as const,
};
