import type {
  COMMUNITY_ADMIN_SORT_COLUMNS,
  ListQuery,
  PLATFORM_ADMIN_SORT_COLUMNS,
} from '@gathering/contract';

export interface CommunityAdministratorsParams extends Pick<
  ListQuery,
  'offset' | 'limit' | 'dir' | 'search'
> {
  filter?: (typeof COMMUNITY_ADMIN_SORT_COLUMNS)[number];
  communityId?: string;
}

export interface PlatformAdministratorsParams extends Pick<ListQuery, 'offset' | 'limit' | 'dir' | 'search'> {
  filter?: (typeof PLATFORM_ADMIN_SORT_COLUMNS)[number];
}

/** Every query key of the administrators feature; invalidations go through these too. */
export const administratorsKeys = {
  all: ['administrators'] as const,
  platformLists: () => [...administratorsKeys.all, 'platform'] as const,
  platformList: (params: PlatformAdministratorsParams) =>
    [...administratorsKeys.platformLists(), params] as const,
  communityLists: () => [...administratorsKeys.all, 'community'] as const,
  communityList: (params: CommunityAdministratorsParams) =>
    [...administratorsKeys.communityLists(), params] as const,
};
