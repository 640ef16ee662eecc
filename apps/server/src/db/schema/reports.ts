import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { communities, users } from './identity';
import { emails } from './mail';

/**
 * One analytics report to build and e-mail: asked for in a console (platform or community) or due under a community's
 * subscription. The build job is keyed by this row; `email_id` is set in the transaction that stores the e-mail, so a
 * retried job finds it and sends nothing twice.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null = the platform report (every community).
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    // The administrator who asked; null for a subscription's report.
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    // 'en' | 'fr': the language of the PDF, the CSV headers and the e-mail.
    language: text('language').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    // A subscription's period, e.g. 'WEEKLY:2026-11-16' (its first day); null for a report asked for by hand.
    period: text('period'),
    emailId: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One subscription report per community and period, however often the daily job runs.
    uniqueIndex('reports_community_period_key')
      .on(t.communityId, t.period)
      .where(sql`${t.period} is not null`),
    index('reports_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.emailId} is null`),
  ],
);

/** A community's standing order for its report (no row = NONE, no address). */
export const reportSubscriptions = pgTable('report_subscriptions', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  // NONE | WEEKLY | MONTHLY (NONE keeps the address, so turning it back on is one click)
  frequency: text('frequency').notNull(),
  email: text('email'),
  // The language of the administrator who saved it: the reports are written in it.
  language: text('language').notNull(),
  // When this frequency was chosen: periods that ended before it are not sent.
  since: timestamp('since', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
