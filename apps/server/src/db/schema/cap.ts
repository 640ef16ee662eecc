import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { communities, users } from './identity';
import { notifications } from './notifications';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A community's place in the Common Alerting Protocol (issue 37): its area (a GeoJSON polygon or multipolygon,
 * and/or Statistics Canada SGC census subdivision codes), the CAP-CP event codes it relays to members at once
 * (without a review), and whether the documents it publishes are signed (XML-DSig).
 */
export const capSettings = pgTable('cap_settings', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  // GeoJSON Polygon | MultiPolygon, WGS 84 (longitude, latitude); null = no drawn area.
  area: jsonb('area'),
  // SGC 2021 census subdivision codes (7 digits).
  sgcCodes: text('sgc_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  relayNow: text('relay_now')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sign: boolean('sign').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A CAP feed (Atom or RSS) a community relays from: polled with its ETag by the server, https only. */
export const capSources = pgTable(
  'cap_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    polledAt: at('polled_at'),
    // Why the last poll failed (a sentence for the console), null when it worked.
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cap_sources_community_url_key').on(t.communityId, t.url)],
);

/**
 * Every CAP document a community received (IN) or published (OUT), kept byte for byte as received or sent. One row
 * per (community, direction, sender, identifier): CAP names a message by its sender and identifier, so a feed
 * listing it again, or two sources carrying it, store it once.
 */
export const capDocuments = pgTable(
  'cap_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // IN | OUT
    direction: text('direction').notNull(),
    identifier: text('identifier').notNull(),
    sender: text('sender').notNull(),
    sent: text('sent').notNull(),
    // Alert | Update | Cancel
    msgType: text('msg_type').notNull(),
    // The messages this one updates or cancels: "sender,identifier,sent" each.
    refs: text('refs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eventCode: text('event_code'),
    xml: text('xml').notNull(),
    sha256: text('sha256').notNull(),
    // IN: the feed it came from (kept when the source goes) and the entry's link.
    sourceId: uuid('source_id').references(() => capSources.id, { onDelete: 'set null' }),
    sourceName: text('source_name'),
    link: text('link'),
    // OUT: the alert it publishes; expires: when it leaves the feed of current alerts.
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at'),
    signed: boolean('signed').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cap_documents_message_key').on(t.communityId, t.direction, t.sender, t.identifier),
    // One published document per alert sent.
    uniqueIndex('cap_documents_notification_key').on(t.notificationId),
    index('cap_documents_community_idx').on(t.communityId, t.direction, t.createdAt),
  ],
);

/**
 * An incoming alert for the community's area, waiting for an administrator (PROPOSED), sent through the normal
 * review (SENT), relayed at once by the community's choice (RELAYED), set aside (DISMISSED), or withdrawn by its
 * issuer before anyone sent it (CANCELLED). Updates of one CAP message share its `thread`: a thread is sent at
 * most once per message, and an update of a sent one is proposed as an update of that alert.
 */
export const capProposals = pgTable(
  'cap_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => capDocuments.id, { onDelete: 'cascade' }),
    // The first message's "sender,identifier" of the chain this one belongs to (itself for an Alert).
    thread: text('thread').notNull(),
    msgType: text('msg_type').notNull(),
    status: text('status').notNull().default('PROPOSED'),
    eventCode: text('event_code'),
    // { language, headline, description, instruction, event }[] in the document's order.
    texts: jsonb('texts').notNull(),
    severity: text('severity'),
    urgency: text('urgency'),
    expiresAt: at('expires_at'),
    // The alert sent for it (a notification of kind EMERGENCY).
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    // The alert of this thread sent before: an update is proposed as its update.
    previousNotificationId: uuid('previous_notification_id').references(() => notifications.id, {
      onDelete: 'set null',
    }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cap_proposals_document_key').on(t.documentId),
    uniqueIndex('cap_proposals_notification_key').on(t.notificationId),
    index('cap_proposals_community_idx').on(t.communityId, t.status, t.createdAt),
    index('cap_proposals_thread_idx').on(t.communityId, t.thread),
  ],
);

/**
 * How a community's alert stands in CAP: the message type it is published as (an Alert, or an Update / Cancel of
 * an earlier alert), and its CAP-CP event code. Written in the transaction that creates the alert.
 */
export const capAlertLinks = pgTable('cap_alert_links', {
  notificationId: uuid('notification_id')
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  msgType: text('msg_type').notNull(),
  // The alert this one updates or cancels.
  referencesId: uuid('references_id').references(() => notifications.id, { onDelete: 'set null' }),
  eventCode: text('event_code').notNull(),
  // A relayed alert's own words for its event, by CAP language ({ "fr-CA": "Feu de forêt" }); else the product's.
  eventNames: jsonb('event_names'),
  severity: text('severity'),
  urgency: text('urgency'),
  certainty: text('certainty'),
  expiresAt: at('expires_at'),
});
