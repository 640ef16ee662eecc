import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  feedRebuildResult,
  likesRebuildResult,
  objectIdResult,
  scriptCommunityParams,
} from '@gathering/contract';
import type { MaintenanceService } from './maintenance.service';

const tags = ['maintenance'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Platform administrators' repair scripts for feeds (see maintenance.service for what each does). */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ service: MaintenanceService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('platform');
  app.patch(
    '/v2/scripts/community/objectId',
    { onRequest, schema: { tags, summary: 'Rebuild keys', response: { 200: objectIdResult, ...errors } } },
    async () => service.objectIds(),
  );
  app.patch(
    '/v2/scripts/community/feed/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rebuild the feed order',
        params: scriptCommunityParams,
        response: { 200: feedRebuildResult, ...errors },
      },
    },
    async (req) => service.rebuildFeed(req.params.id),
  );
  app.post(
    '/v2/scripts/feeds/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Build the feed: re-rank and re-queue scheduled publishing',
        params: scriptCommunityParams,
        response: { 200: feedRebuildResult, ...errors },
      },
    },
    async (req) => service.buildFeed(req.params.id),
  );
  app.patch(
    '/v2/scripts/community/likes/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Recount likes',
        params: scriptCommunityParams,
        response: { 200: likesRebuildResult, ...errors },
      },
    },
    async (req) => service.recountLikes(req.params.id),
  );
};
