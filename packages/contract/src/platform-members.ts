import { z } from 'zod';
import { listQuery, paged } from './common';

export const platformMemberMessages = {
  userNotFound: 'User was invalid or could not be found',
  userIdMismatch: 'The userId of the body is not the one in the address.',
} as const;

/** A membership seen by the platform (spec 001 §3 "Community member"): `id` is the member id. */
export const platformMemberRow = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  communityId: z.uuid(),
  community: z.string(),
  /** users.multi_community: the person may switch between all communities where they are an active member. */
  isMultiMember: z.boolean(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** The membership is DELETED. */
  isDeleted: z.boolean(),
  isEmailVerified: z.boolean(),
  /** How the membership came about: APP | INVITED | IMPORTED. */
  scope: z.string(),
  username: z.string(),
  lastLogin: z.string().nullable(),
  /** ACTIVE | INACTIVE | DELETED */
  status: z.string(),
  createdOn: z.string(),
});
export type PlatformMemberRow = z.infer<typeof platformMemberRow>;
export const PLATFORM_MEMBER_SORT_COLUMNS = [
  'fullName',
  'firstName',
  'lastName',
  'email',
  'username',
  'community',
  'scope',
  'status',
  'lastLogin',
  'created',
] as const;
/** GET /v1/administrator/communities/members: members (not administrators) of every community, or of one. */
export const platformMemberListQuery = listQuery.extend({
  filter: z.enum(PLATFORM_MEMBER_SORT_COLUMNS).optional(),
  communityId: z.uuid().optional(),
  /**
   * `active`: only "Active members" (ACTIVE memberships whose role is MEMBER or ADMIN), the figure the dashboards
   * and the communities list show; without it, every MEMBER membership whatever its status.
   */
  status: z.enum(['active']).optional(),
});
export type PlatformMemberListQuery = z.infer<typeof platformMemberListQuery>;
export const platformMemberListResponse = paged(platformMemberRow);
export type PlatformMemberListResponse = z.infer<typeof platformMemberListResponse>;

export const platformUserIdParams = z.object({ userId: z.string().max(100) });

/** PATCH /v1/users/administrator/multi/{userId} (spec payload: userId, multiState). */
export const multiStateBody = z.object({ userId: z.string().max(100).optional(), multiState: z.boolean() });
export type MultiStateBody = z.infer<typeof multiStateBody>;
export const multiStateResponse = z.object({ userId: z.uuid(), multiState: z.boolean() });

/** PATCH /v1/users/admin-verification/{userId}. */
export const adminVerificationBody = z.object({ isEmailVerified: z.boolean() });
export type AdminVerificationBody = z.infer<typeof adminVerificationBody>;
export const adminVerificationResponse = z.object({ userId: z.uuid(), isEmailVerified: z.boolean() });

/** A guest of any community (spec 000 §3 Guest, plus communityId). */
export const platformGuestRow = z.object({
  id: z.uuid(),
  community: z.string(),
  communityId: z.uuid(),
  isDeleted: z.boolean(),
  createdOn: z.string(),
  lastLogin: z.string().nullable(),
  /** ios | android | ..., as the app reported it. */
  platform: z.string().nullable(),
  /** The guest signed up and became a member. */
  isUpgraded: z.boolean(),
});
export type PlatformGuestRow = z.infer<typeof platformGuestRow>;
export const PLATFORM_GUEST_SORT_COLUMNS = ['community', 'created', 'lastLogin'] as const;
/**
 * GET /v2/guests/admin. deleted=true lists deleted guests only, deleted=false (the default) the others.
 * `search` matches the community name.
 */
export const platformGuestListQuery = listQuery.extend({
  filter: z.enum(PLATFORM_GUEST_SORT_COLUMNS).optional(),
  deleted: z.enum(['true', 'false']).default('false'),
  communityId: z.uuid().optional(),
});
export type PlatformGuestListQuery = z.infer<typeof platformGuestListQuery>;
export const platformGuestListResponse = paged(platformGuestRow);
export type PlatformGuestListResponse = z.infer<typeof platformGuestListResponse>;
