import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guests } from './audience';
import { communities, users } from './identity';

/**
 * A CSV import of members: the file is kept with the job so a retried or restarted worker applies exactly
 * the rows that were previewed, and the counters are the progress the console polls.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // QUEUED | RUNNING | DONE | FAILED
    status: text('status').notNull().default('QUEUED'),
    fileName: text('file_name'),
    csv: text('csv').notNull(),
    options: jsonb('options').$type<{ invite: boolean }>().notNull(),
    // Rows of the file (header excluded), and how far the worker got.
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // The run that holds the import and until when (each batch extends it, in the batch's transaction): a server
    // killed mid-import stops extending it, and a restarted server takes the import over from `processed` once it
    // has lapsed, instead of waiting for the queue's expiry of the dead run's job.
    runner: uuid('runner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('member_imports_community_idx').on(t.communityId, t.createdAt)],
);

/**
 * Anonymous membership events kept for analytics: UPGRADE (a guest signed up; guest and user linked while the
 * user exists) and DELETED (a member was erased: only the community and the time remain).
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_events_community_idx').on(t.communityId, t.kind, t.at)],
);
