import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { cascadeMessages as msg, RECORDING_TYPES, type AlertRecording } from '@gathering/contract';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { detectFileType } from '../../lib/files/file-type';
import { storeThenRecord, type Storage } from '../../lib/files/storage';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';
import { recordingsRepository as repo } from './recordings.repository';

/**
 * An alert's voice recordings (issue 36 #5): where no provider's text-to-speech speaks a language (Cree…), an
 * administrator attaches a recording of the alert in it, and the call plays it (TwiML <Play>) instead of <Say>.
 * One per language the alert has a text in; a new one replaces the old. Stored privately: the provider fetches it at
 * a signed address (dispatch.ts), the console at another.
 */
export function createRecordings(deps: {
  database: Database;
  storage: Storage;
  audit: AuditRecorder;
  logger: FastifyBaseLogger;
}) {
  const db = deps.database.db;
  const { storage } = deps;

  /** The community's emergency alert and the tag it has a text in that matches `language`. */
  async function alertLanguage(actor: CommunityAdmin, id: string, language: string | null) {
    const alert = isUuid(id) ? await repo.alert(db, actor.communityId, id) : null;
    if (!alert) throw notFound();
    if (alert.kind !== 'EMERGENCY') throw badRequest(msg.notAnAlert, 'id');
    if (language === null) return null;
    const tag = [alert.language, ...alert.languages].find((l) => l.toLowerCase() === language.toLowerCase());
    if (!tag) throw badRequest(msg.recordingLanguage, 'language');
    return tag;
  }

  const shown = (r: Awaited<ReturnType<typeof repo.list>>[number]): AlertRecording => ({
    language: r.language,
    contentType: r.contentType,
    bytes: r.bytes,
    url: storage.publicAddress(r.path),
    createdAt: r.createdAt.toISOString(),
  });

  return {
    async list(actor: CommunityAdmin, id: string): Promise<AlertRecording[]> {
      await alertLanguage(actor, id, null);
      return (await repo.list(db, id)).map(shown);
    },

    async save(actor: CommunityAdmin, id: string, language: string, file: { buffer: Buffer }) {
      const tag = (await alertLanguage(actor, id, language))!;
      const type = await detectFileType(file.buffer, RECORDING_TYPES);
      if (!type) throw new AppError(415, msg.recordingType, 'recording');
      const key = `communities/${actor.communityId}/alerts/recording-${randomBytes(8).toString('hex')}.${type.ext}`;
      const old = await repo.find(db, id, tag);
      await storeThenRecord(storage, { key, body: file.buffer, contentType: type.mime }, () =>
        db.transaction(async (tx) => {
          await repo.save(tx, {
            notificationId: id,
            communityId: actor.communityId,
            language: tag,
            path: storage.storedAddress(key),
            contentType: type.mime,
            bytes: file.buffer.length,
          });
          await deps.audit.record(tx, {
            communityId: actor.communityId,
            action: 'cascade.recording_saved',
            target: { kind: 'notification', id },
            before: old ? { recording: `${tag} · ${old.contentType} · ${old.bytes} B` } : null,
            after: { recording: `${tag} · ${type.mime} · ${file.buffer.length} B` },
          });
        }),
      );
      await removeFile(old?.path ?? null);
      return this.list(actor, id);
    },

    async remove(actor: CommunityAdmin, id: string, language: string) {
      const tag = (await alertLanguage(actor, id, language))!;
      const path = await db.transaction(async (tx) => {
        const removed = await repo.remove(tx, id, tag);
        if (!removed) throw notFound();
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cascade.recording_removed',
          target: { kind: 'notification', id },
          before: { recording: tag },
          after: null,
        });
        return removed;
      });
      await removeFile(path);
      return this.list(actor, id);
    },
  };

  /** A replaced or removed recording's file; a leftover file costs storage only, never the change. */
  async function removeFile(path: string | null) {
    const key = path ? storage.keyOf(path) : null;
    if (key)
      await storage.remove(key).catch((err: unknown) => {
        deps.logger.warn({ err, key }, 'could not remove a replaced alert recording');
      });
  }
}

export type Recordings = ReturnType<typeof createRecordings>;
