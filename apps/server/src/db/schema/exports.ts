import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { communities, users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A full export of one community (issue 24): made by the `community.export` job into an encrypted archive on the
 * server (DATA_DIR/exports/<id>.tar.gz.age), with its progress (rows and files done of the totals) for the console.
 * Statuses QUEUED | RUNNING | READY | FAILED | EXPIRED. At most one QUEUED or RUNNING per community (the partial
 * unique index): a second request while one runs answers the running one.
 */
export const communityExports = pgTable(
  'community_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    // 'en' | 'fr': the language of the "ready" e-mail.
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('QUEUED'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    filesTotal: integer('files_total').notNull().default(0),
    filesDone: integer('files_done').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    archiveSha256: text('archive_sha256'),
    manifestSha256: text('manifest_sha256'),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    // When the archive and its links stop being offered (the archive is deleted then).
    expiresAt: at('expires_at'),
    // The run writing it and how long it holds it: a killed server's export is taken over once its lease lapses
    // (at once on the embedded engine, whose one process is the only writer), not after the job's two hours.
    runner: uuid('runner'),
    leaseUntil: at('lease_until'),
  },
  (t) => [
    index('community_exports_community_idx').on(t.communityId, t.createdAt),
    uniqueIndex('community_exports_one_running_key')
      .on(t.communityId)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
  ],
);

/** A single-use download link of a ready export: only its hash is kept; used once, or expired, it opens nothing. */
export const communityExportLinks = pgTable('community_export_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  exportId: uuid('export_id')
    .notNull()
    .references(() => communityExports.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
