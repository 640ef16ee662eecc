import {
  memberMessages,
  type ImportJob,
  type ImportPreviewResponse,
  type ImportStartResponse,
} from '@gathering/contract';
import type { Database } from '../../db/client';
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
import type { Actor } from './members.service';
// The import's parts, each in its own file: checking the file, applying it chunk by chunk, the e-mails it sends.
import { chunks, classify, IMPORT_CHUNK, summarize } from './members-import.classify';
import { createChunkApplier } from './members-import.apply';
import { createImportInvitations } from './members-import.invitations';

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
  publicUrl: string;
  /** Identity's writes (the auth module owns users and memberships). */
  accounts: Pick<AccountsRepository, 'insertUsers' | 'insertMemberships' | 'updateNames'>;
  /** The public module's one-time links (invitations to join, links to choose a password). */
  links: Pick<InvitationsRepository, 'hasLive' | 'create'> & Pick<PublicRepository, 'createToken'>;
  /** The communities module's names (the invitations' sender). */
  communities: Pick<CommunitiesRepository, 'findName'>;
}) {
  const { queue, clock } = deps;
  const db = deps.database.db;
  const applyChunk = createChunkApplier(deps);
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
        return created;
      });
      return { ...toJob(job), summary };
    },

    async status(actor: Actor, id: string): Promise<ImportJob> {
      const job = await importRepository.find(db, actor.communityId, id);
      if (!job) throw notFound(memberMessages.importNotFound);
      return toJob(job);
    },

    /** The import job: chunk by chunk, each in a transaction, with progress written as it goes. */
    async run(importId: string): Promise<void> {
      const job = await importRepository.findById(db, importId);
      if (!job || job.status === 'DONE') return;
      try {
        const rows = parseMembersCsv(job.csv);
        const bad = rows.filter((r) => r.error).length;
        const good = rows.filter((r) => !r.error);
        await importRepository.update(db, job.id, {
          status: 'RUNNING',
          processed: bad,
          invalid: bad,
          created: 0,
          updated: 0,
          error: null,
        });
        // Groups named in the file exist before any member is added to them.
        const names = new Map<string, string>();
        for (const r of good) for (const g of r.groups) if (!names.has(slugify(g))) names.set(slugify(g), g);
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
        const totals = { processed: bad, created: 0, updated: 0, invalid: bad };
        for (const [i, part] of chunks(good, IMPORT_CHUNK).entries()) {
          const r = await applyChunk(job, part, groupIds, i);
          totals.processed += part.length;
          totals.created += r.created;
          totals.updated += r.updated;
          totals.invalid += r.invalid;
          await importRepository.update(db, job.id, totals);
        }
        if (totals.created) await importRepository.analyzeMemberships(db);
        await importRepository.update(db, job.id, { status: 'DONE', finishedAt: clock.now() });
      } catch (err) {
        await importRepository.update(db, job.id, {
          status: 'FAILED',
          error: (err as Error).message.slice(0, 500),
          finishedAt: clock.now(),
        });
        throw err;
      }
    },

    ...invitations,
  };
}

export type MembersImportService = ReturnType<typeof createMembersImportService>;
