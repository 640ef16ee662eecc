import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { BODY_IMAGE_LONG_SIDE, uploadMessages, type AttachmentRecord } from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { detectFileType } from '../../lib/files/file-type';
import { stripBidiControls } from '../../lib/files/display-name';
import { boundedImage, IMAGE_LONG_SIDE } from '../../lib/files/image';
import { checkPdf } from '../../lib/files/pdf';
import { storeThenRecord, type Storage } from '../../lib/files/storage';
import { toAttachment } from './content.mapper';
import { contentRepository as repo } from './content.repository';

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/x-icon'];
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'];
// Images inside a body: what every phone shows (no icons); their key is what the body sanitiser recognises.
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

const TYPES = { COVER: COVER_TYPES, DOCUMENT: DOCUMENT_TYPES, IMAGE: IMAGE_TYPES };
const FIELD = { COVER: 'cover', DOCUMENT: 'document', IMAGE: 'image' } as const;
// A body image is shown across a phone or an article column: 1,600 pixels is sharp on both and a fraction of a
// camera's bytes for every reader.
const LONG_SIDE = {
  COVER: IMAGE_LONG_SIDE.cover,
  DOCUMENT: IMAGE_LONG_SIDE.document,
  IMAGE: BODY_IMAGE_LONG_SIDE,
};

// Plain text has no signature: accept UTF-8 without NUL bytes (any executable or office file has some).
function isPlainText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f/\\]/g;
const cleanName = (name: string) =>
  stripBidiControls(name).replace(UNSAFE_IN_NAME, '_').slice(0, 255) || 'file';

export type AttachmentPurpose = 'COVER' | 'DOCUMENT' | 'IMAGE';

/** Cover images, documents and body images of feed items: typed by content, stored through the storage module. */
export function createAttachmentsService(deps: { database: Database; storage: Storage; clock: Clock }) {
  const { storage, clock } = deps;
  const db = deps.database.db;

  return {
    async upload(
      actor: { userId: string; communityId: string },
      purpose: AttachmentPurpose,
      file: { buffer: Buffer; filename: string; displayName?: string },
    ): Promise<AttachmentRecord> {
      let type = await detectFileType(file.buffer, TYPES[purpose]);
      if (
        !type &&
        purpose === 'DOCUMENT' &&
        !(await fileTypeFromBuffer(file.buffer)) &&
        isPlainText(file.buffer)
      )
        type = { mime: 'text/plain', ext: 'txt' };
      const field = FIELD[purpose];
      if (!type) throw new AppError(415, uploadMessages.invalidFileType, field);
      // Bounded by what the file becomes once opened (pixels, inflated streams), not only by its bytes.
      let body = file.buffer;
      if (type.mime === 'application/pdf') await checkPdf(body, field);
      else if (type.mime.startsWith('image/'))
        body = await boundedImage(body, type, LONG_SIDE[purpose], field);
      const originalName = cleanName(file.filename);
      const fileName = `${purpose.toLowerCase()}-${randomBytes(8).toString('hex')}.${type.ext}`;
      const key = `communities/${actor.communityId}/feed/${fileName}`;
      const row = await storeThenRecord(storage, { key, body, contentType: type.mime }, () =>
        repo.insertAttachment(db, {
          communityId: actor.communityId,
          purpose,
          filePath: key,
          mimeType: type.mime,
          fileSize: body.length,
          originalName,
          fileName,
          fileUrl: storage.storedAddress(key),
          displayName:
            stripBidiControls(file.displayName ?? '')
              .trim()
              .slice(0, 200) || originalName,
          createdBy: actor.userId,
          createdAt: clock.now(),
        }),
      );
      return toAttachment({ ...row, fileUrl: storage.publicAddress(row.fileUrl) });
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
