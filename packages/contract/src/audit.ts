import { z } from 'zod';
import { dayOrDateTime, isoDate, listQuery, paged, uuid } from './common';

export const auditMessages = {
  periodReversed: 'The period ends before it starts.',
} as const;

// The audit trail (issue 24): who did what, when and from where; read by a community's administrators (their own
// community) and the platform's (everything), with the same filters and CSV export.
// `search` (the list's search box) finds a person by name; `actor` by their user id.
export const auditQuery = listQuery.extend({
  /** A person: their user id. */
  actor: uuid.optional(),
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
      kind: z.enum(['altered', 'removed', 'reordered']),
      seq: z.number().int(),
      id: uuid.nullable(),
      at: isoDate.nullable(),
      action: z.string().nullable(),
    })
    .nullable(),
});
export type AuditChainResult = z.infer<typeof auditChainResult>;
export const auditVerifyResponse = z.object({
  ok: z.boolean(),
  checkedAt: isoDate,
  chains: z.array(auditChainResult),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponse>;
