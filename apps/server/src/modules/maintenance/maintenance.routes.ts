import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedRebuildResult,
  likesRebuildResult,
  objectIdResult,
  scriptCommunityParams,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import type { MaintenanceService } from './maintenance.service';

const tags = ['maintenance'];
const errors = errorResponses(400, 401, 403, 404);

/** Platform administrators' repair scripts for feeds (see maintenance.service for what each does). */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ service: MaintenanceService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('platform');
  app.patch(
    '/v2/scripts/community/objectId',
    {
      onRequest,
      schema: {
        operationId: 'maintenance.rebuildObjectIds',
        summary: 'Rebuild keys',
        tags,
        security,
        response: { 200: objectIdResult, ...errors },
      },
    },
    async () => service.objectIds(),
  );
  app.patch(
    '/v2/scripts/community/feed/:id',
    {
      onRequest,
      schema: {
        operationId: 'maintenance.rebuildFeed',
        summary: 'Rebuild the feed order',
        tags,
        security,
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
        operationId: 'maintenance.buildFeed',
        summary: 'Build the feed: re-rank and re-queue scheduled publishing',
        tags,
        security,
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
        operationId: 'maintenance.recountLikes',
        summary: 'Recount likes',
        tags,
        security,
        params: scriptCommunityParams,
        response: { 200: likesRebuildResult, ...errors },
      },
    },
    async (req) => service.recountLikes(req.params.id),
  );
};
