import { and, asc, count, desc, eq, gt, gte, ilike, isNull, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paged } from '../../db/paged';
import { auditChainHeads, auditEvents } from '../../db/schema';
import { GENESIS, rowHash, type HashedFields } from './audit.hash';

/** A row as written, before its place in the chain is known. */
export type AuditInsert = Omit<HashedFields, 'chain' | 'prevHash'>;

export type AuditEventRow = typeof auditEvents.$inferSelect;

export interface AuditFilters {
  /** A community's id; null for platform-level rows only; undefined for every chain (the platform's view). */
  communityId?: string | null;
  actorId?: string;
  /** A person's name as the trail kept it (part of it, any case). */
  person?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.communityId === null
      ? isNull(auditEvents.communityId)
      : f.communityId
        ? eq(auditEvents.communityId, f.communityId)
        : undefined,
    f.actorId ? eq(auditEvents.actorId, f.actorId) : undefined,
    f.person ? ilike(auditEvents.actorName, `%${escapeLike(f.person)}%`) : undefined,
    // "members." finds every member action; a whole name finds that one.
    f.action ? like(auditEvents.action, `${escapeLike(f.action)}%`) : undefined,
    f.targetKind ? eq(auditEvents.targetKind, f.targetKind) : undefined,
    f.targetId ? eq(auditEvents.targetId, f.targetId) : undefined,
    f.from ? gte(auditEvents.at, f.from) : undefined,
    f.to ? lt(auditEvents.at, f.to) : undefined,
  );
}

export const auditRepository = {
  /**
   * Appends rows to one chain. The head row's lock (taken by the upsert, held to the end of the caller's
   * transaction) makes appends to one chain take turns across connections and servers: each reads the head its
   * predecessor committed, so the chain never forks. Other chains are not held up.
   */
  async append(tx: Executor, chain: string, rows: AuditInsert[]): Promise<void> {
    if (!rows.length) return;
    const [head] = await tx
      .insert(auditChainHeads)
      .values({ chain, seq: 0, hash: GENESIS })
      .onConflictDoUpdate({ target: auditChainHeads.chain, set: { chain: sql`excluded.chain` } })
      .returning({ seq: auditChainHeads.seq, hash: auditChainHeads.hash });
    let { seq, hash } = head;
    const values = rows.map((r) => {
      seq += 1;
      const fields: HashedFields = { ...r, chain, prevHash: hash };
      hash = rowHash(fields);
      return { ...fields, seq, hash };
    });
    // The rows and the head's move in one statement: one round trip less inside the acting transaction.
    const rowsInserted = tx.insert(auditEvents).values(values).getSQL();
    await tx.execute(
      sql`with appended as (${rowsInserted}) update ${auditChainHeads} set seq = ${seq}, hash = ${hash} where ${auditChainHeads.chain} = ${chain}`,
    );
  },

  list(db: Executor, f: AuditFilters, page: { limit: number; page: number; dir: 'asc' | 'desc' }) {
    const order =
      page.dir === 'asc'
        ? [asc(auditEvents.at), asc(auditEvents.seq)]
        : [desc(auditEvents.at), desc(auditEvents.seq)];
    return paged({
      rows: db
        .select()
        .from(auditEvents)
        .where(where(f))
        .orderBy(...order),
      total: db.select({ total: count() }).from(auditEvents).where(where(f)),
      limit: page.limit,
      page: page.page,
    });
  },

  /** Every matching row, oldest first, a page of `size` at a time (the CSV export): memory stays flat. */
  async *each(db: Executor, f: AuditFilters, size = 1000): AsyncGenerator<AuditEventRow[]> {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const page: AuditEventRow[] = await db
        .select()
        .from(auditEvents)
        .where(
          and(
            where(f),
            after ? sql`(${auditEvents.at}, ${auditEvents.id}) > (${after.at}, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(auditEvents.at), asc(auditEvents.id))
        .limit(size);
      if (!page.length) return;
      yield page;
      const last = page[page.length - 1];
      after = { at: last.at, id: last.id };
    }
  },

  /** The last hash of a chain (a community's id, or the platform's), null when it has no row yet. */
  async chainHead(db: Executor, chain: string): Promise<string | null> {
    const [head] = await db
      .select({ hash: auditChainHeads.hash, seq: auditChainHeads.seq })
      .from(auditChainHeads)
      .where(eq(auditChainHeads.chain, chain));
    return head && head.seq > 0 ? head.hash : null;
  },

  heads(db: Executor) {
    return db.select().from(auditChainHeads).orderBy(asc(auditChainHeads.chain));
  },

  /** The chains that hold rows, whether or not their head survives (a removed head is itself a finding). */
  async chains(db: Executor): Promise<string[]> {
    const rows = await db.selectDistinct({ chain: auditEvents.chain }).from(auditEvents);
    return rows.map((r) => r.chain);
  },

  /** A chain's rows in order, from `afterSeq`, a page at a time (the verifier walks every chain this way). */
  chainPage(db: Executor, chain: string, afterSeq: number, size: number) {
    return db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, chain), gt(auditEvents.seq, afterSeq)))
      .orderBy(asc(auditEvents.seq), asc(auditEvents.id))
      .limit(size);
  },

  /**
   * The retention purge of one chain (audit.purge.ts), in the caller's transaction: locks the head, deletes the rows
   * up to the first one at or after `cutoff` (a prefix: the chain stays whole from there) and records in the head
   * how far it went and the last hash purged, which the first kept row points to. Answers the rows deleted.
   */
  async purgeChain(tx: Executor, chain: string, cutoff: Date): Promise<number> {
    const [head] = await tx
      .select()
      .from(auditChainHeads)
      .where(eq(auditChainHeads.chain, chain))
      .for('update');
    if (!head) return 0;
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
  },

  /** Where a hash sits in its chain, if anywhere: tells a row moved from a row removed. */
  async seqOfHash(db: Executor, chain: string, hash: string): Promise<number | null> {
    const [row] = await db
      .select({ seq: auditEvents.seq })
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, chain), eq(auditEvents.hash, hash)))
      .limit(1);
    return row?.seq ?? null;
  },
};
