import {
  CONTACT_KINDS,
  CONTACTS_MAX,
  contactImportMessages as reasons,
  memberMessages,
  type ContactChannelInput,
  type ContactImportJob,
  type ContactImportPreview,
  type ContactImportRow,
  type ContactImportStart,
  type ContactKind,
} from '@gathering/contract';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { pacedBatches } from '../../db/yield';
import { contactsImport } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requestContext } from '../../lib/request-context';
import type { RequestsInFlight } from '../../lib/requests-in-flight';
import { fillMessage } from '../../i18n';
import { contactsRepository as repo, type ChannelRow } from './contacts.repository';
import {
  contactImportsRepository as imports,
  type ContactImportRow as ImportRow,
} from './contacts-import.repository';
import type { ContactsService } from './contacts.service';
import { parseContactsCsv, type CsvContactRow } from './contacts.csv';

/** Rows looked up per query, and the import's transactions' sizes (fitted to their times: db/yield.ts). */
const LOOKUP = 1000;
const BATCH_ROWS = { first: 20, min: 5, max: 1000 };

/** Another run holds the import now (this one was presumed dead): this run stops, its batch rolled back. */
class LeaseLost extends Error {}

interface Checked extends CsvContactRow {
  membershipId: string | null;
  name: string | null;
}

/**
 * The member's new list: their channels of kinds the row leaves empty stay as they are; a kind the row fills has
 * the row's value as its only channel, keeping the consent the member gave it unless the row says otherwise. The
 * order is kept: the row's value takes the place of the first channel of its kind (a new kind goes last), so an
 * import of mobiles does not move a member's e-mail ahead of them.
 */
export function mergeChannels(existing: ChannelRow[], row: CsvContactRow): ContactChannelInput[] {
  const filled = (kind: ContactKind): ContactChannelInput => {
    const set = row.channels[kind]!;
    const old = existing.find((c) => c.kind === kind && c.value === set.value);
    return {
      kind,
      value: set.value,
      alerts: set.alerts ?? old?.alerts ?? true,
      news: set.news ?? old?.news ?? false,
    };
  };
  const list: ContactChannelInput[] = [];
  const placed = new Set<ContactKind>();
  for (const c of existing) {
    const kind = c.kind as ContactKind;
    if (!row.channels[kind]) list.push({ kind, value: c.value, alerts: c.alerts, news: c.news });
    else if (!placed.has(kind)) {
      list.push(filled(kind));
      placed.add(kind);
    }
  }
  for (const kind of CONTACT_KINDS) if (row.channels[kind] && !placed.has(kind)) list.push(filled(kind));
  return list;
}

function toJob(r: ImportRow): ContactImportJob {
  return {
    id: r.id,
    status: r.status as ContactImportJob['status'],
    fileName: r.fileName,
    total: r.total,
    processed: r.processed,
    updated: r.updated,
    unchanged: r.unchanged,
    invalid: r.invalid,
    added: r.added,
    changed: r.changed,
    removed: r.removed,
    error: r.error,
    createdOn: r.createdAt.toISOString(),
    finishedOn: r.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The CSV import of contact channels (issue 36 #1): a preview with a sentence per bad row, nothing written; then the
 * import, refused (400, nothing written) when the file has bad rows unless the administrator confirmed importing the
 * others, and otherwise queued: a job applies it in short transactions, each committing its rows with the cursor and
 * counts the console polls, so a killed server's import resumes where its last batch ended. One import at a time per
 * community (409). Every channel added, replaced or whose consent changes is a row of the audit trail with the
 * source IMPORT, in the name of the administrator who started it.
 */
export function createContactsImport(deps: {
  database: Database;
  contacts: Pick<ContactsService, 'importBatch'>;
  queue: JobQueue;
  clock: Clock;
  /** The requests being served: between its batches the import steps aside for them (the embedded engine). */
  requests?: Pick<RequestsInFlight, 'quiet'>;
}) {
  const db = deps.database.db;
  // This process's runs under way: a resume at start leaves their imports alone.
  const live = new Set<string>();
  /** The rows with the member each names (of this community only) and whether the result fits the limit. */
  async function check(ex: Executor, communityId: string, text: string): Promise<Checked[]> {
    const rows = parseContactsCsv(text);
    const out: Checked[] = [];
    const byMember = new Map<string, number>();
    for (let from = 0; from < rows.length; from += LOOKUP) {
      const part = rows.slice(from, from + LOOKUP).filter((r) => r.member && !r.error);
      const found = await repo.membersFor(
        ex,
        communityId,
        part.filter((r) => r.by === 'email').map((r) => r.member),
        part.filter((r) => r.by === 'id').map((r) => r.member),
      );
      const byEmail = new Map(found.map((m) => [m.email, m]));
      const byId = new Map(found.map((m) => [m.id, m]));
      const channels = new Map<string, ChannelRow[]>();
      for (const c of await repo.channelsOfMany(
        ex,
        found.map((m) => m.id),
      ))
        channels.set(c.membershipId, [...(channels.get(c.membershipId) ?? []), c]);
      for (const r of rows.slice(from, from + LOOKUP)) {
        const m = r.error ? undefined : (r.by === 'email' ? byEmail : byId).get(r.member);
        const row: Checked = {
          ...r,
          membershipId: m?.id ?? null,
          name: m ? `${m.firstName} ${m.lastName}`.trim() : null,
        };
        if (!r.error && !m) row.error = reasons.memberUnknown;
        // One member named twice (by e-mail on one line, by id on another).
        else if (m && !r.error && byMember.has(m.id))
          row.error = fillMessage(reasons.memberRepeats, { line: byMember.get(m.id)! });
        else if (m && !r.error && mergeChannels(channels.get(m.id) ?? [], r).length > CONTACTS_MAX)
          row.error = reasons.tooMany;
        if (m && !row.error) byMember.set(m.id, r.line);
        out.push(row);
      }
    }
    return out;
  }

  const summary = (rows: Checked[]) => {
    const invalid = rows.filter((r) => r.error).length;
    return { total: rows.length, valid: rows.length - invalid, invalid };
  };

  const shown = (r: Checked): ContactImportRow => ({
    line: r.line,
    member: r.member,
    name: r.name,
    mobile: r.channels.MOBILE?.value ?? (r.written.MOBILE || null),
    landline: r.channels.LANDLINE?.value ?? (r.written.LANDLINE || null),
    email: r.channels.EMAIL?.value ?? (r.written.EMAIL || null),
    status: r.error ? 'invalid' : 'valid',
    reason: r.error,
  });

  return {
    async preview(communityId: string, text: string): Promise<ContactImportPreview> {
      const rows = await check(db, communityId, text);
      return { summary: summary(rows), rows: rows.map(shown) };
    },

    /** Checks the file as the preview does, then queues its application; answers the import to poll (202). */
    async start(
      communityId: string,
      userId: string,
      text: string,
      opts: { fileName: string | null; skipInvalid: boolean },
    ): Promise<ContactImportStart> {
      const rows = await check(db, communityId, text);
      const counts = summary(rows);
      if (counts.invalid && !opts.skipInvalid)
        throw badRequest(fillMessage(reasons.invalidRows, { count: counts.invalid }), 'file');
      const created = await db.transaction(async (tx) => {
        if (await imports.lockAndFindActive(tx, communityId)) throw conflict(reasons.importRunning, 'file');
        const row = await imports.create(tx, {
          communityId,
          createdBy: userId,
          actor: requestContext.current()?.caller() ?? null,
          fileName: opts.fileName?.slice(0, 200) ?? null,
          csv: text,
          skipInvalid: opts.skipInvalid,
          total: rows.length,
          createdAt: deps.clock.now(),
        });
        await deps.queue.send(contactsImport, { importId: row.id }, { tx });
        return row;
      });
      return { ...toJob(created), summary: counts };
    },

    /** An import of this community (another community's is not found). */
    async status(communityId: string, id: string): Promise<ContactImportJob> {
      const row = await imports.find(db, communityId, id);
      if (!row) throw notFound(memberMessages.importNotFound);
      return toJob(row);
    },

    async latest(communityId: string): Promise<{ import: ContactImportJob | null }> {
      const row = await imports.latest(db, communityId);
      return { import: row ? toJob(row) : null };
    },

    /**
     * The job: the file checked again as a whole (a member named twice, by e-mail and by id), then its rows from the
     * cursor in paced batches, each in one transaction with its progress. Idempotent: a row applied twice (a retry,
     * a resume) changes nothing the second time, and the cursor committed with each batch counts it once.
     */
    async run(importId: string): Promise<void> {
      const runner = randomUUID();
      const job = await imports.claim(db, importId, runner);
      if (!job) return;
      live.add(runner);
      try {
        const rows = await check(db, job.communityId, job.csv);
        const pace = pacedBatches(deps.database, BATCH_ROWS, deps.requests);
        for (let from = job.processed; from < rows.length;) {
          const part = rows.slice(from, from + pace.size);
          const valid = part.filter((r) => !r.error && r.membershipId);
          const t0 = performance.now();
          await db.transaction(async (tx) => {
            const done = await deps.contacts.importBatch(
              tx,
              job.communityId,
              valid.map((r) => ({
                membershipId: r.membershipId!,
                merge: (current) => mergeChannels(current, r),
              })),
              job.actor ?? undefined,
            );
            const step = { ...done, invalid: done.invalid + part.length - valid.length };
            if (!(await imports.advance(tx, job.id, runner, { processed: from + part.length, ...step })))
              throw new LeaseLost();
          });
          from += part.length;
          await pace.after(part.length, performance.now() - t0);
        }
        await imports.release(db, job.id, runner, { status: 'DONE', finishedAt: deps.clock.now() });
      } catch (err) {
        if (err instanceof LeaseLost) return;
        // The administrator reads a sentence; the error itself goes to the log with the job's failure.
        await imports.release(db, job.id, runner, {
          status: 'FAILED',
          error: reasons.importFailed,
          finishedAt: deps.clock.now(),
        });
        throw err;
      } finally {
        live.delete(runner);
      }
    },

    /** At start: imports a stopped (or killed) server was running, queued again once their lease has lapsed. */
    async resume(): Promise<void> {
      const takeOver = deps.database.kind === 'pglite';
      for (const r of await imports.interrupted(db, takeOver, [...live]))
        await deps.queue.send(
          contactsImport,
          { importId: r.id },
          // The lease is the database's time (now()), not the app's clock (which tests may set).
          r.leaseUntil && r.leaseUntil.getTime() > Date.now()
            ? { startAfter: new Date(r.leaseUntil.getTime() + 1000) }
            : {},
        );
    },
  };
}

export type ContactsImport = ReturnType<typeof createContactsImport>;
