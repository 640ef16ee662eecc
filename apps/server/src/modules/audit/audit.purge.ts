import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditChainHeads, auditEvents } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** The legal floor (PIPEDA's breach records): the trigger of migration 0024 refuses younger deletions anyway. */
export const MIN_RETENTION_MONTHS = 24;

const monthsBefore = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * Deletes each chain's rows older than the retention, from its start: the rows up to the first one still kept
 * (a prefix, so the chain stays whole from there). The head remembers how far the purge went and the last purged
 * hash, which the kept rows' first link points to: the verifier starts there, and a row removed at the start
 * without the purge is still found. Each chain in its own short transaction, its head locked like an append.
 */
export async function purgeAudit(deps: { database: Database; clock: Clock; retentionMonths: number }) {
  const months = Math.max(deps.retentionMonths, MIN_RETENTION_MONTHS);
  const cutoff = monthsBefore(deps.clock.now(), months);
  const db = deps.database.db;
  let purged = 0;
  for (const { chain } of await db.select({ chain: auditChainHeads.chain }).from(auditChainHeads)) {
    purged += await db.transaction(async (tx) => {
      const [head] = await tx
        .select()
        .from(auditChainHeads)
        .where(eq(auditChainHeads.chain, chain))
        .for('update');
      // The first row kept: the chain's first not older than the cutoff (seq order and time agree to milliseconds).
      const [kept] = await tx
        .select({ seq: auditEvents.seq })
        .from(auditEvents)
        .where(and(eq(auditEvents.chain, chain), gte(auditEvents.at, cutoff)))
        .orderBy(asc(auditEvents.seq))
        .limit(1);
      const through = kept ? kept.seq - 1 : head.seq;
      if (through <= head.purgedThrough) return 0;
      const [last] = await tx
        .select({ hash: auditEvents.hash })
        .from(auditEvents)
        .where(and(eq(auditEvents.chain, chain), eq(auditEvents.seq, through)));
      if (!last) return 0;
      const gone = await tx
        .delete(auditEvents)
        .where(and(eq(auditEvents.chain, chain), lte(auditEvents.seq, through)))
        .returning({ id: auditEvents.id });
      await tx
        .update(auditChainHeads)
        .set({ purgedThrough: through, purgedHash: last.hash })
        .where(eq(auditChainHeads.chain, chain));
      return gone.length;
    });
  }
  return purged;
}
