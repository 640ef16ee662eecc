import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appNotificationsPage,
  appNotificationsQuery,
  deviceBody,
  deviceResponse,
  deviceTokenParams,
  messageResponse,
  notificationIdParams,
  notificationMessages,
  notificationOpenBody,
  notificationOpenResponse,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { appReader as owner } from '../../plugins/app-reader';
import type { DevicesService } from './devices.service';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403, 404);

/** The member app's push side (/app/v1), for members and guests: devices, opens, received notifications. */
export const devicesRoutes: FastifyPluginAsyncZod<{ service: DevicesService }> = async (app, { service }) => {
  const onRequest = app.authorizeApp({ guests: true });

  app.put(
    '/app/v1/devices',
    {
      onRequest,
      schema: {
        operationId: 'notifications.registerDevice',
        summary: "Register or refresh this phone's push token",
        description:
          'One row per token: a token registered by another person or community moves here, and nothing meant for its previous owner is sent to it.',
        tags,
        security,
        body: deviceBody,
        response: { 200: deviceResponse, ...errors },
      },
    },
    async (req) => service.register(owner(req), req.body),
  );

  app.delete(
    '/app/v1/devices/:token',
    {
      onRequest,
      schema: {
        operationId: 'notifications.removeDevice',
        summary: "Remove one of the caller's push tokens",
        tags,
        security,
        params: deviceTokenParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      await service.remove(owner(req), req.params.token);
      return { message: notificationMessages.deviceRemoved };
    },
  );

  app.get(
    '/app/v1/notifications',
    {
      onRequest,
      schema: {
        operationId: 'notifications.appList',
        summary: "The notifications delivered to the caller's devices, newest first",
        tags,
        security,
        querystring: appNotificationsQuery,
        response: { 200: appNotificationsPage, ...errors },
      },
    },
    async (req, reply) => {
      const page = await service.received(owner(req), req.query);
      // The languages the page's notifications are in (each names its own in `language`), as the feed says.
      const used = [...new Set(page.data.map((n) => n.language))];
      if (used.length) reply.header('content-language', used.join(', '));
      reply.header('vary', 'Accept-Language');
      return page;
    },
  );

  app.post(
    '/app/v1/notifications/:id/open',
    {
      onRequest,
      schema: {
        operationId: 'notifications.appOpen',
        summary: 'Record that a device opened a notification (a conversion, counted once per device)',
        tags,
        security,
        params: notificationIdParams,
        body: notificationOpenBody,
        response: { 200: notificationOpenResponse, ...errors },
      },
    },
    async (req) => service.open(owner(req), req.params.id, req.body.token),
  );
};
