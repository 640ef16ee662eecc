import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LOGO_TYPES, messages, uploadMessages, type LogoUploadResponse } from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import { detectFileType } from '../../lib/files/file-type';
import { boundedImage, IMAGE_LONG_SIDE } from '../../lib/files/image';
import { storeThenRecord, type Storage } from '../../lib/files/storage';
import type { CommunitySettingsRepository } from '../communities';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';

export function createUploadsService(deps: {
  database: Database;
  storage: Storage;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** The community's logo column is the communities module's. */
  logos: Pick<CommunitySettingsRepository, 'findCommunityLogo' | 'setCommunityLogo'>;
  audit: AuditRecorder;
}) {
  const { storage, clock } = deps;
  const db = deps.database.db;

  /** Platform administrators name the community; a community administrator only ever uploads for their own. */
  function targetCommunity(auth: AuthRow, requested: string | undefined): string {
    if (auth.isPlatformAdmin) {
      if (!requested) throw badRequest(uploadMessages.communityRequired, 'communityId');
      return requested;
    }
    if (!auth.communityId || auth.role !== 'ADMIN') throw forbidden();
    if (requested && requested !== auth.communityId) throw notFound(messages.communityNotFound);
    return auth.communityId;
  }

  return {
    async uploadCommunityLogo(
      auth: AuthRow,
      requestedCommunityId: string | undefined,
      file: { buffer: Buffer },
    ): Promise<LogoUploadResponse> {
      const communityId = targetCommunity(auth, requestedCommunityId);
      const current = isUuid(communityId) ? await deps.logos.findCommunityLogo(db, communityId) : undefined;
      if (!current) throw notFound(messages.communityNotFound);
      const type = await detectFileType(file.buffer, LOGO_TYPES);
      if (!type) throw new AppError(415, uploadMessages.invalidFileType, 'logo');
      const body = await boundedImage(file.buffer, type, IMAGE_LONG_SIDE.logo, 'logo');
      // A fresh key per upload: the old address may sit in caches for a year.
      const key = `communities/${communityId}/logo-${randomBytes(8).toString('hex')}.${type.ext}`;
      await storeThenRecord(storage, { key, body, contentType: type.mime }, () =>
        db.transaction(async (tx) => {
          await deps.logos.setCommunityLogo(tx, communityId, storage.storedAddress(key), clock.now());
          await deps.audit.record(tx, {
            communityId,
            action: 'communities.logo',
            target: { kind: 'community', id: communityId },
            before: { logo: current.logo },
            after: { logo: storage.storedAddress(key) },
          });
        }),
      );
      const url = storage.publicAddress(storage.storedAddress(key));
      const oldKey = current.logo ? storage.keyOf(current.logo) : null;
      if (oldKey && oldKey !== key)
        await storage.remove(oldKey).catch((err: unknown) => {
          // A leftover file costs a few KB; failing the upload for it would cost the user their change.
          deps.logger.warn({ err, key: oldKey }, 'could not remove the previous logo');
        });
      return { url, communityId, contentType: type.mime, size: body.length };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
