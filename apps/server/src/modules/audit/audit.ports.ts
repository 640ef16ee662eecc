import type { AuditAction } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { DocumentSigner } from '../../lib/signing';
import { sealPurge } from './audit.purge';
import { auditRepository } from './audit.repository';
import type { AuditRecorder } from './audit.service';

/** A row of content's publishing log (publishing_log), as its writers pass it. */
interface PublishingLogRow {
  communityId: string;
  feedItemId: string;
  actorUserId: string | null;
  action: string;
  at: Date;
}

/** The publishing log's moves and their actions in the trail (CREATED and UPDATED are recorded by the save). */
const MOVES: Record<string, AuditAction> = {
  PUBLISHED: 'content.published',
  SCHEDULED: 'content.scheduled',
  RETRACTED: 'content.retracted',
  ARCHIVED: 'content.archived',
  RESTORED: 'content.restored',
  DELETED: 'content.deleted',
  PINNED: 'content.pinned',
  UNPINNED: 'content.unpinned',
};

const moveAction = (move: string): AuditAction => {
  const action = MOVES[move];
  // A move added to the log without its action would reach the trail unnamed: refused where it is written.
  if (!action) throw new Error(`The publishing log's ${move} has no action in the audit catalogue`);
  return action;
};

/**
 * Content's publishing log, recorded in the trail as it is written: every publish, schedule, retract, archive,
 * restore, pin and batch change already goes through this one writer, in its acting transaction, so wrapping it
 * (content/publishing.ports.ts) records them all without a call at each site. A scheduled publish run by the job has no
 * request: its actor is the system.
 */
export function auditedPublishingLog<E extends Executor>(
  audit: AuditRecorder,
  log: (db: E, rows: PublishingLogRow[]) => Promise<void>,
) {
  return async (db: E, rows: PublishingLogRow[]) => {
    await log(db, rows);
    await audit.record(
      db,
      rows.map((r) => ({
        communityId: r.communityId,
        action: moveAction(r.action),
        target: { kind: 'feed_item', id: r.feedItemId },
      })),
    );
  };
}

/** An imported community's trail (its ids kept) goes on from its last row (ops/community-import.ts). */
export const continueImportedChain = (tx: Executor, communityId: string): Promise<void> =>
  auditRepository.continueChain(tx, communityId);

/**
 * Where an imported trail begins after rows its original install purged, this install's operator attests it: a
 * signed record that the chain arrived starting there (the verifier accepts it as it does a retention purge).
 */
export const attestImportedChain = (tx: Executor, communityId: string, signer: DocumentSigner, now: Date) =>
  auditRepository.attestImportedStart(tx, communityId, (start) =>
    sealPurge(signer, {
      kind: 'gathering-audit-purge',
      chain: communityId,
      ...start,
      reason: 'imported',
      newestPurgedAt: null,
      purgedOn: now.toISOString(),
      retentionMonths: 0,
    }),
  );
