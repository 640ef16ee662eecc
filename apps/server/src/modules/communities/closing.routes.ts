import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeCommunityBody,
  closingMessages,
  communityClosingResponse,
  communityIdParams,
  messageResponse,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { ClosingService } from './closing.service';

const tags = ['communities'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** Closing and restoring a community (platform), and its closing as its own administrators see it. */
export const closingRoutes: FastifyPluginAsyncZod<{ service: ClosingService }> = async (app, { service }) => {
  const platform = app.authorize('platform');

  app.get(
    '/v1/community/closing',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'communities.getOwnClosing',
        summary: "Whether the caller's community is closing, and when it will be deleted",
        tags,
        security,
        response: { 200: communityClosingResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.own(caller(req)) }),
  );

  app.get(
    '/v1/community/:id/closing',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.getClosing',
        summary: 'Whether a community is closing, and when it will be deleted',
        tags,
        security,
        params: communityIdParams,
        response: { 200: communityClosingResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.status(req.params.id) }),
  );

  app.post(
    '/v1/community/:id/close',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.close',
        summary: 'Close a community: deleted for good after the grace period unless restored',
        tags,
        security,
        params: communityIdParams,
        body: closeCommunityBody,
        response: { 200: communityClosingResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.close(req.params.id, req.body.confirmName, caller(req)) }),
  );

  app.post(
    '/v1/community/:id/restore',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.restore',
        summary: 'Restore a closing community during its grace period',
        tags,
        security,
        params: communityIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      await service.restore(req.params.id);
      return { message: closingMessages.restored };
    },
  );
};
