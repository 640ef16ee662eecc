import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, guestsPage, guestsQuery } from '@gathering/contract';
import { actorOf } from '../members/members.routes';
import type { GuestsService } from './guests.service';

export const guestsRoutes: FastifyPluginAsyncZod<{ service: GuestsService }> = async (app, { service }) => {
  app.get(
    '/v2/guests',
    {
      onRequest: app.authorize('community'),
      schema: {
        tags: ['guests'],
        description: "The community's guests (app users without an account), one per device.",
        querystring: guestsQuery,
        response: { 200: guestsPage, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => service.list(actorOf(req), req.query),
  );
};
