import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { CommunityExport } from '@gathering/contract';
import { exportMessages, messages } from '@gathering/contract';
import type { Database } from '../../db/client';
import { communityExport } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import { decryptedArchive } from '../../lib/archive';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { UNSERVED_PREFIX } from '../../lib/files/private-files';
import type { Storage } from '../../lib/files/storage';
import type { RequestsInFlight } from '../../lib/requests-in-flight';
import type { AuditRecorder } from '../audit';
import type { MailService } from '../mail';
import { exportPassphrase, writeCommunityArchive, type ExportProgress } from './export-archive';
import { archiveName, removeExportFiles, removeLeftovers } from './export-files';
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
  /**
   * At start: exports a stopped (or killed) server was writing are queued again, to start over once their run's
   * lease has lapsed (at once on the embedded engine), and what dead runs left on the disk is removed.
   */
  resume(): Promise<void>;
}

export interface ExportsDeps {
  database: Database;
  queue: Pick<JobQueue, 'send'>;
  mail: Pick<MailService, 'store'>;
  storage: Pick<Storage, 'get'>;
  /**
   * The file store every process shares (S3), when several serve one database: a finished archive moves there, so
   * that the API process a download reaches serves what a worker wrote. Unset (one process): DATA_DIR/exports.
   */
  shared?: Pick<Storage, 'putFile' | 'get' | 'remove'>;
  clock: Clock;
  config: { dataDir: string; pushCredentialsKey: string; publicUrl: string };
  requests?: Pick<RequestsInFlight, 'quiet'>;
  /** Every export asked for and every archive taken away is in the community's audit trail (same transaction). */
  audit: Pick<AuditRecorder, 'record'>;
  /**
   * A signed checkpoint of the audit trail taken now (kept by the audit module outside the database); the export
   * carries it, so the community holds an anchor of its own trail.
   */
  checkpoint?: () => Promise<unknown>;
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

/** Another run holds the export now (this one was presumed dead): this run stops and leaves it to that one. */
class LeaseLost extends Error {
  constructor() {
    super('another run took the export over');
  }
}

/**
 * A run's heartbeat: once a second its latest progress is written and its lease extended (the console polls; a
 * write a second keeps the work's own writes few). `report` throws LeaseLost once a beat found the export taken
 * over, which stops the writing.
 */
function heartbeat(db: Database['db'], exportId: string, runner: string) {
  let latest: ExportProgress | null = null;
  let lost = false;
  let beating: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const p = latest;
    beating = beating.then(async () => {
      // A passing database error is not a lost lease: the next beat tries again.
      if (!(await repo.progress(db, exportId, runner, p).catch(() => true))) lost = true;
    });
  }, 1000);
  timer.unref();
  return {
    report(p: ExportProgress) {
      if (lost) throw new LeaseLost();
      latest = { ...p };
    },
    async stop() {
      clearInterval(timer);
      await beating;
    },
  };
}

export function createExportsService(deps: ExportsDeps): ExportsService {
  const { database, clock } = deps;
  const db = database.db;
  const dir = join(deps.config.dataDir, 'exports');
  const archivePath = (id: string) => join(dir, archiveName(id));
  const passphrase = exportPassphrase(deps.config.pushCredentialsKey);
  // Named by its content: a run presumed dead that still finishes stores another archive under another key, and
  // removing its own never removes the one the export's row names.
  const archiveKey = (communityId: string, id: string, sha256: string) =>
    `${UNSERVED_PREFIX}${communityId}/${id}-${sha256}.tar.gz.age`;
  /** A written archive, from this machine's disk to the shared store (when there is one). */
  async function share(communityId: string, id: string, sha256: string) {
    if (!deps.shared) return;
    await deps.shared.putFile(
      archiveKey(communityId, id, sha256),
      archivePath(id),
      'application/octet-stream',
    );
    await rm(archivePath(id), { force: true });
  }
  async function removeArchive(communityId: string, id: string, sha256: string | null) {
    await rm(archivePath(id), { force: true });
    // The store out of reach leaves the object behind (its row no longer names it); the caller's own work goes on.
    if (deps.shared && sha256) await deps.shared.remove(archiveKey(communityId, id, sha256)).catch(() => {});
  }
  // The exports this process is writing: a resume or a sweep leaves their files and leases alone (id → runner).
  const live = new Map<string, string>();

  async function ownReady(communityId: string, exportId: string): Promise<ExportRow> {
    const row = await repo.find(db, exportId);
    // Another community's export is answered as if there were none: its existence is not theirs to know.
    if (!row || row.communityId !== communityId) throw notFound(exportMessages.notFound);
    if (row.status !== 'READY' || !row.expiresAt || row.expiresAt <= clock.now())
      throw notFound(exportMessages.notReady);
    return row;
  }

  async function write(row: ExportRow, onProgress?: (p: ExportProgress) => Promise<void> | void) {
    const community = await repo.community(db, row.communityId);
    if (!community) throw new Error('the community is gone');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const checkpoint = deps.checkpoint ? await deps.checkpoint() : null;
    return writeCommunityArchive(deps, row.communityId, archivePath(row.id), {
      passphrase,
      community,
      progress: onProgress,
      now: clock.now(),
      checkpoint,
    });
  }

  const service: ExportsService = {
    async request(communityId, userId, language) {
      try {
        return await db.transaction(async (tx) => {
          // A platform administrator names the community in the path: one that does not exist is a 404.
          if (!(await repo.community(tx, communityId))) throw notFound(messages.communityNotFound);
          const running = await repo.running(tx, communityId);
          if (running) {
            // Its run died and nobody took it over yet (its server is not back): this request restarts it.
            if (running.orphaned) await deps.queue.send(communityExport, { exportId: running.id }, { tx });
            return { created: false, data: toView(running) };
          }
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
      for (const r of await repo.expire(db, clock.now()))
        await removeArchive(r.communityId, r.id, r.archiveSha256);
      await removeLeftovers(db, dir, new Set(live.keys()));
    },

    async resume() {
      const takeOver = database.kind === 'pglite';
      for (const r of await repo.interrupted(db, takeOver, [...live.values()]))
        await deps.queue.send(
          communityExport,
          { exportId: r.id },
          // The lease is the database's time (now()), not the app's clock (which tests may set).
          r.leaseUntil && r.leaseUntil.getTime() > Date.now()
            ? { startAfter: new Date(r.leaseUntil.getTime() + 1000) }
            : {},
        );
      await removeLeftovers(db, dir, new Set(live.keys()));
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
      const row = await ownReady(communityId, exportId);
      // The archive first: a link is not used up on an archive that cannot be served.
      const stored = deps.shared
        ? await deps.shared.get(archiveKey(communityId, exportId, row.archiveSha256 ?? ''))
        : null;
      if (deps.shared && !stored) throw notFound(exportMessages.notReady);
      try {
        await db.transaction(async (tx) => {
          if (!(await repo.useLink(tx, exportId, hashToken(token), clock.now())))
            throw notFound(exportMessages.linkUsed);
          await deps.audit.record(tx, {
            communityId,
            action: 'exports.download',
            target: { kind: 'community_export', id: exportId },
          });
        });
      } catch (err) {
        // A link refused: the stored archive's answer, opened above, is let go rather than left holding a connection.
        if (stored && stored.body instanceof Readable) stored.body.destroy();
        throw err;
      }
      const community = await repo.community(db, communityId);
      const day = clock.now().toISOString().slice(0, 10);
      return {
        body: await decryptedArchive(stored ? Readable.from(stored.body) : archivePath(exportId), passphrase),
        fileName: `${community?.slug ?? 'community'}-export-${day}.tar.gz`,
      };
    },

    async run(exportId) {
      const runner = randomUUID();
      const row = await repo.claim(db, exportId, runner, clock.now());
      if (!row) return;
      live.set(exportId, runner);
      // Started over from the first row: whatever an earlier, dead run wrote goes first.
      await removeExportFiles(dir, exportId);
      const beat = heartbeat(db, exportId, runner);
      let archiveSha256: string | null = null;
      try {
        const written = await write(row, async (p) => beat.report(p));
        await beat.stop();
        archiveSha256 = written.archiveSha256;
        await share(row.communityId, exportId, written.archiveSha256);
        const now = clock.now();
        const finished = await db.transaction(async (tx) => {
          await repo.progress(tx, exportId, runner, {
            rowsTotal: written.rows,
            rowsDone: written.rows,
            filesTotal: written.files,
            filesDone: written.files,
            bytes: written.bytes,
          });
          if (
            !(await repo.finish(tx, exportId, runner, {
              archiveSha256: written.archiveSha256,
              manifestSha256: written.manifestSha256,
              finishedAt: now,
              expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
            }))
          )
            return false;
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
          return true;
        });
        if (!finished) throw new LeaseLost();
      } catch (err) {
        await beat.stop();
        await removeArchive(row.communityId, exportId, archiveSha256);
        // Taken over by another run (this one was presumed dead): that run writes the export.
        if (err instanceof LeaseLost) return;
        await repo.fail(db, exportId, runner, (err as Error).message, clock.now());
        throw err;
      } finally {
        live.delete(exportId);
      }
    },

    async finalExport(communityId) {
      // Its row is written once the archive is: a final export runs beside a requested one, never instead of it.
      const id = randomUUID();
      const started = clock.now();
      const written = await write({ id, communityId } as ExportRow);
      await share(communityId, id, written.archiveSha256);
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
