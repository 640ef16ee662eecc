import { z } from 'zod';
import { email, listQuery, newPassword, paged } from './common';
import { messages } from './messages';

export const administratorMessages = {
  usernameInvalid: 'Use 3 to 64 letters, digits, dots, dashes or underscores for the username.',
  firstNameRequired: 'Please enter the first name.',
  administratorCreated: 'The administrator was created and a verification e-mail is on its way.',
  administratorNotFound: 'Administrator was invalid or could not be found',
  administratorDeactivated: 'The administrator was deactivated and can no longer sign in.',
  administratorReactivated: 'The administrator was reactivated and can sign in again.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  lastActiveAdministrator:
    'This is the last active administrator of the community. Add or reactivate another administrator first.',
  deletedAdministrator: 'A deleted administrator cannot be reactivated.',
} as const;

const username = z
  .string()
  .trim()
  .min(3, administratorMessages.usernameInvalid)
  .max(64, administratorMessages.usernameInvalid)
  .regex(/^[A-Za-z0-9._-]+$/, { message: administratorMessages.usernameInvalid });

const newAdministratorFields = {
  email,
  username,
  firstName: z.string().trim().min(1, administratorMessages.firstNameRequired).max(100),
  lastName: z.string().trim().max(100).default(''),
  password: newPassword,
  password_confirmation: z.string().max(1024),
};
const passwordsMatch = <T extends { password: string; password_confirmation: string }>(b: T) =>
  b.password === b.password_confirmation;
const mismatch = { message: messages.passwordsDiffer, path: ['password_confirmation'] };

/**
 * POST /v1/users/administrator/admin (a platform administrator creates another) and
 * POST /v1/users/community/admin (a community administrator adds one to their own community).
 * A username or e-mail already in use is a 409; existing users are not promoted here.
 */
export const newAdministratorBody = z.object(newAdministratorFields).refine(passwordsMatch, mismatch);
export type NewAdministratorBody = z.infer<typeof newAdministratorBody>;

/** POST /v1/users/administrator/community (spec 001 §3; `id` of the spec's payload is ignored). */
export const newCommunityAdministratorBody = z
  .object({ ...newAdministratorFields, communityId: z.string().max(100) })
  .refine(passwordsMatch, mismatch);
export type NewCommunityAdministratorBody = z.infer<typeof newCommunityAdministratorBody>;

/** A platform administrator (spec 001 §3 Administrator row, plus a few fields the table may show). */
export const platformAdministratorRow = z.object({
  id: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  /** The account is not ACTIVE. */
  isDeleted: z.boolean(),
  /** The account's status: ACTIVE | INACTIVE (deactivated; cannot sign in). */
  status: z.string(),
  isVerified: z.boolean(),
  lastLogin: z.string().nullable(),
  createdOn: z.string(),
});
export type PlatformAdministratorRow = z.infer<typeof platformAdministratorRow>;
export const PLATFORM_ADMIN_SORT_COLUMNS = ['fullName', 'email', 'username', 'lastLogin', 'created'] as const;
export const platformAdministratorListQuery = listQuery.extend({
  filter: z.enum(PLATFORM_ADMIN_SORT_COLUMNS).optional(),
});
export const platformAdministratorListResponse = paged(platformAdministratorRow);
export type PlatformAdministratorListResponse = z.infer<typeof platformAdministratorListResponse>;

/** A community administrator (spec 001 §3): `id` is the membership ("member") id. */
export const communityAdministratorRow = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  communityId: z.uuid(),
  community: z.string(),
  communityStatus: z.string(),
  appVersion: z.string().nullable(),
  logo: z.string().nullable(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  lastLogin: z.string().nullable(),
  /** The membership is DELETED. */
  isDeleted: z.boolean(),
  /** E-mail verified. */
  isVerified: z.boolean(),
  /** The membership's status: ACTIVE | INACTIVE | DELETED. */
  status: z.string(),
  createdOn: z.string(),
});
export type CommunityAdministratorRow = z.infer<typeof communityAdministratorRow>;
export const COMMUNITY_ADMIN_SORT_COLUMNS = [
  'fullName',
  'email',
  'username',
  'community',
  'lastLogin',
  'status',
  'created',
] as const;
/** GET /v1/administrator/communities/admin; communityId narrows to one community. */
export const communityAdministratorListQuery = listQuery.extend({
  filter: z.enum(COMMUNITY_ADMIN_SORT_COLUMNS).optional(),
  communityId: z.uuid().optional(),
});
export const communityAdministratorListResponse = paged(communityAdministratorRow);
export type CommunityAdministratorListResponse = z.infer<typeof communityAdministratorListResponse>;

/**
 * PATCH /v1/administrator/application/admin/{id}/deactivate|activate (id: the user id) and
 * PATCH /v1/administrator/communities/admin/{id}/deactivate|activate (id: the member id). Not in the spec's
 * route list (issue 10 item 15); same style as the members' batch deactivate/activate.
 */
export const administratorIdParams = z.object({ id: z.string().max(100) });

export const platformAdministratorResponse = z.object({
  message: z.string(),
  data: platformAdministratorRow,
});
export type PlatformAdministratorResponse = z.infer<typeof platformAdministratorResponse>;
export const communityAdministratorResponse = z.object({
  message: z.string(),
  data: communityAdministratorRow,
});
export type CommunityAdministratorResponse = z.infer<typeof communityAdministratorResponse>;
