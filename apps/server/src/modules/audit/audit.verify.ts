import type { AuditChainResult } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { GENESIS, rowHash } from './audit.hash';
import { auditRepository, type AuditEventRow } from './audit.repository';

type Problem = NonNullable<AuditChainResult['problem']>;

const PAGE = 2000;

const problemAt = (kind: Problem['kind'], seq: number, row: AuditEventRow | null): Problem => ({
  kind,
  seq,
  id: row?.id ?? null,
  at: row?.at.toISOString() ?? null,
  action: row?.action ?? null,
});

/**
 * Walks one chain in seq order, a page at a time, and names its first broken row: "altered" when a row's
 * contents no longer give its hash, "removed" when a seq is missing (or the tail the head remembers is gone),
 * "reordered" when a row hashes right but does not follow the row before it (its predecessor sits elsewhere).
 */
async function verifyChain(
  db: Executor,
  chain: string,
  head: { seq: number; hash: string; purgedThrough: number; purgedHash: string | null } | undefined,
): Promise<AuditChainResult> {
  const communityId = chain === 'platform' ? null : chain;
  let expectedSeq = (head?.purgedThrough ?? 0) + 1;
  let prevHash = head?.purgedHash ?? GENESIS;
  let rows = 0;
  const result = (problem: Problem | null): AuditChainResult => ({
    chain,
    communityId,
    rows,
    ok: !problem,
    problem,
  });
  for (;;) {
    const page = await auditRepository.chainPage(db, chain, expectedSeq - 1, PAGE);
    for (const row of page) {
      rows += 1;
      if (row.seq !== expectedSeq) return result(problemAt('removed', expectedSeq, row));
      const { seq: _seq, hash, ...fields } = row;
      if (rowHash({ ...fields, changes: fields.changes, details: fields.details }) !== hash)
        return result(problemAt('altered', row.seq, row));
      if (row.prevHash !== prevHash) {
        const moved = await auditRepository.seqOfHash(db, chain, row.prevHash);
        return result(problemAt(moved !== null ? 'reordered' : 'removed', row.seq, row));
      }
      prevHash = hash;
      expectedSeq += 1;
    }
    if (page.length < PAGE) break;
  }
  // The head remembers the last row appended: rows cut from the end leave it pointing past them.
  if (!head) return result(problemAt('removed', expectedSeq, null));
  if (head.seq !== expectedSeq - 1 || head.hash !== prevHash)
    return result(problemAt('removed', expectedSeq, null));
  return result(null);
}

/** Every chain, the platform's first, then the communities' in id order. */
export async function verifyChains(db: Executor): Promise<AuditChainResult[]> {
  const heads = new Map((await auditRepository.heads(db)).map((h) => [h.chain, h]));
  const chains = [...new Set([...heads.keys(), ...(await auditRepository.chains(db))])].sort((a, b) =>
    a === 'platform' ? -1 : b === 'platform' ? 1 : a < b ? -1 : 1,
  );
  const out: AuditChainResult[] = [];
  for (const chain of chains) out.push(await verifyChain(db, chain, heads.get(chain)));
  return out;
}
