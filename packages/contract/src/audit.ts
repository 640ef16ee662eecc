import { z } from 'zod';
import { dayOrDateTime, isoDate, listQuery, paged, uuid } from './common';

export * from './audit-catalogue';

export const auditMessages = {
  periodReversed: 'The period ends before it starts.',
} as const;

// The audit trail (issue 24): who did what, when and from where; read by a community's administrators (their own
// community) and the platform's (everything), with the same filters and CSV export.
// `search` (the list's search box) finds a person by name; `actor` by their user id.
export const auditQuery = listQuery.extend({
  /** A person: their user id (who acted). */
  actor: uuid.optional(),
  /** A person: their user id; the rows they acted in or that are about them (their account or membership). */
  person: uuid.optional(),
  /** An action's name or its start ("members." for every member action). */
  action: z.string().trim().max(64).optional(),
  targetKind: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: dayOrDateTime.optional(),
  to: dayOrDateTime.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** The platform's filters add the community ('platform' for platform-level rows). */
export const platformAuditQuery = auditQuery.extend({
  community: z.union([uuid, z.literal('platform')]).optional(),
});
export type PlatformAuditQuery = z.infer<typeof platformAuditQuery>;

/** The person picker of the filters: people who acted in the trail, or were its target, found by name. */
export const auditPeopleQuery = z.object({
  search: z.string().trim().max(100).optional(),
  community: z.union([uuid, z.literal('platform')]).optional(),
});
export const auditPerson = z.object({
  id: uuid,
  name: z.string(),
  detail: z.string().nullable().describe('Their e-mail address, when the account still exists'),
});
export type AuditPerson = z.infer<typeof auditPerson>;
export const auditPeople = z.object({ data: z.array(auditPerson) });
export type AuditPeople = z.infer<typeof auditPeople>;

export const auditChange = z.object({ before: z.unknown(), after: z.unknown() });

export const auditRow = z.object({
  id: uuid,
  seq: z.number().int(),
  communityId: uuid.nullable(),
  at: isoDate,
  actorId: uuid.nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().describe('ADMIN, PLATFORM_ADMIN, SYSTEM, or the role of the person signing in'),
  action: z.string(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  changes: z.record(z.string(), auditChange).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  names: z
    .record(z.string(), z.string())
    .describe(
      'The name of each person or item the row names by id (its target, and ids in its changes and details), ' +
        'as they are named now; an id with no name here is of a record gone since',
    ),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditPage = paged(auditRow);
export type AuditPage = z.infer<typeof auditPage>;

/** One chain's verdict: intact, or the first row found altered, removed or out of order. */
export const auditChainResult = z.object({
  chain: z.string().describe("The community's id, or 'platform'"),
  communityId: uuid.nullable(),
  rows: z.number().int(),
  ok: z.boolean(),
  problem: z
    .object({
      kind: z
        .enum(['altered', 'removed', 'reordered', 'rewritten', 'purged'])
        .describe(
          'altered: a row no longer gives its hash. removed: a row is missing (or rows a checkpoint saw are gone). ' +
            'reordered: a row does not follow the one before. rewritten: a row differs from a signed checkpoint ' +
            '(a row at or before it was changed and the chain hashed again). purged: rows at the start were removed ' +
            'without a signed purge of rows past their retention.',
        ),
      seq: z.number().int(),
      id: uuid.nullable(),
      at: isoDate.nullable(),
      action: z.string().nullable(),
      checkpointAt: isoDate
        .nullable()
        .optional()
        .describe('The signed checkpoint the chain was found to contradict'),
    })
    .nullable(),
});
export type AuditChainResult = z.infer<typeof auditChainResult>;

/**
 * A signed checkpoint of the audit trail: every chain's head at one moment, signed with the platform's Ed25519 key
 * (GET /v1/public/certificate-key) over the canonical JSON of `document` (keys sorted, no spaces).
 */
export const auditCheckpoint = z.object({
  document: z.object({
    kind: z.literal('gathering-audit-checkpoint'),
    version: z.literal(1),
    issuer: z.string().describe('The platform that signed it (its public address)'),
    at: isoDate,
    reason: z
      .enum(['daily', 'export', 'audit-export', 'command'])
      .describe(
        "Why it was taken: the daily job, a community's export, an export of the trail, the operator",
      ),
    chains: z.record(
      z.string(),
      z.object({
        seq: z.number().int().describe('The last row appended'),
        hash: z.string().describe("That row's hash"),
        purgedThrough: z.number().int().describe('The last row a retention purge removed (0: none)'),
      }),
    ),
  }),
  signature: z.object({
    algorithm: z.literal('Ed25519'),
    value: z.string().describe('base64'),
    keyFingerprint: z.string().describe("SHA-256 of the public key's DER (SPKI)"),
  }),
});
export type AuditCheckpoint = z.infer<typeof auditCheckpoint>;

export const auditVerifyResponse = z.object({
  ok: z.boolean(),
  checkedAt: isoDate,
  chains: z.array(auditChainResult),
  checkpoints: z
    .object({
      kept: z.number().int().describe('Signed checkpoints the chains were held to'),
      latestAt: isoDate.nullable(),
      ignored: z.number().int().describe('Checkpoint files whose signature does not verify with this key'),
    })
    .optional(),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponse>;
