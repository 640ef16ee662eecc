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
  uuid,
} from 'drizzle-orm/pg-core';
import { guests } from './audience';
import { communities, memberships, users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

export interface SupportDeviceDetails {
  os: string;
  osVersion: string;
  device: string;
  manufacturer: string;
  network: string;
  timezone: string;
}

/**
 * A support ticket raised from a community's app by a member (membership + user) or a guest (with a contact
 * e-mail). Statuses OPEN | PENDING_MEMBER | RESOLVED | CLOSED; types in the contract (SUPPORT_TICKET_TYPES).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // Null once the member's membership is gone; the ticket stays for the community's records.
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    // A guest has no account: answers are e-mailed here.
    contactEmail: text('contact_email'),
    type: text('type').notNull(),
    status: text('status').notNull().default('OPEN'),
    // Plain text, exactly as typed.
    message: text('message').notNull(),
    appBuild: text('app_build').notNull(),
    deviceDetails: jsonb('device_details').$type<SupportDeviceDetails>().notNull(),
    // Handed to the platform support team (and back when false).
    escalated: boolean('escalated').notNull().default(false),
    escalatedAt: at('escalated_at'),
    // First public answer by an administrator or the support team; resolution = last move to RESOLVED/CLOSED.
    firstResponseAt: at('first_response_at'),
    resolvedAt: at('resolved_at'),
    // Anything new on the ticket (unread markers compare with it), and the member's own last word (auto-close).
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    lastMemberActivityAt: at('last_member_activity_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_community_idx').on(t.communityId, t.lastActivityAt),
    index('support_tickets_activity_idx').on(t.lastActivityAt),
    index('support_tickets_user_idx').on(t.userId, t.communityId),
    index('support_tickets_guest_idx').on(t.guestId),
    // The auto-close job reads RESOLVED tickets by their member's last word.
    index('support_tickets_resolved_idx')
      .on(t.lastMemberActivityAt)
      .where(sql`${t.status} = 'RESOLVED'`),
  ],
);

/**
 * A message on a ticket. `parents` are the ids of its ancestors, root first (empty: a top-level comment); the
 * server checks the chain on insert. Poster name and e-mail are kept as posted (the support team posts under a
 * fixed identity; the administrator behind it is `author_user_id`).
 */
export const supportComments = pgTable(
  'support_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    parents: uuid('parents')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // MEMBER | COMMUNITY_ADMIN | SUPPORT_TEAM | SYSTEM
    role: text('role').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorGuestId: uuid('author_guest_id').references(() => guests.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    // An internal note between administrators: never shown to the member, never e-mailed.
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** When an administrator last opened a ticket: activity after it makes the ticket unread for them. */
export const supportReadMarkers = pgTable(
  'support_read_markers',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.userId] }),
    index('support_read_markers_user_idx').on(t.userId),
  ],
);

/** A screenshot sent from the app; the bytes live in the uploads storage under `storage_key`. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_attachments_ticket_idx').on(t.ticketId)],
);
