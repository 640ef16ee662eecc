import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// PGlite answers bytea as a Uint8Array, node-postgres as a Buffer: both become a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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

// Files sent with an e-mail (a report's PDF and CSV): kept with the row so a retried delivery sends the same bytes.
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    // The order they were given in (the e-mail lists them so).
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('email_attachments_email_idx').on(t.emailId, t.position)],
);
