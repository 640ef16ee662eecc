import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestsPage, guestsQuery } from '@gathering/contract';
import { adminCommunity, bearerAuth, errorResponses } from '../../lib/route';
import type { GuestsService } from './guests.service';

export const guestsRoutes: FastifyPluginAsyncZod<{ service: GuestsService }> = async (app, { service }) => {
  app.get(
    '/v2/guests',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'guests.list',
        summary: "List the community's guests",
        description: "The community's guests (app users without an account), one per device.",
        tags: ['guests'],
        security: bearerAuth,
        querystring: guestsQuery,
        response: { 200: guestsPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.list(adminCommunity(req), req.query),
  );
};
