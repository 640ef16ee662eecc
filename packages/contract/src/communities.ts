import { z } from 'zod';
import { calendarDay, listQuery, paged } from './common';
import { pushHealth } from './notification-alerts';

/** Texts of the communities domain. "Community was invalid or could not be found" is messages.communityNotFound. */
export const communityMessages = {
  slugTaken: 'This slug is already used by another community.',
  slugInvalid: 'Use lowercase letters, digits and single dashes (for example "river-valley").',
  nameRequired: 'Please enter the community name.',
  bundleIdInvalid: 'Use a reverse-DNS bundle id with at least two parts, for example "ca.rivervalley.app".',
  versionInvalid: 'Use a semantic version such as 2.4.1.',
  releaseDateInvalid: 'Use a date in the form YYYY-MM-DD.',
  apnKeyInvalid:
    'The APN key must be the .p8 file from Apple: an EC P-256 private key in PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----").',
  apnKeyIdInvalid: 'The APN key id is the 10-character id Apple shows next to the key.',
  apnTeamIdInvalid: 'The APN team id is the 10-character id of your Apple developer team.',
  gcmNotJson: 'The FCM credentials must be the service-account JSON file downloaded from Firebase.',
  gcmNotServiceAccount:
    'The FCM credentials must be a service account ("type": "service_account") with project_id, client_email and private_key.',
  gcmKeyInvalid: 'The private_key of the service account is not a valid RSA private key.',
  gcmTokenUriNotAllowed:
    "The token_uri of the service account must be Google's token endpoint, https://oauth2.googleapis.com/token, as in the file downloaded from Firebase.",
  summaryQueued: 'The community summary is on its way to its administrators.',
  summaryNoPermission: 'This community has not given permission to be contacted.',
  summaryNoAdministrators: 'This community has no active administrator to send the summary to.',
  brandColorInvalid: 'Use a colour in the form #rrggbb, for example #0b7285.',
} as const;

/**
 * ONBOARDING: created, its app not yet in the stores. ACTIVE: its app is live. SUSPENDED: switched off by the
 * platform (its administrators and members keep their data).
 */
export const COMMUNITY_STATUSES = ['ONBOARDING', 'ACTIVE', 'SUSPENDED'] as const;
export const communityStatus = z.enum(COMMUNITY_STATUSES);
export type CommunityStatus = z.infer<typeof communityStatus>;

/** Subscription tiers, lowest first. */
export const SUBSCRIPTION_TIERS = ['ESSENTIAL', 'STANDARD', 'PREMIUM'] as const;
export const subscriptionTier = z.enum(SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof subscriptionTier>;

/** Lowercase ASCII letters and digits in groups joined by single dashes, 2 to 60 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Derives a slug from a community name: ASCII-folded ("Métis" → "metis"), lowercase, dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

// Android package names: letters first in every part, no dashes. iOS bundle ids also allow dashes.
export const ANDROID_BUNDLE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
export const IOS_BUNDLE_PATTERN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
// semver.org 2.0.0, without a leading "v".
export const SEMVER_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

const slug = z.string().trim().min(2, communityMessages.slugInvalid).max(60).regex(SLUG_PATTERN, {
  message: communityMessages.slugInvalid,
});
const androidBundleId = z
  .string()
  .trim()
  .max(155)
  .regex(ANDROID_BUNDLE_PATTERN, { message: communityMessages.bundleIdInvalid });
const iosBundleId = z
  .string()
  .trim()
  .max(155)
  .regex(IOS_BUNDLE_PATTERN, { message: communityMessages.bundleIdInvalid });
export const semverString = z
  .string()
  .trim()
  .max(64)
  .regex(SEMVER_PATTERN, { message: communityMessages.versionInvalid });
// Any http(s) address; uploads answer one under /files/.
const logoUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** POST /v1/community. The slug is derived from the name when left out. Status defaults to ONBOARDING. */
export const createCommunityBody = z.object({
  name: z.string().trim().min(1, communityMessages.nameRequired).max(120),
  slug: slug.optional(),
  logo: logoUrl.nullable().optional(),
  androidBundleId: androidBundleId.nullable().optional(),
  iosBundleId: iosBundleId.nullable().optional(),
  appVersion: semverString.nullable().optional(),
  status: communityStatus.default('ONBOARDING'),
  contactPermission: z.boolean().default(false),
  subscription: subscriptionTier.default('STANDARD'),
  population: z.number().int().min(0).max(100_000_000).nullable().optional(),
});
export type CreateCommunityBody = z.infer<typeof createCommunityBody>;

/** PATCH /v1/community/{id}: any subset of the fields; null clears an optional one. */
export const updateCommunityBody = z.object({
  name: z.string().trim().min(1, communityMessages.nameRequired).max(120).optional(),
  slug: slug.optional(),
  logo: logoUrl.nullable().optional(),
  androidBundleId: androidBundleId.nullable().optional(),
  iosBundleId: iosBundleId.nullable().optional(),
  appVersion: semverString.nullable().optional(),
  status: communityStatus.optional(),
  contactPermission: z.boolean().optional(),
  subscription: subscriptionTier.optional(),
  population: z.number().int().min(0).max(100_000_000).nullable().optional(),
});
export type UpdateCommunityBody = z.infer<typeof updateCommunityBody>;

// Not z.uuid(): a malformed id is "could not be found" (404), as the spec's guard message says.
export const communityIdParams = z.object({ id: z.string().max(100) });

export const appUpdate = z.object({
  id: z.uuid(),
  identifier: z.string(),
  appVersion: z.string(),
  /** YYYY-MM-DD */
  releaseDate: z.string(),
  createdOn: z.string(),
});
export type AppUpdate = z.infer<typeof appUpdate>;

/**
 * POST /v2/community/app-update: adds one entry to a community's history. When the new version is higher than
 * the community's appVersion (or it has none), appVersion becomes the new version.
 */
export const appUpdateBody = z.object({
  communityId: z.string().max(100),
  identifier: z.string().trim().min(1).max(100),
  appVersion: semverString,
  releaseDate: calendarDay(communityMessages.releaseDateInvalid),
});
export type AppUpdateBody = z.infer<typeof appUpdateBody>;

/** What the console may know of a provider's credentials: never the key itself. */
export const apnStatus = z.object({
  isSet: z.boolean(),
  keyId: z.string().nullable(),
  teamId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const gcmStatus = z.object({
  isSet: z.boolean(),
  projectId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const pushStatus = z.object({ apn: apnStatus, gcm: gcmStatus });
export type PushStatus = z.infer<typeof pushStatus>;

/** PATCH /v1/community/{id}/push/apn: the .p8 file's text and its ids (spec names kept). */
export const apnCredentialsBody = z.object({
  apn: z.string().min(1, communityMessages.apnKeyInvalid).max(10_000),
  apn_key_id: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, { message: communityMessages.apnKeyIdInvalid }),
  apn_team_id: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, { message: communityMessages.apnTeamIdInvalid }),
});
export type ApnCredentialsBody = z.infer<typeof apnCredentialsBody>;

/** PATCH /v1/community/{id}/push/gcm: the FCM service-account JSON as text. */
export const gcmCredentialsBody = z.object({
  gcm: z.string().min(1, communityMessages.gcmNotJson).max(20_000),
});
export type GcmCredentialsBody = z.infer<typeof gcmCredentialsBody>;

/** The full community record (GET /v1/community, GET /v1/community/{id}, and the answer of every write). */
export const communityDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  androidBundleId: z.string().nullable(),
  iosBundleId: z.string().nullable(),
  appVersion: z.string().nullable(),
  status: z.string(),
  contactPermission: z.boolean(),
  /** The member web app's colour (`#rrggbb`); null: the console's own (DEFAULT_BRAND_COLOR). */
  brandColor: z.string().nullable(),
  subscription: z.string(),
  population: z.number().int().nullable(),
  /** Newest release first. */
  updates: z.array(appUpdate),
  push: pushStatus,
  /** The last check of the push credentials (daily, or the "Test credentials" button); null before the first. */
  pushHealth: pushHealth.nullable(),
  /** When a summary was last e-mailed to the administrators, if ever. */
  lastSummaryAt: z.string().nullable(),
  /**
   * When a summary was last requested, if ever. Sending is queued, so a request newer than `lastSummaryAt`
   * means one is on its way (the console says so at once instead of "No summary has been sent yet").
   */
  summaryRequestedAt: z.string().nullable(),
  /** Closing (its grace period): when it is deleted for good unless restored. null: it is not closing. */
  deletionDueAt: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type CommunityDetail = z.infer<typeof communityDetail>;
export const communityDetailResponse = z.object({ data: communityDetail });
export type CommunityDetailResponse = z.infer<typeof communityDetailResponse>;

/** PATCH /v1/community/contact/permission (a community administrator, for their own community). */
export const contactPermissionBody = z.object({ contactPermission: z.boolean() });
export type ContactPermissionBody = z.infer<typeof contactPermissionBody>;

/**
 * PATCH /v1/community/brand-color (a community administrator, for their own community): the colour its member web
 * app dresses in (issue 35); null goes back to the default. Text on it is black or white, whichever reads better.
 */
export const brandColorBody = z.object({
  brandColor: z
    .string({ error: communityMessages.brandColorInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, communityMessages.brandColorInvalid)
    .transform((c) => c.toLowerCase())
    .nullable(),
});
export type BrandColorBody = z.infer<typeof brandColorBody>;

export const COMMUNITY_SORT_COLUMNS = [
  'name',
  'subscription',
  'monthlyPosts',
  'members',
  'guests',
  'status',
  'population',
  'created',
] as const;
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** GET /v1/community/admin. `filter` is the sort column (default created). */
export const communityListQuery = listQuery.extend({
  filter: z.enum(COMMUNITY_SORT_COLUMNS).optional(),
  closing: bool.optional().describe('true: only communities in their grace period, to be deleted'),
});
export type CommunityListQuery = z.infer<typeof communityListQuery>;

export const communityOverviewRow = z.object({
  id: z.uuid(),
  logo: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  subscription: z.string(),
  /** Content published in the last 30 days. */
  monthlyPosts: z.number().int(),
  /** Members (not administrators) whose membership is not deleted. */
  members: z.number().int(),
  /** Guests not deleted. */
  guests: z.number().int(),
  status: z.string(),
  /** Closing: when it is deleted for good unless restored. null: it is not closing. */
  deletionDueAt: z.string().nullable(),
  population: z.number().int().nullable(),
  /** The last check of the push credentials; null before the first. */
  pushHealth: pushHealth.nullable(),
  createdOn: z.string(),
});
export type CommunityOverviewRow = z.infer<typeof communityOverviewRow>;
export const communityListResponse = paged(communityOverviewRow);
export type CommunityListResponse = z.infer<typeof communityListResponse>;

export const basicCommunity = z.object({ id: z.uuid(), name: z.string() });
export const basicCommunitiesResponse = z.object({ communities: z.array(basicCommunity) });
export type BasicCommunitiesResponse = z.infer<typeof basicCommunitiesResponse>;

/** POST /v1/community/contact/{id}: answered 202 once the summary job is queued. */
export const summaryResponse = z.object({ message: z.string() });
