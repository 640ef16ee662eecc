import { z } from 'zod';
import { email, isoDate, newPassword, uuid } from './common';
import { textDirection } from './languages';
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
  wrongCommunity: 'This session belongs to another community. Please sign in to this community to continue.',
} as const;

/**
 * The request header a client sends to name the community whose address it shows (the web app's /c/<slug>): a
 * session of another community is then refused (403 WRONG_COMMUNITY), so a member of one community never sees
 * another's items under the first one's address. Optional: without it the session's community is used.
 */
export const COMMUNITY_HEADER = 'gathering-community';

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

/** The browser's sign-up and sign-in: the community is the one in the address. */
export const appCookieSignUpBody = appSignUpBody.omit({ communitySlug: true });
export type AppCookieSignUpBody = z.infer<typeof appCookieSignUpBody>;
export const appCookieSignInBody = appSignInBody.omit({ communitySlug: true });
export type AppCookieSignInBody = z.infer<typeof appCookieSignInBody>;

export const appRefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });

// --- browser sessions: the refresh token in an httpOnly cookie (/app/v1/communities/{slug}/session/…) ---

/**
 * A browser's session: the access token in the body, the refresh token only in the httpOnly cookie the answer sets
 * (scoped to that community's session routes), so no script of the page can read it.
 */
export const appCookieSessionResponse = z.object({
  accessToken: z.string(),
  exp: z.number().int().describe('Expiry of the access token, epoch seconds'),
  refreshExpiresOn: isoDate.describe('When the session ends unless renewed (the cookie expires with it)'),
});
export type AppCookieSessionResponse = z.infer<typeof appCookieSessionResponse>;

/** The member's own password (the current one, and the new one). Their other sessions end; this one goes on. */
export const appPasswordBody = z.object({
  currentPassword: z.string().min(1).max(1024),
  password: newPassword,
});
export type AppPasswordBody = z.infer<typeof appPasswordBody>;
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

// --- a community's look, for its app at /c/<slug> (public) ---

/** The colour of a community that chose none (the console's own). */
export const DEFAULT_BRAND_COLOR = '#0b7285';

/** WCAG's relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever reads better on `hex` (the larger WCAG contrast ratio; on any colour it is at least
 * 4.58:1): the member app's text on its community's colour, and the console's preview of it.
 */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
const color = z.string().regex(/^#[0-9a-f]{6}$/);

/**
 * What a client needs to dress itself as a community before anyone signs in: its name, logo, colours, languages and
 * zone (GET /app/v1/communities/{slug}, public, cacheable with its ETag). `onPrimary` is the text colour (black or
 * white) with the most contrast on `primary`.
 */
export const communityBranding = z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable().describe('Absolute address of the logo, if the community has one'),
  colors: z.object({
    primary: color.describe("The community's colour (#rrggbb)"),
    onPrimary: color.describe('Text on primary: #000000 or #ffffff, whichever contrasts more'),
    background: color,
  }),
  languages: z
    .array(
      z.object({
        tag: z.string().describe('BCP 47'),
        name: z.string().describe('As the community writes it'),
        script: z.string().describe('ISO 15924, e.g. Cans (syllabics) or Latn'),
        direction: textDirection,
        isDefault: z.boolean(),
      }),
    )
    .describe('In the community’s order; exactly one is the default'),
  timeZone: z.string().describe("The community's zone (IANA): events and schedules are read in it"),
  manifest: z.string().describe('Address of its web app manifest (icons from its logo, its colours)'),
  webPushPublicKey: z
    .string()
    .describe(
      "The server's VAPID public key (uncompressed P-256, base64url): PushManager.subscribe's applicationServerKey",
    ),
});
export type CommunityBranding = z.infer<typeof communityBranding>;
export const communitySlugParams = z.object({ slug });
