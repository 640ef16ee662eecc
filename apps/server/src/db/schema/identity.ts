import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// One person, across every community they belong to. E-mail is stored lowercased.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // Null for people invited or imported who have not chosen a password yet.
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // ACTIVE | INACTIVE (platform-wide block). Per-community status lives on memberships.
    status: text('status').notNull().default('ACTIVE'),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    // Multi-community access: the member may switch between all communities they belong to.
    multiCommunity: boolean('multi_community').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // 'en' | 'fr' once the user chose one: the consoles' language on every device and the language of their
    // e-mails. Null until then, so the browser's language (or the one picked on the login page) stays in force.
    locale: text('locale'),
    // What the members search matches a typed fragment in: lib/search-text.ts's searchText() of the names, username
    // and e-mail (folded accents, Plains Cree syllabics with their Roman spelling), written by the auth module with
    // every change of those (accounts.repository.ts); memberships.search_text is its copy that the members list
    // searches. A writer that leaves it out gets the old lower() form from a trigger (migration 0027), marked by
    // its chr(1) separators, which the next start rewrites (users_search_text_pending_idx finds them).
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The members table's name sorts read these in order (membersRepository.list); id breaks ties.
    index('users_full_name_sort_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('users_first_name_sort_idx').on(sql`lower(${t.firstName})`, t.id),
    index('users_last_name_sort_idx').on(sql`lower(${t.lastName})`, t.id),
    index('users_search_text_pending_idx')
      .on(t.id)
      .where(sql`strpos(${t.searchText}, chr(1)) > 0`),
  ],
);

export const communities = pgTable('communities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  androidBundleId: text('android_bundle_id'),
  iosBundleId: text('ios_bundle_id'),
  appVersion: text('app_version'),
  // ACTIVE | ONBOARDING | SUSPENDED (docs/decisions/communities.md).
  status: text('status').notNull().default('ACTIVE'),
  contactPermission: boolean('contact_permission').notNull().default(false),
  // Subscription tier: ESSENTIAL | STANDARD | PREMIUM.
  subscription: text('subscription').notNull().default('STANDARD'),
  population: integer('population'),
  // Push (issue 11): demo communities send to the in-process provider simulator, real ones to Apple and Google.
  pushSimulated: boolean('push_simulated').notNull().default(false),
  // Quiet hours "HH:MM" in each recipient's zone (push-extras); null = none.
  quietHoursStart: text('quiet_hours_start'),
  quietHoursEnd: text('quiet_hours_end'),
  // The last credential health check's result (push-extras).
  pushHealth: jsonb('push_health'),
  // The community's own zone: quiet hours and local-time sends use it for devices that report no zone.
  timeZone: text('time_zone'),
  // Its colour (#rrggbb) in its web app and manifest; null = the platform's.
  brandColor: text('brand_color'),
  ...timestamps,
});

// A person's place in one community. `id` is the "member id" of the spec.
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // ADMIN (community administrator) | MEMBER
    role: text('role').notNull().default('MEMBER'),
    // How the membership came about: APP (signed up in the app) | INVITED (added by an administrator) | IMPORTED (CSV).
    scope: text('scope').notNull().default('APP'),
    // ACTIVE | INACTIVE | DELETED | INVITED (an existing account asked to join; active once its owner accepts)
    status: text('status').notNull().default('ACTIVE'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // The person's sort keys (lowercased full name, first name, last name, username, e-mail), copied here by
    // triggers (migration 0014) whenever the membership is created or relinked or the person renamed: the members
    // table's name sorts then read an index of one community's members in order, as the other sorts do, instead
    // of walking every person on the platform.
    nameKey: text('name_key').notNull().default(''),
    firstNameKey: text('first_name_key').notNull().default(''),
    lastNameKey: text('last_name_key').notNull().default(''),
    usernameKey: text('username_key').notNull().default(''),
    emailKey: text('email_key').notNull().default(''),
    // And the person's users.search_text (migration 0015), under its own trigram index: a search finds, counts
    // and sorts one community's matching members from this table alone, the person joined for the page only.
    searchText: text('search_text').notNull().default(''),
    // The member's preferred content languages (BCP 47, most preferred first): the app's device locale at sign-up,
    // or chosen in the app. Empty = the app's Accept-Language, then the community's default.
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_user_community_key').on(t.userId, t.communityId),
    index('memberships_community_idx').on(t.communityId, t.role, t.status),
    // One index per sort of the members table within a community and status (membersRepository.list), so a
    // page is read in order; (community, status, id) also serves the index-only member count.
    index('memberships_status_sort_idx').on(t.communityId, t.status, t.id),
    index('memberships_created_sort_idx').on(t.communityId, t.status, t.createdAt, t.id),
    index('memberships_last_login_sort_idx').on(t.communityId, t.status, t.lastLoginAt, t.id),
    // Newest sign-in first with "never" last (nulls last both ways, db/paged.ts): a backward scan of the index above
    // gives nulls first, so that page has an index of its own rather than sorting a whole status of members.
    index('memberships_last_login_desc_sort_idx').on(
      t.communityId,
      t.status,
      t.lastLoginAt.desc().nullsLast(),
      // The page's tie-break is a bare `id desc`, whose nulls come first: the same order, so the index serves it.
      t.id.desc().nullsFirst(),
    ),
    index('memberships_role_sort_idx').on(t.communityId, t.status, t.role, t.id),
    index('memberships_scope_sort_idx').on(t.communityId, t.status, t.scope, t.id),
    // The person sorts break ties by user_id: as unique in a community as the membership id, and the one a
    // search's sort of matching people (users first) can use too. Usernames and e-mails are unique already.
    index('memberships_name_sort_idx').on(t.communityId, t.status, t.nameKey, t.userId),
    index('memberships_first_name_sort_idx').on(t.communityId, t.status, t.firstNameKey, t.userId),
    index('memberships_last_name_sort_idx').on(t.communityId, t.status, t.lastNameKey, t.userId),
    index('memberships_username_sort_idx').on(t.communityId, t.status, t.usernameKey),
    index('memberships_email_sort_idx').on(t.communityId, t.status, t.emailKey),
    // No pending list (fastupdate): every search would read it whole, and on the embedded engine, without
    // autovacuum, it only empties when it reaches 4 MB (a third of a trigram search's time after a big import).
    // The platform's list of every community's members (issue 38: 2 M memberships), newest first: its page and a
    // broad search's walk read the newest entries only; the other roles' few rows for its total (a count less them).
    index('memberships_platform_created_idx').on(t.createdAt.desc().nullsLast(), t.id),
    index('memberships_other_roles_idx')
      .on(t.communityId, t.status)
      .where(sql`${t.role} <> 'MEMBER'`),
    index('memberships_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

// How many memberships each community has in each status, kept by a statement trigger on memberships
// (migration 0018): the members table shows its exact total on every page, and counting 100,000 rows per request
// (without a visibility map on the embedded engine, a heap visit per row) was most of a page's time. No foreign
// key: a community's deletion removes its memberships, whose trigger must still find nothing to refuse.
export const communityMemberCounts = pgTable(
  'community_member_counts',
  {
    communityId: uuid('community_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.status] })],
);
