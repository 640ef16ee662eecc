import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { verifyDocument, type DocumentSigner } from '../../lib/signing';
import { auditRepository } from './audit.repository';

/** The legal floor (PIPEDA's breach records): the trigger of migration 0024 refuses younger deletions anyway. */
export const MIN_RETENTION_MONTHS = 24;

export const monthsBefore = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * What a purge of a chain's start did, signed with the server's Ed25519 key and kept in the chain's head: how far,
 * the hash the first kept row points to, and the newest row it removed, so the verifier checks that only rows past
 * the retention went (issue 33). `imported`: the chain arrived from another install starting there
 * (ops/community-import.ts), which its operator's command attests.
 */
export interface PurgeRecord {
  document: {
    kind: 'gathering-audit-purge';
    chain: string;
    purgedThrough: number;
    purgedHash: string;
    reason: 'retention' | 'imported';
    newestPurgedAt: string | null;
    purgedOn: string;
    retentionMonths: number;
  };
  signature: { algorithm: 'Ed25519'; value: string; keyFingerprint: string };
}

export function sealPurge(signer: DocumentSigner, document: PurgeRecord['document']): PurgeRecord {
  return {
    document,
    signature: { algorithm: 'Ed25519', value: signer.sign(document), keyFingerprint: signer.fingerprint },
  };
}

/**
 * Whether a head's purge is one this platform signed, of rows older than its retention (at least 24 months) when it
 * ran, and says what the head says. A head purged by hand (rows removed from the start, the head marked purged)
 * has none.
 */
export function purgeIsSigned(
  head: { chain: string; purgedThrough: number; purgedHash: string | null; purgeRecord: unknown },
  publicKeyPem: string,
  now: Date,
): boolean {
  const r = head.purgeRecord as PurgeRecord | null;
  const d = r?.document;
  try {
    if (!d || !r.signature || !verifyDocument(d, r.signature.value, publicKeyPem)) return false;
  } catch {
    return false;
  }
  if (d.kind !== 'gathering-audit-purge' || d.chain !== head.chain) return false;
  if (d.purgedThrough !== head.purgedThrough || d.purgedHash !== head.purgedHash) return false;
  if (new Date(d.purgedOn).getTime() > now.getTime() + 86_400_000) return false;
  if (d.reason === 'imported') return true;
  const floor = monthsBefore(new Date(d.purgedOn), Math.max(d.retentionMonths, MIN_RETENTION_MONTHS));
  return d.newestPurgedAt !== null && new Date(d.newestPurgedAt) < floor;
}

/**
 * Deletes each chain's rows older than the retention, from its start (auditRepository.purgeChain), each chain in
 * its own short transaction with its head locked like an append, and signs what it did into the head. The verifier
 * starts where the purge stopped, so a purged chain still verifies and a row removed at its start without the purge
 * is still found.
 */
export async function purgeAudit(deps: {
  database: Database;
  clock: Clock;
  retentionMonths: number;
  signer: DocumentSigner;
}) {
  const now = deps.clock.now();
  const retentionMonths = Math.max(deps.retentionMonths, MIN_RETENTION_MONTHS);
  const cutoff = monthsBefore(now, retentionMonths);
  const db = deps.database.db;
  let purged = 0;
  for (const { chain } of await auditRepository.heads(db))
    purged += await db.transaction((tx) =>
      auditRepository.purgeChain(tx, chain, cutoff, (done) =>
        sealPurge(deps.signer, {
          kind: 'gathering-audit-purge',
          chain,
          ...done,
          reason: 'retention',
          purgedOn: now.toISOString(),
          retentionMonths,
        }),
      ),
    );
  return purged;
}
