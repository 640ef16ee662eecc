import type { PlatformGuestListQuery, PlatformMemberListQuery } from '@gathering/contract';
import { sharedKeys } from '../../../api/keys';

export type PlatformGuestsParams = Pick<
  PlatformGuestListQuery,
  'offset' | 'limit' | 'dir' | 'search' | 'filter' | 'deleted' | 'communityId'
>;

export type PlatformMembersParams = Pick<
  PlatformMemberListQuery,
  'offset' | 'limit' | 'dir' | 'search' | 'filter' | 'communityId' | 'status'
>;

/** Every query key of the platform Users feature; invalidations go through these too. */
export const platformUsersKeys = {
  all: ['platform-users'] as const,
  memberLists: () => sharedKeys.platformMembers,
  members: (params: PlatformMembersParams) => [...platformUsersKeys.memberLists(), params] as const,
  guests: (params: PlatformGuestsParams) => [...platformUsersKeys.all, 'guests', params] as const,
};
