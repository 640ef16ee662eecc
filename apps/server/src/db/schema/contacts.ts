import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { communities, memberships, users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's ways to be reached besides the app (issue 36), owned by the contacts module: MOBILE (texts and calls),
 * LANDLINE (calls), EMAIL. `value` is E.164 or a lowercased address. Consent is per channel: `alerts` (emergency
 * alerts, which need no consent under CASL but may be refused) and `news` (express consent). A STOP reply turns
 * both off for that number in the community (consent_source SMS_STOP); every change is in the audit trail.
 */
export const contactChannels = pgTable(
  'contact_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    alerts: boolean('alerts').notNull().default(true),
    news: boolean('news').notNull().default(false),
    // MEMBER | ADMIN | IMPORT | SMS_STOP | SMS_START: who set the consent last.
    consentSource: text('consent_source').notNull(),
    consentChangedAt: at('consent_changed_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_channels_member_value_key').on(t.membershipId, t.kind, t.value),
    // A reply or a STOP names a number: the community's channels with it.
    index('contact_channels_community_value_idx').on(t.communityId, t.value),
  ],
);

/** A household's address and the notes a responder at the door needs, where the community keeps them. */
export const memberContactDetails = pgTable(
  'member_contact_details',
  {
    membershipId: uuid('membership_id')
      .primaryKey()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    address: text('address'),
    householdNotes: text('household_notes'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('member_contact_details_community_idx').on(t.communityId)],
);

/**
 * A CSV import of contact channels, run by a job (contacts.import.ts): the file is kept with it until it is done,
 * so a retried or restarted run applies the rows that were checked; its cursor and counts are the progress the
 * console polls. At most one QUEUED or RUNNING per community (checked under a lock when one starts).
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // Who the trail names for the import's changes: the administrator who started it (the job has no request).
    actor: jsonb('actor').$type<{ userId: string | null; name: string | null; role: string } | null>(),
    // QUEUED | RUNNING | DONE | FAILED
    status: text('status').notNull().default('QUEUED'),
    fileName: text('file_name'),
    csv: text('csv').notNull(),
    // The administrator confirmed importing the valid rows of a file with invalid ones.
    skipInvalid: boolean('skip_invalid').notNull().default(false),
    // Rows of the file (header excluded), how far the run got (in file order), and what the rows done did.
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    // The run that holds the import and until when (as member_imports: a killed server's run stops extending it).
    runner: uuid('runner'),
    leaseUntil: at('lease_until'),
  },
  (t) => [index('contact_imports_community_idx').on(t.communityId, t.createdAt)],
);
