import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentRecord,
  BODY_IMAGE_MAX_BYTES,
  coverUploadForm,
  documentUploadForm,
  imageUploadForm,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { COVER_MAX_BYTES, DOCUMENT_MAX_BYTES, type AttachmentsService } from '../content';
import { readSingleFile } from '../../lib/files/multipart';

const tags = ['uploads'];
const consumes = ['multipart/form-data'];
const response = { 200: attachmentRecord, ...errorResponses(400, 401, 403, 413, 415) };

/**
 * Files of feed items: a cover image (field `cover`, jpeg/png/gif/ico, 5 MB) or a document (field `document`,
 * pdf/txt/jpeg/png/gif, 20 MB), with an optional `displayName` field. Answers the attachment record whose id the
 * item's save payload then carries (coverImage / attachment). An image for inside a body (field `image`,
 * jpeg/png/gif, 10 MB, scaled to 1,600 pixels) is answered the same way; the body carries its `fileUrl`.
 */
export const feedItemUploadsRoutes: FastifyPluginAsyncZod<{ service: AttachmentsService }> = async (
  app,
  { service },
) => {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 20 } });
  const onRequest = app.authorize('community');

  app.post(
    '/v1/upload/feedItem/cover',
    {
      onRequest,
      schema: {
        operationId: 'uploads.uploadFeedItemCover',
        summary: "Upload a feed item's cover image",
        tags,
        security,
        consumes,
        multipart: { form: coverUploadForm },
        response,
      },
    },
    async (req) => {
      const file = await readSingleFile(req, {
        field: 'cover',
        maxBytes: COVER_MAX_BYTES,
        tooLargeMessage: `The file is too large: the limit is ${COVER_MAX_BYTES / 1024 / 1024} MB.`,
      });
      return service.upload(adminCommunity(req), 'COVER', { ...file, displayName: file.fields.displayName });
    },
  );

  app.post(
    '/v1/upload/feedItem/document',
    {
      onRequest,
      schema: {
        operationId: 'uploads.uploadFeedItemDocument',
        summary: "Upload a feed item's document",
        tags,
        security,
        consumes,
        multipart: { form: documentUploadForm },
        response,
      },
    },
    async (req) => {
      const file = await readSingleFile(req, {
        field: 'document',
        maxBytes: DOCUMENT_MAX_BYTES,
        tooLargeMessage: `The file is too large: the limit is ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
      });
      return service.upload(adminCommunity(req), 'DOCUMENT', {
        ...file,
        displayName: file.fields.displayName,
      });
    },
  );

  app.post(
    '/v1/upload/feedItem/image',
    {
      onRequest,
      schema: {
        operationId: 'uploads.uploadFeedItemImage',
        summary: "Upload an image for a feed item's text",
        tags,
        security,
        consumes,
        multipart: { form: imageUploadForm },
        response,
      },
    },
    async (req) => {
      const file = await readSingleFile(req, {
        field: 'image',
        maxBytes: BODY_IMAGE_MAX_BYTES,
        tooLargeMessage: `The file is too large: the limit is ${BODY_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
      });
      return service.upload(adminCommunity(req), 'IMAGE', { ...file, displayName: file.fields.displayName });
    },
  );
};
