import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';
import { guests, groups } from './audience';
import { communities, memberships, users } from './identity';
import { timeOrderedId } from './ids';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** PostgreSQL's 64-bit transaction id; compared as text by the driver, only ever in SQL. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

// A stored file (cover image, document). The bytes live in the storage module (disk or S3) under filePath.
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // COVER | DOCUMENT: what the upload route accepted it as.
    purpose: text('purpose').notNull(),
    filePath: text('file_path').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    originalName: text('original_name').notNull(),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    displayName: text('display_name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('attachments_community_idx').on(t.communityId)],
);

/**
 * One row per piece of content of any kind (NEWS | EVENT | JOB | FORM | DOCUMENT). What differs by kind lives in
 * `data` (jsonb, validated by the kind's zod schema in the contract on every write).
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // Stable public key (24 hex characters) the apps use in links; rows imported without one get it from maintenance.
    objectId: text('object_id').unique(),
    kind: text('kind').notNull(),
    // The language of headline, tagline and body below (BCP 47): the community's default when the item was
    // created. Other languages' versions are in feed_item_translations.
    language: text('language').notNull().default('en'),
    headline: text('headline').notNull(),
    tagline: text('tagline').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverImageId: uuid('cover_image_id').references(() => attachments.id, { onDelete: 'set null' }),
    // Documents: the file under review.
    attachmentId: uuid('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    // OPEN (guests too) | MEMBERS (every member) | GROUPS | RECIPIENTS (the audience rows below).
    access: text('access').notNull().default('MEMBERS'),
    // DRAFT | SCHEDULED | PUBLISHED | RETRACTED | ARCHIVED; deleted_at marks a soft delete on top.
    status: text('status').notNull().default('DRAFT'),
    deletedAt: at('deleted_at'),
    citationRequired: boolean('citation_required').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    open: boolean('open').notNull().default(false),
    publishedOn: at('published_on'),
    publishAt: at('publish_at'),
    publishZone: text('publish_zone'),
    // A scheduled publish that should also request a push notification once it goes live.
    notifyOnPublish: boolean('notify_on_publish').notNull().default(false),
    data: jsonb('data').notNull().default({}),
    // The feed's sort key: pinned items first, then newest published (see feed ranking in the feed service).
    feedRank: bigint('feed_rank', { mode: 'number' }),
    // What the console's and the member app's searches match: lib/search-text.ts's searchText() of the headline,
    // tagline, body's plain text, file name and field labels (every language), written by the content repository
    // with every save. Null until written (rows from before migration 0027, rewritten at start:
    // feed_items_search_text_pending_idx).
    searchText: text('search_text'),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('feed_items_community_kind_idx').on(t.communityId, t.kind, t.status),
    index('feed_items_feed_idx').on(t.communityId, t.feedRank),
    index('feed_items_publish_at_idx').on(t.status, t.publishAt),
    // No pending list, as memberships_search_trgm_idx (db/schema/identity.ts).
    index('feed_items_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('feed_items_search_text_pending_idx')
      .on(t.id)
      .where(sql`${t.searchText} is null`),
  ],
);

/**
 * An item's version in another language than its own (feed_items.language): headline, tagline and body. One item,
 * one set of analytics: the versions are texts only; everything else (audience, dates, counters) is the item's.
 */
export const feedItemTranslations = pgTable(
  'feed_item_translations',
  {
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    headline: text('headline').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    body: text('body').notNull().default(''),
    // Documents: the file's display name in this language (empty: the attachment's own).
    displayName: text('display_name').notNull().default(''),
    // Forms: each field's label in this language, by the field's id (a field left out keeps its own label).
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.feedItemId, t.language] }),
    index('feed_item_translations_community_idx').on(t.communityId, t.language),
  ],
);

/**
 * Every saved version of an item (issue 40 #3): its texts in every language and its other fields as that save left
 * them, who saved it and when. Written in the saving transaction (content.service.ts); a restore saves an earlier
 * version again as a new one (`restored_from`). An item keeps its newest REVISIONS_KEPT versions (revisions.ts): the
 * older ones are removed by the save that passes the count. The content is jsonb, compressed by PostgreSQL past 2 KB.
 */
export const feedItemRevisions = pgTable(
  'feed_item_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // 1, 2, 3… per item: what people call the version.
    number: integer('number').notNull(),
    savedAt: at('saved_at').notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    // The name as it was at the save: an account removed since still says who saved it.
    savedByName: text('saved_by_name'),
    // The version this one restored (null: an edit).
    restoredFrom: integer('restored_from'),
    // kind, language, headline, tagline, tags, cover and document ids, citation, data, translations (revisions.ts).
    content: jsonb('content').notNull(),
  },
  (t) => [uniqueIndex('feed_item_revisions_item_number_key').on(t.feedItemId, t.number)],
);

// Tags are per community and created the first time an item uses them.
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_community_tag_key').on(t.communityId, sql`lower(${t.tag})`)],
);

export const feedItemGroups = pgTable(
  'feed_item_groups',
  {
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.feedItemId, t.groupId] }),
    index('feed_item_groups_group_idx').on(t.groupId),
  ],
);

export const feedItemRecipients = pgTable(
  'feed_item_recipients',
  {
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.feedItemId, t.membershipId] }),
    index('feed_item_recipients_membership_idx').on(t.membershipId),
  ],
);

// Reviewers of a document, named by e-mail; they decide through a signed link without an account.
export const documentApprovals = pgTable(
  'document_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // Set when the e-mail belongs to a known user, for display only.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // PENDING | APPROVED | REJECTED
    status: text('status').notNull().default('PENDING'),
    comments: text('comments').notNull().default(''),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_approvals_item_email_key').on(t.feedItemId, t.email)],
);

// Every state change of an item, by whom (null: the scheduler) and when. Append-only.
export const publishingLog = pgTable(
  'publishing_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // CREATED | UPDATED | PUBLISHED | SCHEDULED | RETRACTED | ARCHIVED | DELETED | PINNED | UNPINNED
    action: text('action').notNull(),
    detail: jsonb('detail'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('publishing_log_item_idx').on(t.feedItemId, t.at)],
);

/**
 * Append-only activity of the app side, read by analytics: VIEW | LIKE | UNLIKE | CONVERSION, each with community,
 * item, actor (a member or a guest) and time. Conversions carry their kind (FORM | RSVP | LINK), never form answers.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: timeOrderedId().primaryKey(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    feedItemId: uuid('feed_item_id').references(() => feedItems.id, { onDelete: 'set null' }),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    // The metric (lib/metrics.ts lists them): VIEW, LIKE, CONVERSION, NOTIFICATION_DELIVERED, ...
    type: text('type').notNull(),
    conversion: text('conversion'),
    at: at('at').notNull().defaultNow(),
    // Analytics (issue 12). MEMBER | GUEST | NONE, fixed when recorded: a member deleted later (membership_id set
    // null) still counts as a member. Null on rows older than the column (the roll-up derives it).
    audience: text('audience'),
    // A sub-kind the roll-ups keep apart: the conversion kind (FORM, RSVP, JOB_LINK), who published (CLIENT, ADMIN).
    detail: text('detail'),
    // The push notification a delivery or open belongs to (no foreign key: counts outlive a deleted draft).
    notificationId: uuid('notification_id'),
    // The inserting transaction: the roll-up's watermark. Rows of transactions older than every running one are
    // final, so rolling up `xid < snapshot xmin` never skips a row a slow transaction commits later.
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('activity_events_community_at_idx').on(t.communityId, t.at),
    index('activity_events_item_idx').on(t.feedItemId, t.type, t.at),
    index('activity_events_xid_idx').on(t.xid),
  ],
);

// Current likes (one per member or guest per item); activity_events keeps the history.
export const feedItemLikes = pgTable(
  'feed_item_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_item_likes_member_key')
      .on(t.feedItemId, t.membershipId)
      .where(sql`${t.membershipId} is not null`),
    uniqueIndex('feed_item_likes_guest_key')
      .on(t.feedItemId, t.guestId)
      .where(sql`${t.guestId} is not null`),
    // The feed page asks "which of these did the reader like" for one member or guest (feedRepository.appPage).
    index('feed_item_likes_membership_idx')
      .on(t.membershipId, t.feedItemId)
      .where(sql`${t.membershipId} is not null`),
    index('feed_item_likes_guest_idx')
      .on(t.guestId, t.feedItemId)
      .where(sql`${t.guestId} is not null`),
  ],
);

/**
 * A push the administrator asked for when publishing. The push-compose module turns these into notifications
 * (processed_at set once it took one); the audience is copied here so a later change of the item does not change
 * who was asked for.
 */
export const notificationRequests = pgTable(
  'notification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    // { access, groups: uuid[], recipients: uuid[] }
    audience: jsonb('audience').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (t) => [index('notification_requests_pending_idx').on(t.processedAt, t.requestedAt)],
);
