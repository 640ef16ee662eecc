import { z } from 'zod';
import { email, isoDate, newPassword, uuid } from './common';
import { memberRole } from './members';

// The member app API (/app/v1): guests, sign-up and sign-in, profile and communities.

export const appAccountMessages = {
  communityNotFound: 'Community was invalid or could not be found',
  notMember: 'This account is not a member of this community.',
  memberInactive:
    'Your membership of this community has been deactivated. Please contact your community administrator.',
  multiCommunityOff:
    'Multi-community access is not enabled for this account. Please contact your community administrator.',
  guestInvalid: 'This guest session is invalid or has expired. Please start a new one.',
  guestUpgraded: 'This guest has already signed up. Please sign in.',
  guestOtherCommunity: 'This guest session belongs to another community.',
  membersOnly: 'Please sign in or sign up to continue.',
  tooManyGuests:
    'Too many new guests have joined from this network in the last hour. Please try again later.',
} as const;

const slug = z.string().trim().toLowerCase().min(1).max(120);

export const guestSessionBody = z.object({
  communitySlug: slug,
  deviceId: z.string().trim().min(8).max(200).describe("The app installation's id"),
  platform: z.enum(['ios', 'android', 'web']),
});
export type GuestSessionBody = z.infer<typeof guestSessionBody>;

export const guestSessionResponse = z.object({
  guestToken: z.string().describe('Send as "Authorization: Bearer <token>" on guest-enabled routes'),
  exp: z.number().int().describe('Expiry, epoch seconds'),
  guest: z.object({ id: uuid, communityId: uuid, createdOn: isoDate }),
});
export type GuestSessionResponse = z.infer<typeof guestSessionResponse>;

export const appTokenResponse = z.object({
  accessToken: z.string(),
  exp: z.number().int().describe('Expiry of the access token, epoch seconds'),
  refreshToken: z.string().describe('Single use: POST /app/v1/auth/refresh answers a new one'),
});
export type AppTokenResponse = z.infer<typeof appTokenResponse>;

export const appSignUpBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  email,
  username: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  password: newPassword,
  communitySlug: slug,
  guestToken: z
    .string()
    .min(1)
    .max(2000)
    .optional()
    .describe('Upgrades this guest: device and history carry over'),
});
export type AppSignUpBody = z.infer<typeof appSignUpBody>;

export const appSignInBody = z.object({
  credential: z.string().trim().min(1).max(254).describe('Username or e-mail'),
  password: z.string().min(1).max(1024),
  communitySlug: slug,
});
export type AppSignInBody = z.infer<typeof appSignInBody>;

export const appRefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const appSwitchCommunityBody = z.object({ communitySlug: slug });

export const appCommunity = z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  role: memberRole,
  current: z.boolean(),
});

export const appMeResponse = z.object({
  id: uuid,
  memberId: uuid,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  isEmailVerified: z.boolean(),
  multiCommunity: z.boolean(),
  role: memberRole,
  community: appCommunity.omit({ current: true, role: true }),
});
export type AppMeResponse = z.infer<typeof appMeResponse>;

export const appGroupsResponse = z.object({
  groups: z.array(z.object({ id: uuid, group: z.string(), slug: z.string() })),
});
export const appCommunitiesResponse = z.object({ communities: z.array(appCommunity) });
export type AppCommunitiesResponse = z.infer<typeof appCommunitiesResponse>;
