import type { CommunityAdministratorsParams } from './get-community-administrators';
import type { PlatformAdministratorsParams } from './get-platform-administrators';

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
