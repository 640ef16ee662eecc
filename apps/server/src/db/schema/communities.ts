import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { communities, users } from './identity';

// The communities table itself is in identity.ts (sessions and memberships hang off it).

/** One release of a community's app: shown as the app-version history on the community screen. */
export const communityAppUpdates = pgTable(
  'community_app_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // Free text chosen by the administrator (a build number, a store release name, ...).
    identifier: text('identifier').notNull(),
    // Semantic version, validated by the contract.
    appVersion: text('app_version').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_app_updates_community_idx').on(t.communityId, t.releaseDate)],
);

/**
 * A community's push credentials, one row per provider (APN | GCM). `secret` is the .p8 key or the service-account
 * JSON sealed with AES-256-GCM (lib/secrets.ts); the other columns are the non-secret parts shown to administrators.
 */
export const pushCredentials = pgTable(
  'push_credentials',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    secret: text('secret').notNull(),
    // APN: the key id and team id. GCM: the project id and the service account's e-mail.
    keyId: text('key_id'),
    teamId: text('team_id'),
    projectId: text('project_id'),
    clientEmail: text('client_email'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.provider] })],
);

/**
 * Each "send summary" request, keyed by the id its job carries: a retried job finds its row and sends nothing
 * twice; the newest row tells the console when a summary last went out.
 */
export const communitySummaries = pgTable(
  'community_summaries',
  {
    id: uuid('id').primaryKey(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('community_summaries_community_idx').on(t.communityId, t.periodEnd)],
);

/**
 * The languages a community publishes in (issue 23): any BCP 47 tag, named as the community writes it, with its
 * script (ISO 15924) and direction, in the order the console shows them; exactly one is the default. No closed
 * list: CLDR has no data for most of these languages, so the name and direction are the community's own words.
 * A community without rows publishes in English (communitiesRepository.languages answers that).
 */
export const communityLanguages = pgTable(
  'community_languages',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    name: text('name').notNull(),
    script: text('script').notNull(),
    // ltr | rtl
    direction: text('direction').notNull().default('ltr'),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.tag] }),
    uniqueIndex('community_languages_default_key')
      .on(t.communityId)
      .where(sql`${t.isDefault}`),
  ],
);
