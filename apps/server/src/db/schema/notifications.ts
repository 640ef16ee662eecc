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
import { guests } from './audience';
import { feedItems } from './content';
import { communities, memberships, users } from './identity';
import { timeOrderedId } from './ids';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A phone that can receive pushes. One row per token (a token is one app install): registering it again from
 * another person or community moves the row, so a push can never reach the old owner or arrive twice.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // Exactly one of the two: a member's device or a guest's.
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    // ios | android | web
    platform: text('platform').notNull(),
    // The APNs or FCM token; for web, the push subscription's endpoint (an https address of the push service).
    token: text('token').notNull().unique(),
    // web: the subscription's keys (RFC 8291), base64url: the browser's P-256 public key and its auth secret.
    webP256dh: text('web_p256dh'),
    webAuth: text('web_auth'),
    appVersion: text('app_version'),
    locale: text('locale'),
    // IANA zone reported by the device (per-recipient local-time sends and quiet hours use it).
    timeZone: text('time_zone'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The delivery job walks a community's devices by id (keyset cursor).
    index('devices_community_id_idx').on(t.communityId, t.id),
    index('devices_membership_idx').on(t.membershipId),
    index('devices_guest_idx').on(t.guestId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // The language of title and body (the community's default when written); others in notification_translations.
    language: text('language').notNull().default('en'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // DRAFT | SCHEDULED | SENDING | SENT | FAILED; archived_at / deleted_at hide it from the lists on top.
    status: text('status').notNull().default('DRAFT'),
    // STANDARD | EMERGENCY
    kind: text('kind').notNull().default('STANDARD'),
    alertType: text('alert_type'),
    // { open: boolean, groups: uuid[], recipients: uuid[] } (membership ids); no groups and no recipients = all.
    audience: jsonb('audience').notNull(),
    feedItemId: uuid('feed_item_id').references(() => feedItems.id, { onDelete: 'set null' }),
    // When it is due; null = at once. time_zone is the zone it was chosen in (shown back to the administrator).
    sendAt: at('send_at'),
    timeZone: text('time_zone'),
    // Per-recipient local time: send_at's wall-clock time in each device's own zone (push-extras' schedule.ts).
    localTime: boolean('local_time').notNull().default(false),
    recurrence: text('recurrence'),
    recurrenceUntil: at('recurrence_until'),
    seriesId: uuid('series_id'),
    reminderAfterMinutes: integer('reminder_after_minutes'),
    reminderMax: integer('reminder_max'),
    failureReason: text('failure_reason'),
    // CONSOLE | PUBLISH
    source: text('source').notNull().default('CONSOLE'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // deliveredOn: when the send finished.
    sentAt: at('sent_at'),
    // Set once every device of the audience has its delivery row, so a restarted job skips the fan-out.
    fannedOutAt: at('fanned_out_at'),
    archivedAt: at('archived_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('notifications_community_status_idx').on(t.communityId, t.status, t.sendAt),
    index('notifications_feed_item_idx').on(t.feedItemId),
    index('notifications_series_idx').on(t.seriesId),
    // One row per occurrence of a recurring series: the job creating them ahead of time may run twice.
    uniqueIndex('notifications_series_occurrence_key').on(t.seriesId, t.sendAt),
  ],
);

/** A push's or alert's title and body in another language than its own (notifications.language). */
export const notificationTranslations = pgTable(
  'notification_translations',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.language] }),
    index('notification_translations_community_idx').on(t.communityId, t.language),
  ],
);

/**
 * One row per (notification, device): the unit of exactly-once delivery. The fan-out inserts them with
 * ON CONFLICT DO NOTHING, a row becomes DELIVERED only after the provider said so, and the figures are counted
 * from here. The token is a snapshot: the device row may move or go while the send runs.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    // The delivery id sent to the providers (apns-id / FCM data).
    id: timeOrderedId().notNull().unique(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    // No foreign key: the device may be deleted (token gone, signed out) while its outcome must stay counted.
    deviceId: uuid('device_id').notNull(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id'),
    guestId: uuid('guest_id'),
    platform: text('platform').notNull(),
    token: text('token').notNull(),
    // PENDING | DELIVERED | FAILED | TOKEN_GONE
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    // A retry waits until then; null = now. Also where push-extras' schedule holds a device until its local time.
    nextAttemptAt: at('next_attempt_at'),
    error: text('error'),
    sentAt: at('sent_at'),
    openedAt: at('opened_at'),
    acknowledgedAt: at('acknowledged_at'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.deviceId] }),
    // The claim: a notification's PENDING rows that are due, by device id.
    index('notification_deliveries_pending_idx')
      .on(t.notificationId, t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    // A member's received notifications (app list).
    index('notification_deliveries_membership_idx').on(t.membershipId, t.sentAt),
  ],
);
