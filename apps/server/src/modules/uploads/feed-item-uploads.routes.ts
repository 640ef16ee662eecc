import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentRecord, errorResponse } from '@gathering/contract';
import { caller } from '../../plugins/auth';
import { COVER_MAX_BYTES, DOCUMENT_MAX_BYTES, type AttachmentsService } from '../content/attachments.service';
import { readSingleFile } from './multipart';

const tags = ['uploads'];
const response = {
  200: attachmentRecord,
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  413: errorResponse,
  415: errorResponse,
};

/**
 * Files of feed items: a cover image (field `cover`, jpeg/png/gif/ico, 5 MB) or a document (field `document`,
 * pdf/txt/jpeg/png/gif, 20 MB), with an optional `displayName` field. Answers the attachment record whose id the
 * item's save payload then carries (coverImage / attachment).
 */
export const feedItemUploadsRoutes: FastifyPluginAsyncZod<{ service: AttachmentsService }> = async (
  app,
  { service },
) => {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 20 } });
  const onRequest = app.authorize('community');
  const actor = (req: Parameters<typeof caller>[0]) => {
    const c = caller(req);
    return { userId: c.userId, communityId: c.communityId! };
  };

  for (const [field, purpose, maxBytes] of [
    ['cover', 'COVER', COVER_MAX_BYTES],
    ['document', 'DOCUMENT', DOCUMENT_MAX_BYTES],
  ] as const) {
    app.post(
      `/v1/upload/feedItem/${field}`,
      { onRequest, schema: { tags, consumes: ['multipart/form-data'], response } },
      async (req) => {
        const file = await readSingleFile(req, {
          field,
          maxBytes,
          tooLargeMessage: `The file is too large: the limit is ${maxBytes / 1024 / 1024} MB.`,
        });
        return service.upload(actor(req), purpose, { ...file, displayName: file.fields.displayName });
      },
    );
  }
};
