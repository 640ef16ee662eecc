import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The request limits' counters (db/rate-limits.ts), shared by every server on the database so a limit holds across
// servers and restarts. One row per limit and caller: the hits of the window that opened with the first hit and
// closes at expires_at. Expired rows are deleted as the counters are used.
export const rateLimits = pgTable(
  'rate_limits',
  {
    // Which limit ('support.ticket', 'guests.session'…) and whom it counts (a member, a guest, an address…).
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);
