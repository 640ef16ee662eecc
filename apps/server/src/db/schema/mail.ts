import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Outbox: every e-mail is a row first, then a queue job delivers it once (the row records that it went).
export const emails = pgTable('emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  // PENDING | SENT | FAILED
  status: text('status').notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
