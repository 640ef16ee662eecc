import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities, users } from './identity';

/**
 * A community a platform administrator closed: it is deleted for good at `deletion_due_at` (the grace period,
 * COMMUNITY_GRACE_DAYS) unless restored first. Restoring removes this row and nothing else, so the community comes
 * back exactly as it was: closing changes no other row. Cascades with the community at the deletion.
 */
export const communityClosings = pgTable('community_closings', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }).notNull(),
  closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  // The "deletion is near" e-mail went out (once per closing: a restore and a new closing start over).
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
});

/**
 * The signed certificate of a deleted community, kept so a platform administrator can fetch it again. It outlives
 * the community by design: `community_id` names what was deleted and has no foreign key (nothing is left to point
 * at). `document` is the signed JSON, `signature` its Ed25519 signature (base64) over the canonical form.
 */
export const deletionCertificates = pgTable(
  'deletion_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id').notNull(),
    communityName: text('community_name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    document: jsonb('document').notNull(),
    signature: text('signature').notNull(),
    keyFingerprint: text('key_fingerprint').notNull(),
  },
  (t) => [index('deletion_certificates_deleted_idx').on(t.deletedAt)],
);

/**
 * A community's retention choices (the "Your data" page). Null is "off": nothing is archived or purged for that
 * rule. No row means every rule off.
 */
export const communityRetention = pgTable('community_retention', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  // Past events and closed jobs are archived this many days after they ended / closed.
  archiveAfterDays: integer('archive_after_days'),
  // Members deleted more than this many days ago are purged (their membership row, and the person if no
  // community is left to them).
  purgeDeletedMembersAfterDays: integer('purge_deleted_members_after_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
