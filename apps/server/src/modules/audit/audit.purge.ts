import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { auditRepository } from './audit.repository';

/** The legal floor (PIPEDA's breach records): the trigger of migration 0024 refuses younger deletions anyway. */
export const MIN_RETENTION_MONTHS = 24;

const monthsBefore = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * Deletes each chain's rows older than the retention, from its start (auditRepository.purgeChain), each chain in
 * its own short transaction with its head locked like an append. The verifier starts where the purge stopped, so a
 * purged chain still verifies and a row removed at its start without the purge is still found.
 */
export async function purgeAudit(deps: { database: Database; clock: Clock; retentionMonths: number }) {
  const cutoff = monthsBefore(deps.clock.now(), Math.max(deps.retentionMonths, MIN_RETENTION_MONTHS));
  const db = deps.database.db;
  let purged = 0;
  for (const { chain } of await auditRepository.heads(db))
    purged += await db.transaction((tx) => auditRepository.purgeChain(tx, chain, cutoff));
  return purged;
}
