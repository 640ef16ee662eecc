import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import { communities, memberships, users } from './identity';
import { timeOrderedId } from './ids';
import { notifications } from './notifications';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A community's cascade policy (issue 36): steps, cycles, the alert kinds it covers. */
export const cascadePolicies = pgTable('cascade_policies', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  alertTypes: text('alert_types').array().notNull(),
  // [{ channel, afterMinutes }]
  steps: jsonb('steps').notNull(),
  cycles: integer('cycles').notNull().default(1),
  cycleAfterMinutes: integer('cycle_after_minutes').notNull().default(30),
  receiptTimeoutSeconds: integer('receipt_timeout_seconds').notNull().default(300),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An SMS / voice provider of a community, in failover order; its secret is sealed like the push keys. */
export const cascadeProviders = pgTable(
  'cascade_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // TWILIO | SMPP
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    // { baseUrl, accountSid, host, port, systemId, smsSegmentCost, voiceMinuteCost, currency, ttsLanguages }
    settings: jsonb('settings').notNull(),
    sealedSecret: text('sealed_secret'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('cascade_providers_community_idx').on(t.communityId, t.position)],
);

/**
 * One number (or short code) of a provider. Its rate holds across servers: a sender's texts go out from one
 * process at a time, the one holding its lease (lease_owner until lease_until, the database's clock).
 */
export const cascadeSenders = pgTable(
  'cascade_senders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => cascadeProviders.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // LONG_CODE | TOLL_FREE | SHORT_CODE | VOICE
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    perSecond: doublePrecision('per_second').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
  },
  (t) => [index('cascade_senders_provider_idx').on(t.providerId)],
);

/** The people a community's responders visit, by group (none: anyone left over). */
export const cascadeResponders = pgTable(
  'cascade_responders',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    groupIds: uuid('group_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.membershipId] })],
);

/** One alert's cascade: the policy as it was when the alert went out. */
export const alertCascades = pgTable('alert_cascades', {
  notificationId: uuid('notification_id')
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  policy: jsonb('policy').notNull(),
  // RUNNING | FINISHED | STOPPED
  status: text('status').notNull().default('RUNNING'),
  startedAt: at('started_at').notNull(),
  finishedAt: at('finished_at'),
});

/** One person's state in one alert's cascade (the state machine of issue 36 #3). */
export const alertPeople = pgTable(
  'alert_people',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').notNull(),
    // WAITING | TRYING | CONFIRMED | UNCONFIRMED | UNREACHABLE
    state: text('state').notNull().default('WAITING'),
    step: integer('step').notNull().default(0),
    cycle: integer('cycle').notNull().default(1),
    // When the next step runs; null once the person is settled.
    nextAt: at('next_at'),
    // Taken by a worker running the step until then (a crashed worker's people come back).
    leaseUntil: at('lease_until'),
    language: text('language').notNull(),
    // Something reached them (a delivered text, an answered call, a push, an e-mail handed to the mail server).
    reached: boolean('reached').notNull().default(false),
    confirmedAt: at('confirmed_at'),
    // APP | SMS | VOICE | EMAIL | RESPONDER
    confirmedVia: text('confirmed_via'),
    // SHA-256 of the e-mail link's token.
    confirmTokenHash: text('confirm_token_hash'),
    responderId: uuid('responder_id'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.membershipId] }),
    index('alert_people_due_idx')
      .on(t.nextAt)
      .where(sql`${t.nextAt} is not null`),
    index('alert_people_state_idx').on(t.notificationId, t.state),
    uniqueIndex('alert_people_token_key').on(t.confirmTokenHash),
  ],
);

/**
 * Every text, call and e-mail of a cascade. QUEUED → HANDING_OVER (committed before the provider is asked) → SENT →
 * DELIVERED | UNDELIVERED | FAILED. A row a crashed worker left HANDING_OVER is UNKNOWN and never sent again: the
 * provider may have it (its callback still settles it); the person moves on to the next channel instead.
 */
export const alertAttempts = pgTable(
  'alert_attempts',
  {
    id: timeOrderedId().primaryKey(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id').notNull(),
    communityId: uuid('community_id').notNull(),
    // SMS | VOICE | EMAIL
    channel: text('channel').notNull(),
    toAddress: text('to_address').notNull(),
    language: text('language').notNull(),
    step: integer('step').notNull(),
    cycle: integer('cycle').notNull(),
    // The providers tried for this text or call, in order: failover takes the next one.
    providerId: uuid('provider_id'),
    senderId: uuid('sender_id'),
    fromAddress: text('from_address'),
    providerRef: text('provider_ref'),
    status: text('status').notNull().default('QUEUED'),
    reason: text('reason'),
    segments: integer('segments').notNull().default(0),
    cost: doublePrecision('cost').notNull().default(0),
    // How many providers this text or call went to before (0 = the first).
    failover: integer('failover').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    handedOverAt: at('handed_over_at'),
    // QUEUED: taken by a sender for its next slots until then; HANDING_OVER: until then the sender owns it (then
    // UNKNOWN); SENT: the receipt is due by then.
    dueBy: at('due_by'),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('alert_attempts_person_idx').on(t.notificationId, t.membershipId),
    // The senders' queue: a community's queued texts (or calls), oldest first.
    index('alert_attempts_queued_idx')
      .on(t.communityId, t.channel, t.createdAt)
      .where(sql`${t.status} = 'QUEUED'`),
    index('alert_attempts_open_idx')
      .on(t.dueBy)
      .where(sql`${t.status} in ('HANDING_OVER', 'SENT')`),
    // A reply names the number texted: its latest attempts.
    index('alert_attempts_to_idx').on(t.communityId, t.toAddress, t.createdAt),
  ],
);

/** A responder's visit or call: "reached in person", "not home"… */
export const alertCheckIns = pgTable(
  'alert_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id').notNull(),
    communityId: uuid('community_id').notNull(),
    outcome: text('outcome').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('alert_check_ins_person_idx').on(t.notificationId, t.membershipId, t.createdAt)],
);

/** A recorded voice message per language, for a language no provider's text-to-speech speaks. */
export const alertRecordings = pgTable(
  'alert_recordings',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').notNull(),
    language: text('language').notNull(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.language] })],
);
