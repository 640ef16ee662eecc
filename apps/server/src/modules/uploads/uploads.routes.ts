import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  logoUploadForm,
  logoUploadQuery,
  logoUploadResponse,
  messages,
  uploadMessages,
} from '@gathering/contract';
import { caller } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { bearerAuth, errorResponses } from '../../lib/route';
import { readSingleFile } from '../../lib/files/multipart';
import { bodyImageCommunity } from '../../lib/files/private-files';
import type { Storage } from '../../lib/files/storage';
import type { UploadsService } from './uploads.service';

const tags = ['uploads'];

// Uploaded files never change under their key (each upload gets a new one). Private files are kept by the
// browser only, and no longer than their signed address lives.
const FILE_CACHE = 'public, max-age=31536000, immutable';
const privateCache = (seconds: number) => `private, max-age=${seconds}`;
// An image of a public item's text: public while the item is, so kept by shared caches for an hour at most (its
// item may become members-only), never as immutable.
const OPEN_IMAGE_CACHE = 'public, max-age=3600';

export const uploadsRoutes: FastifyPluginAsyncZod<{
  service: UploadsService;
  storage: Storage;
  /** The content module's answer: whether a public item of the community shows the body image at this key. */
  publicItemShows(communityId: string, key: string): Promise<boolean>;
}> = async (app, { service, storage, publicItemShows }) => {
  // Registered here, so multipart bodies are accepted by these routes only.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 2, fields: 20 } });

  app.post(
    '/v1/upload/community/logo',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'uploads.uploadCommunityLogo',
        summary: "Upload a community's logo",
        tags,
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        multipart: { form: logoUploadForm },
        querystring: logoUploadQuery,
        response: { 200: logoUploadResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req) => {
      const file = await readSingleFile(req, {
        field: 'logo',
        maxBytes: LOGO_MAX_BYTES,
        tooLargeMessage: uploadMessages.logoTooLarge,
      });
      return service.uploadCommunityLogo(caller(req), req.query.communityId ?? file.fields.communityId, file);
    },
  );

  // Hidden from OpenAPI: clients follow the file URLs that answers carry, they do not build them; and the
  // wildcard parameter (`*`) is no valid OpenAPI path template.
  app.get(
    '/files/*',
    {
      schema: {
        tags,
        hide: true,
        params: z.object({ '*': z.string().max(600) }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
      },
    },
    async (req, reply) => {
      const key = req.params['*'];
      // A private file without a valid signature answers as a missing one: its existence is not told. An image of
      // an item's text is the exception while a public item shows it.
      let access = storage.access(key, req.query.expires, req.query.signature);
      let cache = access === 'public' ? FILE_CACHE : privateCache(access ?? 0);
      const community = access === null ? bodyImageCommunity(key) : null;
      if (community && (await publicItemShows(community, key))) {
        access = 'public';
        cache = OPEN_IMAGE_CACHE;
      }
      const file = access === null ? null : await storage.get(key);
      if (!file) throw notFound(messages.notFound);
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', cache);
      // Only images are shown in place; anything else (PDF, text) is downloaded, never rendered in our origin.
      if (!/^image\/(png|jpeg|gif|x-icon)$/.test(file.contentType))
        reply.header('content-disposition', attachmentDisposition(req.params['*']));
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
};

/** `attachment` with the stored key's last segment (ours: letters, digits, dashes, a dot) as the file name. */
function attachmentDisposition(key: string): string {
  const name = (key.split('/').pop() ?? '').replace(/[^\w.-]/g, '_') || 'file';
  return `attachment; filename="${name}"`;
}
