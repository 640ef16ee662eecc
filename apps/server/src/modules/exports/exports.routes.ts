import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communityExportParams,
  communityExportResponse,
  communityExportsResponse,
  exportDownloadQuery,
  exportIdParams,
  exportLinkResponse,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import type { ExportsService } from './exports.service';

const tags = ['exports'];
const errors = errorResponses(400, 401, 403, 404);
const platformParams = z.object({ id: communityExportParams.shape.id });
// The archive itself: a gzipped tar, streamed.
const archive = z.any().describe('The export archive (application/gzip)');

/**
 * A community's full export (issue 24): its administrators ask for it and download it under /v1/community/exports;
 * a platform administrator does the same for any community under /v1/community/:id/exports. A download takes a
 * single-use link (POST …/link) and the caller's own session: a link alone opens nothing.
 */
export const exportsRoutes: FastifyPluginAsyncZod<{ service: ExportsService }> = async (app, { service }) => {
  const community = app.authorize('community');
  const platform = app.authorize('platform');
  const send = async (reply: FastifyReply, download: Awaited<ReturnType<ExportsService['download']>>) =>
    reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .header('cache-control', 'no-store')
      .send(download.body);
  const request = async (req: FastifyRequest, reply: FastifyReply, communityId: string) => {
    const r = await service.request(communityId, caller(req).userId, requestLanguage(req));
    return reply.status(r.created ? 202 : 200).send({ data: r.data });
  };

  app.post(
    '/v1/community/exports',
    {
      onRequest: community,
      schema: {
        operationId: 'exports.request',
        summary: 'Ask for a full export of the community',
        description: 'Queues an export (202), or answers the one already running (200): never two at once.',
        tags,
        security,
        response: { 200: communityExportResponse, 202: communityExportResponse, ...errors },
      },
    },
    (req, reply) => request(req, reply, adminCommunity(req).communityId),
  );

  app.get(
    '/v1/community/exports',
    {
      onRequest: community,
      schema: {
        operationId: 'exports.list',
        summary: "The community's latest exports, with their progress",
        tags,
        security,
        response: { 200: communityExportsResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.list(adminCommunity(req).communityId) }),
  );

  app.post(
    '/v1/community/exports/:exportId/link',
    {
      onRequest: community,
      schema: {
        operationId: 'exports.link',
        summary: 'A single-use download link of a ready export',
        tags,
        security,
        params: exportIdParams,
        response: { 200: exportLinkResponse, ...errors },
      },
    },
    async (req) => {
      const admin = adminCommunity(req);
      return { data: await service.link(admin.communityId, req.params.exportId, admin.userId) };
    },
  );

  app.get(
    '/v1/community/exports/:exportId/download',
    {
      onRequest: community,
      schema: {
        operationId: 'exports.download',
        summary: 'Download an export (once per link)',
        tags,
        security,
        params: exportIdParams,
        querystring: exportDownloadQuery,
        response: { 200: archive, ...errors },
      },
    },
    async (req, reply) =>
      send(
        reply,
        await service.download(adminCommunity(req).communityId, req.params.exportId, req.query.token),
      ),
  );

  app.post(
    '/v1/community/:id/exports',
    {
      onRequest: platform,
      schema: {
        operationId: 'exports.requestFor',
        summary: 'Ask for a full export of a community (platform)',
        tags,
        security,
        params: platformParams,
        response: { 200: communityExportResponse, 202: communityExportResponse, ...errors },
      },
    },
    (req, reply) => request(req, reply, req.params.id),
  );

  app.get(
    '/v1/community/:id/exports',
    {
      onRequest: platform,
      schema: {
        operationId: 'exports.listFor',
        summary: "A community's latest exports (platform)",
        tags,
        security,
        params: platformParams,
        response: { 200: communityExportsResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.list(req.params.id) }),
  );

  app.post(
    '/v1/community/:id/exports/:exportId/link',
    {
      onRequest: platform,
      schema: {
        operationId: 'exports.linkFor',
        summary: 'A single-use download link of a ready export (platform)',
        tags,
        security,
        params: communityExportParams,
        response: { 200: exportLinkResponse, ...errors },
      },
    },
    async (req) => {
      const { id, exportId } = req.params;
      const link = await service.link(id, exportId, caller(req).userId);
      return { data: { ...link, url: link.url.replace('/v1/community/', `/v1/community/${id}/`) } };
    },
  );

  app.get(
    '/v1/community/:id/exports/:exportId/download',
    {
      onRequest: platform,
      schema: {
        operationId: 'exports.downloadFor',
        summary: 'Download an export of a community (platform, once per link)',
        tags,
        security,
        params: communityExportParams,
        querystring: exportDownloadQuery,
        response: { 200: archive, ...errors },
      },
    },
    async (req, reply) =>
      send(reply, await service.download(req.params.id, req.params.exportId, req.query.token)),
  );
};
