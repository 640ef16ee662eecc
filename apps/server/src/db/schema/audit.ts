import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The audit trail (modules/audit): append-only, one hash chain per community and one for the platform. No foreign
// keys on purpose: a row outlives the community, the person and the target it names, for its retention.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The chain: a community's id, or 'platform' for platform-level rows (community_id null).
    chain: text('chain').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    communityId: uuid('community_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    // Kept as written then: the person's name and role at the time, so the trail reads after a rename or deletion.
    actorName: text('actor_name'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    // { field: { before, after } } for a change; other facts of the action (counts, a filter) under details.
    changes: jsonb('changes'),
    details: jsonb('details'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    // Unique: a fork (two rows at one place in a chain) cannot be written, whatever the code above does.
    uniqueIndex('audit_events_chain_seq_idx').on(t.chain, t.seq),
    index('audit_events_community_at_idx').on(t.communityId, t.at),
    index('audit_events_at_idx').on(t.at),
  ],
);

// Each chain's head: the row lock taken on it serialises appends to one chain across servers; it also remembers
// the last seq and hash, so a removed tail is found, and how far a retention purge went, with that purge's record
// signed by the server's Ed25519 key (modules/audit/audit.purge.ts): a purge nobody signed is found. A trigger
// (migration 0034) lets a head only move forward: one row appended, or a purge over rows already deleted.
export const auditChainHeads = pgTable(
  'audit_chain_heads',
  {
    chain: text('chain').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    purgedThrough: bigint('purged_through', { mode: 'number' }).notNull().default(0),
    purgedHash: text('purged_hash'),
    purgeRecord: jsonb('purge_record'),
  },
  (t) => [primaryKey({ columns: [t.chain] })],
);
