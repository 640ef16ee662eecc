import type { AuditChainResult } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { Checkpoint } from './audit.checkpoints';
import { GENESIS, rowHash } from './audit.hash';
import { purgeIsSigned } from './audit.purge';
import { auditRepository, type AuditEventRow } from './audit.repository';

type Problem = NonNullable<AuditChainResult['problem']>;
type Head = Awaited<ReturnType<typeof auditRepository.heads>>[number];

const PAGE = 2000;

/** What the chains are held to beyond their own links: the signed checkpoints, and the key purges are signed with. */
export interface VerifyAgainst {
  checkpoints: readonly Checkpoint[];
  publicKeyPem: string;
  now: Date;
}

/** One checkpoint's word on a chain: the row at `seq` had `hash` at `at`. */
interface Seen {
  seq: number;
  hash: string;
  at: string;
}

const problemAt = (kind: Problem['kind'], seq: number, row: AuditEventRow | null, seen?: Seen): Problem => ({
  kind,
  seq,
  id: row?.id ?? null,
  at: row?.at.toISOString() ?? null,
  action: row?.action ?? null,
  ...(seen ? { checkpointAt: seen.at } : {}),
});

/**
 * Walks one chain in seq order, a page at a time, and names its first broken row: "altered" when a row's
 * contents no longer give its hash, "removed" when a seq is missing (or the tail the head remembers, or a
 * checkpoint saw, is gone), "reordered" when a row hashes right but does not follow the row before it (its
 * predecessor sits elsewhere), "rewritten" when a row is not what a signed checkpoint saw (a row at or before it was
 * changed and the rest hashed again), "purged" when the chain's start went without a signed purge of old rows.
 */
async function verifyChain(
  db: Executor,
  chain: string,
  head: Head | undefined,
  seen: Seen[],
  against: VerifyAgainst,
): Promise<AuditChainResult> {
  const communityId = chain === 'platform' ? null : chain;
  const purgedThrough = head?.purgedThrough ?? 0;
  let expectedSeq = purgedThrough + 1;
  let prevHash = head?.purgedHash ?? GENESIS;
  let rows = 0;
  const result = (problem: Problem | null): AuditChainResult => ({
    chain,
    communityId,
    rows,
    ok: !problem,
    problem,
  });
  if (head && purgedThrough > 0 && !purgeIsSigned(head, against.publicKeyPem, against.now))
    return result(problemAt('purged', purgedThrough, null));
  // What each checkpoint saw of the rows still due to be here; where the purge stopped, the hash it kept.
  const due = new Map<number, Seen[]>();
  for (const s of seen) {
    if (s.seq === purgedThrough && purgedThrough > 0 && s.hash !== head?.purgedHash)
      return result(problemAt('rewritten', s.seq, null, s));
    if (s.seq > purgedThrough) due.set(s.seq, [...(due.get(s.seq) ?? []), s]);
  }
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
      const differs = due.get(row.seq)?.find((s) => s.hash !== hash);
      if (differs) return result(problemAt('rewritten', row.seq, row, differs));
      due.delete(row.seq);
      prevHash = hash;
      expectedSeq += 1;
    }
    if (page.length < PAGE) break;
  }
  // Rows a checkpoint saw and that are no longer there: cut from the end, whatever the head says now.
  const [gone] = [...due.values()].flat().sort((a, b) => a.seq - b.seq);
  if (gone) return result(problemAt('removed', expectedSeq, null, gone));
  // The head remembers the last row appended: rows cut from the end leave it pointing past them.
  if (!head) return result(problemAt('removed', expectedSeq, null));
  if (head.seq !== expectedSeq - 1 || head.hash !== prevHash)
    return result(problemAt('removed', expectedSeq, null));
  return result(null);
}

/**
 * Every chain, the platform's first, then the communities' in id order, each held to the checkpoints; `only` one
 * chain (a community's administrators verify their own).
 */
export async function verifyChains(
  db: Executor,
  against: VerifyAgainst & { only?: string },
): Promise<AuditChainResult[]> {
  const heads = new Map((await auditRepository.heads(db)).map((h) => [h.chain, h]));
  const seen = new Map<string, Seen[]>();
  for (const c of against.checkpoints)
    for (const [chain, h] of Object.entries(c.document.chains))
      if (h.seq > 0)
        seen.set(chain, [...(seen.get(chain) ?? []), { seq: h.seq, hash: h.hash, at: c.document.at }]);
  // A chain nobody has written to (and no checkpoint saw) is intact and empty.
  if (against.only && !heads.has(against.only) && !seen.has(against.only))
    return [{ chain: against.only, communityId: against.only, rows: 0, ok: true, problem: null }];
  const chains = (
    against.only
      ? [against.only]
      : [...new Set([...heads.keys(), ...seen.keys(), ...(await auditRepository.chains(db))])]
  ).sort((a, b) => (a === 'platform' ? -1 : b === 'platform' ? 1 : a < b ? -1 : 1));
  const out: AuditChainResult[] = [];
  for (const chain of chains)
    out.push(await verifyChain(db, chain, heads.get(chain), seen.get(chain) ?? [], against));
  return out;
}
