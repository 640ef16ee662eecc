import {
  memberMessages,
  type ImportJob,
  type ImportPreviewResponse,
  type ImportStartResponse,
} from '@gathering/contract';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { pacedBatches } from '../../db/yield';
import type { RequestsInFlight } from '../../lib/requests-in-flight';
import { membersImport } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { MailService } from '../mail';
import type { AccountsRepository } from '../auth';
import type { CommunitiesRepository } from '../communities';
import type { InvitationsRepository, PublicRepository } from '../public';
import { slugify } from '../../lib/slug';
import { importRepository, type ImportRow } from './members-import.repository';
import { parseMembersCsv } from './members.csv';
import type { Actor } from './members.context';
// The import's parts, each in its own file: checking the file, applying it chunk by chunk, the e-mails it sends.
import { classify, summarize } from './members-import.classify';
import { createChunkApplier, LeaseLost } from './members-import.apply';
import { createImportInvitations } from './members-import.invitations';
import type { AuditRecorder } from '../audit';

/** Rows per transaction: the first batch's, and the bounds of the sizes fitted to the batches' times. */
const IMPORT_BATCH_ROWS = { first: 100, min: 20, max: 1000 };

function toJob(r: ImportRow): ImportJob {
  return {
    id: r.id,
    status: r.status as ImportJob['status'],
    fileName: r.fileName,
    total: r.total,
    processed: r.processed,
    created: r.created,
    updated: r.updated,
    invalid: r.invalid,
    error: r.error,
    createdOn: r.createdAt.toISOString(),
    finishedOn: r.finishedAt?.toISOString() ?? null,
  };
}

export function createMembersImportService(deps: {
  database: Database;
  queue: JobQueue;
  clock: Clock;
  mail: MailService;
  /** The requests being served: between its batches the import steps aside for them (the embedded engine). */
  requests?: Pick<RequestsInFlight, 'quiet'>;
  publicUrl: string;
  /** Identity's writes (the auth module owns users and memberships). */
  accounts: Pick<AccountsRepository, 'insertUsers' | 'insertMemberships' | 'updateNames'>;
  /** The public module's one-time links (invitations to join, links to choose a password). */
  links: Pick<InvitationsRepository, 'hasLive' | 'create'> & Pick<PublicRepository, 'createToken'>;
  /** The communities module's names (the invitations' sender). */
  communities: Pick<CommunitiesRepository, 'findName'>;
  audit: AuditRecorder;
}) {
  const { queue, clock } = deps;
  const db = deps.database.db;
  const applyChunk = createChunkApplier(deps);
  // This process's runs under way: a resume at start leaves their imports alone.
  const live = new Set<string>();
  const invitations = createImportInvitations(deps);

  return {
    async preview(actor: Actor, text: string): Promise<ImportPreviewResponse> {
      const rows = await classify(db, actor.communityId, parseMembersCsv(text));
      return { summary: await summarize(db, actor.communityId, rows), rows };
    },

    /** Checks the file as the preview does, then queues its application; answers the job to poll. */
    async start(
      actor: Actor & { userId: string },
      text: string,
      opts: { fileName: string | null; invite: boolean },
    ): Promise<ImportStartResponse> {
      const rows = await classify(db, actor.communityId, parseMembersCsv(text));
      const summary = await summarize(db, actor.communityId, rows);
      // The import's row and its job commit together.
      const job = await db.transaction(async (tx) => {
        const created = await importRepository.create(tx, {
          communityId: actor.communityId,
          createdBy: actor.userId,
          fileName: opts.fileName?.slice(0, 200) ?? null,
          csv: text,
          options: { invite: opts.invite },
          total: rows.length,
          createdAt: clock.now(),
        });
        await queue.send(membersImport, { importId: created.id }, { singletonKey: created.id, tx });
        // One row per import, not per member: the file's counts say what it asks (its result is recorded at the end).
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'members.import',
          target: { kind: 'member_import', id: created.id },
          details: { fileName: created.fileName, rows: rows.length, invite: opts.invite, summary },
        });
        return created;
      });
      return { ...toJob(job), summary };
    },

    async status(actor: Actor, id: string): Promise<ImportJob> {
      const job = await importRepository.find(db, actor.communityId, id);
      if (!job) throw notFound(memberMessages.importNotFound);
      return toJob(job);
    },

    /**
     * The import job: batch by batch, each in its own short transaction that also commits the progress, with a
     * pause between batches for other requests (the embedded engine has one connection). Resumable: a run
     * continues from the committed cursor, so the counts describe what the import did, however many runs it took.
     */
    async run(importId: string): Promise<void> {
      const runner = randomUUID();
      const job = await importRepository.claim(db, importId, runner);
      if (!job) return;
      live.add(runner);
      try {
        const rows = parseMembersCsv(job.csv);
        // Groups named in the file exist before any member is added to them (again on a resumed run: no-op).
        const names = new Map<string, string>();
        for (const r of rows)
          if (!r.error) for (const g of r.groups) if (!names.has(slugify(g))) names.set(slugify(g), g);
        await importRepository.insertGroups(
          db,
          [...names].map(([slug, name]) => ({ communityId: job.communityId, name, slug })),
        );
        const groupIds = new Map(
          (await importRepository.groupsBySlug(db, job.communityId, [...names.keys()])).map((g) => [
            g.slug,
            g.id,
          ]),
        );
        // Batches of tens of rows on the embedded engine (a batch of 1,000 held its one connection for half a
        // second and stalled every community), of hundreds on PostgreSQL: db/yield.ts.
        const pace = pacedBatches(deps.database, IMPORT_BATCH_ROWS, deps.requests);
        for (let from = job.processed; from < rows.length;) {
          const part = rows.slice(from, from + pace.size);
          const t0 = performance.now();
          await applyChunk(job, runner, from, part, groupIds);
          from += part.length;
          await pace.after(part.length, performance.now() - t0);
        }
        const done = await db.transaction(async (tx) => {
          const released = await importRepository.release(tx, job.id, runner, {
            status: 'DONE',
            finishedAt: clock.now(),
          });
          // The job acts for the administrator who started it: the system, on their behalf.
          if (released)
            await deps.audit.record(tx, {
              communityId: job.communityId,
              action: 'members.import_done',
              target: { kind: 'member_import', id: job.id },
              details: {
                onBehalfOf: job.createdBy,
                total: released.total,
                created: released.created,
                updated: released.updated,
                invalid: released.invalid,
              },
            });
          return released;
        });
        if (done?.created) await importRepository.analyzeMemberships(db);
      } catch (err) {
        // Taken over by another run (this one was presumed dead): that run finishes the import.
        if (err instanceof LeaseLost) return;
        await importRepository.release(db, job.id, runner, {
          status: 'FAILED',
          error: (err as Error).message.slice(0, 500),
          finishedAt: clock.now(),
        });
        throw err;
      } finally {
        live.delete(runner);
      }
    },

    /**
     * At start: imports a stopped (or killed) server was running are queued again, to run once their lease has
     * lapsed (at once on the embedded engine); the dead run's job would otherwise wait for the queue's expiry.
     */
    async resume(): Promise<void> {
      const takeOver = deps.database.kind === 'pglite';
      for (const r of await importRepository.interrupted(db, takeOver, [...live]))
        await queue.send(
          membersImport,
          { importId: r.id },
          // The lease is the database's time (now()), not the app's clock (which tests may set).
          r.leaseUntil && r.leaseUntil.getTime() > Date.now()
            ? { startAfter: new Date(r.leaseUntil.getTime() + 1000) }
            : {},
        );
    },

    ...invitations,
  };
}

export type MembersImportService = ReturnType<typeof createMembersImportService>;
