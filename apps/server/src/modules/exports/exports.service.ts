import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { CommunityExport } from '@gathering/contract';
import { exportMessages, messages } from '@gathering/contract';
import type { Database } from '../../db/client';
import { communityExport } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import { decryptedArchive } from '../../lib/archive';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/files/storage';
import type { RequestsInFlight } from '../../lib/requests-in-flight';
import type { AuditRecorder } from '../audit';
import type { MailService } from '../mail';
import { exportPassphrase, writeCommunityArchive } from './export-archive';
import { readyMail } from './exports.mail';
import { exportsRepository as repo, type ExportRow } from './exports.repository';

/** How long a ready export (its archive and its links) is offered. */
export const EXPORT_TTL_MS = 24 * 3600_000;

/** The port the closing of a community uses: its final export, made now, and the checksums to certify. */
export type FinalExport = (
  communityId: string,
) => Promise<{ archiveSha256: string; manifest: Record<string, string> }>;

export interface ExportsService {
  /** Queues an export, or answers the one already queued or running (`created: false`). */
  request(
    communityId: string,
    userId: string,
    language: string,
  ): Promise<{ created: boolean; data: CommunityExport }>;
  list(communityId: string): Promise<CommunityExport[]>;
  /** A fresh single-use download link of a ready export of this community. */
  link(communityId: string, exportId: string, userId: string): Promise<{ url: string; expiresAt: string }>;
  /** The archive (gzipped tar, decrypted), once per link. */
  download(
    communityId: string,
    exportId: string,
    token: string,
  ): Promise<{ body: Readable; fileName: string }>;
  /** The job: writes the archive, then tells the requester. */
  run(exportId: string): Promise<void>;
  finalExport: FinalExport;
  /** Removes every archive of the community from the disk (its certified deletion: no copy outlives it). */
  removeArchives(communityId: string): Promise<void>;
  /** Marks the exports past their 24 hours expired and removes their archives (the hourly sweep, and each list). */
  removeExpired(): Promise<void>;
}

export interface ExportsDeps {
  database: Database;
  queue: Pick<JobQueue, 'send'>;
  mail: Pick<MailService, 'store'>;
  storage: Pick<Storage, 'get'>;
  clock: Clock;
  config: { dataDir: string; pushCredentialsKey: string; publicUrl: string };
  requests?: Pick<RequestsInFlight, 'quiet'>;
  /** Every export asked for and every archive taken away is in the community's audit trail (same transaction). */
  audit: Pick<AuditRecorder, 'record'>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function toView(row: ExportRow): CommunityExport {
  return {
    id: row.id,
    status: row.status as CommunityExport['status'],
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    filesTotal: row.filesTotal,
    filesDone: row.filesDone,
    bytes: row.bytes,
    archiveSha256: row.archiveSha256,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function createExportsService(deps: ExportsDeps): ExportsService {
  const { database, clock } = deps;
  const db = database.db;
  const dir = join(deps.config.dataDir, 'exports');
  const archivePath = (id: string) => join(dir, `${id}.tar.gz.age`);
  const passphrase = exportPassphrase(deps.config.pushCredentialsKey);

  async function ownReady(communityId: string, exportId: string): Promise<ExportRow> {
    const row = await repo.find(db, exportId);
    // Another community's export is answered as if there were none: its existence is not theirs to know.
    if (!row || row.communityId !== communityId) throw notFound(exportMessages.notFound);
    if (row.status !== 'READY' || !row.expiresAt || row.expiresAt <= clock.now())
      throw notFound(exportMessages.notReady);
    return row;
  }

  async function write(
    row: ExportRow,
    onProgress?: (p: Parameters<typeof repo.progress>[2]) => Promise<void>,
  ) {
    const community = await repo.community(db, row.communityId);
    if (!community) throw new Error('the community is gone');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return writeCommunityArchive(deps, row.communityId, archivePath(row.id), {
      passphrase,
      community,
      progress: onProgress,
      now: clock.now(),
    });
  }

  const service: ExportsService = {
    async request(communityId, userId, language) {
      try {
        return await db.transaction(async (tx) => {
          // A platform administrator names the community in the path: one that does not exist is a 404.
          if (!(await repo.community(tx, communityId))) throw notFound(messages.communityNotFound);
          const running = await repo.running(tx, communityId);
          if (running) return { created: false, data: toView(running) };
          const row = await repo.insert(tx, { communityId, requestedBy: userId, language });
          await deps.queue.send(communityExport, { exportId: row.id }, { tx });
          await deps.audit.record(tx, {
            communityId,
            action: 'exports.request',
            target: { kind: 'community_export', id: row.id },
          });
          return { created: true, data: toView(row) };
        });
      } catch (err) {
        // Two requests at once: the partial unique index lets one in; the other answers it.
        if (!isUniqueViolation(err)) throw err;
        const other = await repo.running(db, communityId);
        if (!other) throw err;
        return { created: false, data: toView(other) };
      }
    },

    async list(communityId) {
      await service.removeExpired();
      return (await repo.list(db, communityId, 10)).map(toView);
    },

    async removeExpired() {
      for (const id of await repo.expire(db, clock.now())) await rm(archivePath(id), { force: true });
    },

    async link(communityId, exportId, userId) {
      const row = await ownReady(communityId, exportId);
      const token = randomBytes(32).toString('base64url');
      // A link lives 24 hours, never past the export itself.
      const expiresAt = new Date(Math.min(clock.now().getTime() + EXPORT_TTL_MS, row.expiresAt!.getTime()));
      await repo.insertLink(db, { exportId, tokenHash: hashToken(token), createdBy: userId, expiresAt });
      return {
        url: `/v1/community/exports/${exportId}/download?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async download(communityId, exportId, token) {
      await ownReady(communityId, exportId);
      await db.transaction(async (tx) => {
        if (!(await repo.useLink(tx, exportId, hashToken(token), clock.now())))
          throw notFound(exportMessages.linkUsed);
        await deps.audit.record(tx, {
          communityId,
          action: 'exports.download',
          target: { kind: 'community_export', id: exportId },
        });
      });
      const community = await repo.community(db, communityId);
      const day = clock.now().toISOString().slice(0, 10);
      return {
        body: await decryptedArchive(archivePath(exportId), passphrase),
        fileName: `${community?.slug ?? 'community'}-export-${day}.tar.gz`,
      };
    },

    async run(exportId) {
      const row = await repo.start(db, exportId, clock.now());
      if (!row) return;
      let last = 0;
      try {
        const written = await write(row, async (p) => {
          // The console polls: a write a second is enough, and keeps the work's own writes few.
          if (Date.now() - last < 1000) return;
          last = Date.now();
          await repo.progress(db, exportId, p);
        });
        const now = clock.now();
        await db.transaction(async (tx) => {
          await repo.progress(tx, exportId, {
            rowsTotal: written.rows,
            rowsDone: written.rows,
            filesTotal: written.files,
            filesDone: written.files,
            bytes: written.bytes,
          });
          await repo.finish(tx, exportId, {
            archiveSha256: written.archiveSha256,
            manifestSha256: written.manifestSha256,
            finishedAt: now,
            expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
          });
          const to = row.requestedBy ? await repo.requester(tx, row.requestedBy) : null;
          const community = await repo.community(tx, row.communityId);
          if (to && community)
            await deps.mail.store(
              tx,
              readyMail({
                to,
                community: community.name,
                language: row.language,
                publicUrl: deps.config.publicUrl,
              }),
            );
        });
      } catch (err) {
        await rm(archivePath(exportId), { force: true });
        await repo.fail(db, exportId, (err as Error).message, clock.now());
        throw err;
      }
    },

    async finalExport(communityId) {
      // Its row is written once the archive is: a final export runs beside a requested one, never instead of it.
      const id = randomUUID();
      const started = clock.now();
      const written = await write({ id, communityId } as ExportRow);
      const now = clock.now();
      await repo.insert(db, {
        id,
        communityId,
        requestedBy: null,
        language: 'en',
        status: 'READY',
        startedAt: started,
        rowsTotal: written.rows,
        rowsDone: written.rows,
        filesTotal: written.files,
        filesDone: written.files,
        bytes: written.bytes,
        archiveSha256: written.archiveSha256,
        manifestSha256: written.manifestSha256,
        finishedAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
      });
      return { archiveSha256: written.archiveSha256, manifest: written.sha256 };
    },

    async removeArchives(communityId) {
      for (const row of await repo.list(db, communityId, Number.MAX_SAFE_INTEGER))
        await rm(archivePath(row.id), { force: true });
    },
  };
  return service;
}
