import { and, asc, count, desc, eq, gt, gte, ilike, isNull, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paged } from '../../db/paged';
import { auditChainHeads, auditEvents } from '../../db/schema';
import { bodyHash, GENESIS, type HashedFields } from './audit.hash';
import { personFilter } from './audit.names.repository';

/** A row as written, before its place in the chain is known. */
export type AuditInsert = Omit<HashedFields, 'chain' | 'prevHash'>;

export type AuditEventRow = typeof auditEvents.$inferSelect;

export interface AuditFilters {
  /** A community's id; null for platform-level rows only; undefined for every chain (the platform's view). */
  communityId?: string | null;
  actorId?: string;
  /** A person's user id: rows they acted in or that are about them. */
  personId?: string;
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
    f.personId ? personFilter(f.personId) : undefined,
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
   * Appends rows to one chain, each in one statement (one round trip in the acting transaction): the chain's head
   * row is locked (`for update`, held to the end of the caller's transaction), moved on, and the row inserted with
   * the head's previous hash and the link the database computes from it (audit.hash.ts). Appends to one chain take
   * turns across connections and servers, each after the head its predecessor committed, so the chain never forks;
   * other chains are not held up. A chain's very first row makes its head first.
   */
  async append(tx: Executor, chain: string, rows: AuditInsert[]): Promise<void> {
    for (const r of rows) {
      if (await appendOne(tx, chain, r)) continue;
      await tx.insert(auditChainHeads).values({ chain, seq: 0, hash: GENESIS }).onConflictDoNothing();
      if (!(await appendOne(tx, chain, r))) throw new Error(`audit chain ${chain} has no head`);
    }
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

  /**
   * An imported trail (ids kept: ops/community-import.ts) goes on from its last row: its chain's head is set there,
   * and where the original purged its oldest rows, to where that purge went.
   */
  async continueChain(tx: Executor, chain: string): Promise<void> {
    await tx.execute(sql`
      insert into ${auditChainHeads} (chain, seq, hash, purged_through, purged_hash)
      select ${chain}, last.seq, last.hash, first.seq - 1, case when first.seq > 1 then first.prev_hash end
        from (select seq, hash from ${auditEvents} where chain = ${chain} order by seq desc limit 1) last,
             (select seq, prev_hash from ${auditEvents} where chain = ${chain} order by seq limit 1) first
      on conflict (chain) do nothing`);
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
  async purgeChain(
    tx: Executor,
    chain: string,
    cutoff: Date,
    seal: (done: { purgedThrough: number; purgedHash: string; newestPurgedAt: string | null }) => unknown,
  ): Promise<number> {
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
      .returning({ id: auditEvents.id, at: auditEvents.at });
    const newest = gone.reduce<Date | null>((a, r) => (a && a > r.at ? a : r.at), null);
    await tx
      .update(auditChainHeads)
      .set({
        purgedThrough: through,
        purgedHash: last.hash,
        purgeRecord: seal({
          purgedThrough: through,
          purgedHash: last.hash,
          newestPurgedAt: newest?.toISOString() ?? null,
        }),
      })
      .where(eq(auditChainHeads.chain, chain));
    return gone.length;
  },

  /** An imported chain's start, attested by the importing command (its purge record, signed: audit.purge.ts). */
  async attestImportedStart(
    tx: Executor,
    chain: string,
    seal: (start: { purgedThrough: number; purgedHash: string }) => unknown,
  ) {
    const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
    if (!head || head.purgedThrough === 0 || !head.purgedHash || head.purgeRecord) return;
    // The head's purge columns stay as they are: only the record is added (the trigger lets nothing else through).
    await tx.execute(
      sql`update ${auditChainHeads} set purge_record = ${JSON.stringify(
        seal({ purgedThrough: head.purgedThrough, purgedHash: head.purgedHash }),
      )}::jsonb where chain = ${chain}`,
    );
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

/** One row appended after the head (false when the chain has no head yet). */
async function appendOne(tx: Executor, chain: string, r: AuditInsert): Promise<boolean> {
  const body = bodyHash({ ...r, chain });
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  const result = await tx.execute(sql`
    with prior as (
      select hash from ${auditChainHeads} where chain = ${chain} for update
    ), head as (
      update ${auditChainHeads} h
         set seq = h.seq + 1, hash = encode(sha256(convert_to(prior.hash || ${body}, 'UTF8')), 'hex')
        from prior
       where h.chain = ${chain}
      returning prior.hash as prev, h.seq, h.hash
    )
    insert into ${auditEvents} (id, chain, seq, community_id, at, actor_id, actor_name, actor_role, action,
      target_kind, target_id, changes, details, ip, user_agent, request_id, prev_hash, hash)
    select ${r.id}::uuid, ${chain}, head.seq, ${r.communityId}::uuid, ${r.at.toISOString()}::timestamptz,
      ${r.actorId}::uuid, ${r.actorName}, ${r.actorRole}, ${r.action}, ${r.targetKind}, ${r.targetId},
      ${json(r.changes)}::jsonb, ${json(r.details)}::jsonb, ${r.ip}, ${r.userAgent}, ${r.requestId},
      head.prev, head.hash
      from head
    returning seq`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
