import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditPage, AuditRow, AuditQuery, PlatformAuditQuery } from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { writeCsv } from '../../lib/csv';
import { pageMeta } from '../../lib/paging';
import { requestContext } from '../../lib/request-context';
import { resolveRange } from './audit.range';
import { diff, scrub, unlabelledFields, type Changes } from './audit.diff';
import { auditRepository, type AuditEventRow, type AuditFilters, type AuditInsert } from './audit.repository';
import type { Checkpoints } from './audit.checkpoints';
import { verifyChains } from './audit.verify';
import { auditNamesRepository, refsOf } from './audit.names.repository';

/** The platform's own chain: rows with no community (a community created, a platform user listed). */
export const PLATFORM_CHAIN = 'platform';

/** Who acted, when no signed-in caller says it (a sign-in, a job acting for someone). */
export interface AuditActor {
  userId: string | null;
  name: string | null;
  role: string;
}

/** One thing that happened, as a module tells it: the trail adds who, when and from where. */
export interface AuditEntry {
  /** The community the action concerns; null for the platform's own (its chain). */
  communityId: string | null;
  /** '<area>.<verb>', one of the catalogue's (contract audit-catalogue.ts): the consoles name each in words. */
  action: AuditAction;
  target?: { kind: string; id?: string | null };
  /** The record before and after: their differing fields are kept, secrets left out by name (audit.diff.ts). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Narrows before/after to these fields. */
  only?: readonly string[];
  /** Other facts (counts, the filter of a listed page); scrubbed of secrets too. */
  details?: Record<string, unknown>;
  /** Overrides the request's caller (a sign-in has none yet). */
  actor?: AuditActor;
}

/** What other modules are handed (composition/core.ts): record inside their own transaction, nothing else. */
export interface AuditRecorder {
  record(ex: Executor, entry: AuditEntry | readonly AuditEntry[]): Promise<void>;
}

/**
 * Told of a key of changes or details the catalogue has no words for (it is recorded all the same, and the consoles
 * show it as it is). The server's tests make it throw (test/setup-audit.ts), so a field added to a recorded record
 * without its words fails the first test that records it.
 */
let onUnlabelled: (action: string, fields: string[]) => void = () => {};
export const whenUnlabelled = (handler: typeof onUnlabelled) => {
  onUnlabelled = handler;
};

const SYSTEM: AuditActor = { userId: null, name: null, role: 'SYSTEM' };

/** `{ f: { before: b, after: a } }` as `{ f: b }` and `{ f: a }`: the keys of the values on both sides, by field. */
const changesBySide = (changes: Changes) => [
  Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.before])),
  Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.after])),
];

const isTransaction = (ex: Executor) => 'rollback' in ex;

export function createAuditRecorder(deps: { clock: Clock }): AuditRecorder {
  function toRow(e: AuditEntry, at: Date): AuditInsert & { chain: string } {
    const ctx = requestContext.current();
    const actor = e.actor ?? ctx?.caller() ?? SYSTEM;
    const changes: Changes | null =
      e.before !== undefined || e.after !== undefined ? diff(e.before, e.after, e.only) : null;
    const unlabelled = unlabelledFields(...(changes ? changesBySide(changes) : []), e.details);
    if (unlabelled.length) onUnlabelled(e.action, unlabelled);
    return {
      id: randomUUID(),
      chain: e.communityId ?? PLATFORM_CHAIN,
      communityId: e.communityId,
      at,
      actorId: actor.userId,
      actorName: actor.name,
      actorRole: actor.role,
      action: e.action,
      targetKind: e.target?.kind ?? null,
      targetId: e.target?.id ?? null,
      changes: changes && Object.keys(changes).length ? changes : null,
      details: e.details ? (scrub(e.details) as Record<string, unknown>) : null,
      ip: ctx?.ip ?? null,
      userAgent: ctx?.userAgent ?? null,
      requestId: ctx?.requestId ?? null,
    };
  }

  async function append(tx: Executor, rows: (AuditInsert & { chain: string })[]) {
    // Chains in one order, so two transactions that both touch two chains cannot wait on each other.
    const chains = [...new Set(rows.map((r) => r.chain))].sort();
    for (const chain of chains)
      await auditRepository.append(
        tx,
        chain,
        rows.filter((r) => r.chain === chain).map(({ chain: _c, ...r }) => r),
      );
  }

  return {
    async record(ex, entry) {
      const entries = Array.isArray(entry) ? entry : [entry as AuditEntry];
      if (!entries.length) return;
      const at = deps.clock.now();
      const rows = entries.map((e) => toRow(e, at));
      // Called on the database itself (a read that is recorded), the append gets its own short transaction.
      if (isTransaction(ex)) await append(ex, rows);
      else await ex.transaction((tx) => append(tx, rows));
    },
  };
}

/** Turned off only by the benchmark that measures what the trail costs (bench/audit.ts). */
export const noAudit: AuditRecorder = { record: async () => {} };

export function toAuditRow(r: AuditEventRow, names: Record<string, string> = {}): AuditRow {
  return {
    id: r.id,
    seq: r.seq,
    communityId: r.communityId,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    actorRole: r.actorRole,
    action: r.action,
    targetKind: r.targetKind,
    targetId: r.targetId,
    changes: (r.changes as AuditRow['changes']) ?? null,
    details: (r.details as AuditRow['details']) ?? null,
    ip: r.ip,
    userAgent: r.userAgent,
    requestId: r.requestId,
    names: namesOf(r, names),
  };
}

/** The names a row needs, of all the page's. */
function namesOf(r: AuditEventRow, all: Record<string, string>): Record<string, string> {
  const own = refsOf([r]);
  const out: Record<string, string> = {};
  for (const ids of own.values()) for (const id of ids) if (all[id]) out[id] = all[id];
  return out;
}

const CSV_COLUMNS = [
  'at',
  'community_id',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'target_kind',
  'target_id',
  'changes',
  'details',
  'ip',
  'user_agent',
  'request_id',
  'seq',
  'hash',
];

export function createAuditService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditRecorder;
  /** Signed checkpoints of the chains' heads, kept outside the database (audit.checkpoints.ts). */
  checkpoints: Checkpoints;
}) {
  const db = deps.database.db;

  function filters(q: AuditQuery, communityId: string | null | undefined): AuditFilters {
    const { from, to } = resolveRange(q.from, q.to);
    return {
      communityId,
      actorId: q.actor,
      personId: q.person,
      person: q.search || undefined,
      action: q.action || undefined,
      targetKind: q.targetKind || undefined,
      targetId: q.targetId || undefined,
      from,
      to,
    };
  }

  const scopeOf = (q: PlatformAuditQuery) => (q.community === 'platform' ? null : (q.community ?? undefined));

  /** A page of rows, each with the names of what it names by id, as the reader's scope may see them. */
  async function page(f: AuditFilters, q: AuditQuery, scope: string | null): Promise<AuditPage> {
    const { rows, total } = await auditRepository.list(db, f, { limit: q.limit, page: q.offset, dir: q.dir });
    const names = await auditNamesRepository.names(db, scope, refsOf(rows));
    return { data: rows.map((r) => toAuditRow(r, names)), meta: pageMeta(q.offset, q.limit, total) };
  }

  async function verify(only?: string) {
    const { valid, invalid } = await deps.checkpoints.store.load(deps.checkpoints.publicKeyPem);
    const result = await verifyChains(db, {
      checkpoints: valid,
      publicKeyPem: deps.checkpoints.publicKeyPem,
      now: deps.clock.now(),
      only,
    });
    const ok = result.every((c) => c.ok);
    await deps.audit.record(db, {
      communityId: only ?? null,
      action: 'audit.verify',
      target: { kind: 'audit' },
      details: { ok, chains: result.length, checkpoints: valid.length },
    });
    return {
      ok,
      checkedAt: deps.clock.now().toISOString(),
      chains: result,
      checkpoints: {
        kept: valid.length,
        latestAt: valid.at(-1)?.document.at ?? null,
        ignored: invalid.length,
      },
    };
  }

  /** The CSV of the filtered trail, with a byte-order mark (Excel reads UTF-8 names right); its export recorded. */
  async function csv(f: AuditFilters, communityId: string | null, q: AuditQuery): Promise<string> {
    const rows: string[][] = [];
    for await (const batch of auditRepository.each(db, f))
      for (const r of batch)
        rows.push([
          r.at.toISOString(),
          r.communityId ?? '',
          r.actorId ?? '',
          r.actorName ?? '',
          r.actorRole,
          r.action,
          r.targetKind ?? '',
          r.targetId ?? '',
          r.changes ? JSON.stringify(r.changes) : '',
          r.details ? JSON.stringify(r.details) : '',
          r.ip ?? '',
          r.userAgent ?? '',
          r.requestId ?? '',
          String(r.seq),
          r.hash,
        ]);
    await deps.audit.record(db, {
      communityId,
      action: 'audit.export',
      target: { kind: 'audit' },
      details: { rows: rows.length, filters: { ...q, offset: undefined, limit: undefined } },
    });
    // What was exported is anchored: a checkpoint now covers every row it holds, and the export's own.
    await deps.checkpoints.take('audit-export');
    const text = writeCsv(CSV_COLUMNS, rows);
    return text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  }

  return {
    list: (communityId: string, q: AuditQuery) => page(filters(q, communityId), q, communityId),
    listAll: (q: PlatformAuditQuery) => page(filters(q, scopeOf(q)), q, null),
    /** The person picker: in a community's trail, or the platform's view (optionally one chain). */
    people: async (scope: string | null | undefined, search = '') => ({
      data: await auditNamesRepository.people(db, scope, search),
    }),
    exportCsv: (communityId: string, q: AuditQuery) => csv(filters(q, communityId), communityId, q),
    exportAllCsv: (q: PlatformAuditQuery) => csv(filters(q, scopeOf(q)), scopeOf(q) ?? null, q),
    /** Every chain (the platform's administrators). */
    verify: () => verify(),
    /** The community's own chain (its administrators), recorded in it. */
    verifyCommunity: (communityId: string) => verify(communityId),

    /** The latest signed checkpoint, published for anyone to keep a copy of. */
    latestCheckpoint: () => deps.checkpoints.store.latest(deps.checkpoints.publicKeyPem),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
