import type { QueryClient } from '@tanstack/react-query';
import type { CommunityListQuery } from '@gathering/contract';

export type CommunitiesParams = Pick<
  CommunityListQuery,
  'offset' | 'limit' | 'dir' | 'search' | 'filter' | 'closing'
>;

/** Every query key of the communities feature; invalidations go through these too. */
export const communitiesKeys = {
  all: ['communities'] as const,
  lists: () => [...communitiesKeys.all, 'list'] as const,
  list: (params: CommunitiesParams) => [...communitiesKeys.lists(), params] as const,
  detail: (id: string) => [...communitiesKeys.all, 'detail', id] as const,
  closing: (id: string) => [...communitiesKeys.all, 'closing', id] as const,
  certificates: () => [...communitiesKeys.all, 'deletion-certificates'] as const,
};

/** A community closed or restored: its header and the list show it as closing, or no longer (issue 40 #4). */
export function closingChanged(client: QueryClient, id: string) {
  void client.invalidateQueries({ queryKey: communitiesKeys.detail(id) });
  void client.invalidateQueries({ queryKey: communitiesKeys.lists() });
}
