import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationReach, notificationReachBody } from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { Reach } from './reach';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The review before a send (issue 22), beside the console's notifications: the fan-out's own audience, counted. */
export const reachRoutes: FastifyPluginAsyncZod<{ reach: Reach }> = async (app, { reach }) => {
  const onRequest = app.authorize('community');

  app.post(
    '/v1/notifications/reach',
    {
      onRequest,
      schema: {
        operationId: 'notifications.reach',
        summary: 'Estimate who a send would reach: members, guests, devices by platform, quiet-hour waits',
        description:
          'The review before a send: the same audience rules and query as the send itself, counted now. Accepts the compose body; only its audience and timing fields are read.',
        tags,
        security,
        body: notificationReachBody,
        response: { 200: notificationReach, ...errors },
      },
    },
    async (req) => reach.estimate(adminCommunity(req), req.body),
  );
};
