import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationAcknowledgeBody,
  notificationAcknowledgeResponse,
  notificationIdParams,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { appReader as owner } from '../../plugins/app-reader';
import type { AlertsService } from './alerts';

const tags = ['notifications'];

/** Emergency alerts: the member app's acknowledgement and the console's list of people to phone. */
export const alertsRoutes: FastifyPluginAsyncZod<{ service: AlertsService }> = async (app, { service }) => {
  app.post(
    '/app/v1/notifications/:id/acknowledge',
    {
      onRequest: app.authorizeApp({ guests: true }),
      schema: {
        operationId: 'notifications.appAcknowledge',
        summary:
          'Acknowledge an emergency alert (once per person: their other devices stop getting reminders)',
        tags,
        security,
        params: notificationIdParams,
        body: notificationAcknowledgeBody,
        response: { 200: notificationAcknowledgeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.acknowledge(owner(req), req.params.id, req.body.token),
  );

  app.get(
    '/v1/notifications/unreached/:id',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'notifications.exportUnreached',
        summary: 'CSV of the people an alert has not reached or who have not acknowledged it (to phone them)',
        description:
          'For an ordinary notification: the people it never reached. Members of the audience without a device are listed too.',
        tags,
        security,
        params: notificationIdParams,
        response: {
          // Text, not JSON: Fastify sends a string with a text/csv content type as it is, unserialized.
          200: {
            description: 'The people to phone, as CSV',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const { filename, csv } = await service.unreachedCsv(adminCommunity(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
