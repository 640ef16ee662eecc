import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

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

// The first answer to a change sent with an Idempotency-Key (db/idempotency.ts): a console on a dropped link sends
// its save again with the same key, and gets this answer instead of a second record. Kept 24 hours. `status` is
// null while the first request is still being handled; `changed_at` is set inside the change's own transaction, so
// a claim whose process died after its commit, before its answer was kept, is never run a second time.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // The method and address the key was first used for, then ` #` and the SHA-256 of its body: the same key on
    // another request, or with another body, is the caller's mistake.
    request: text('request').notNull(),
    status: integer('status'),
    body: text('body'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
