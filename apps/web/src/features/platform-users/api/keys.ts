import type { PlatformGuestsParams } from './get-platform-guests';
import type { PlatformMembersParams } from './get-platform-members';

/** Every query key of the platform Users feature; invalidations go through these too. */
export const platformUsersKeys = {
  all: ['platform-users'] as const,
  memberLists: () => [...platformUsersKeys.all, 'members'] as const,
  members: (params: PlatformMembersParams) => [...platformUsersKeys.memberLists(), params] as const,
  guests: (params: PlatformGuestsParams) => [...platformUsersKeys.all, 'guests', params] as const,
};
