import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettings, notificationSettingsBody } from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { PushSettings } from './settings';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403, 404);

/** The community's push settings: quiet hours (in each recipient's zone) and the zone of devices without one. */
export const pushSettingsRoutes: FastifyPluginAsyncZod<{ service: PushSettings }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v1/notifications/settings',
    {
      onRequest,
      schema: {
        operationId: 'notifications.getSettings',
        summary: "The community's quiet hours and time zone",
        tags,
        security,
        response: { 200: notificationSettings, ...errors },
      },
    },
    async (req) => service.get(adminCommunity(req).communityId),
  );

  app.patch(
    '/v1/notifications/settings',
    {
      onRequest,
      schema: {
        operationId: 'notifications.updateSettings',
        summary:
          'Set quiet hours (ordinary pushes wait until they end; emergency alerts do not) and the zone',
        tags,
        security,
        body: notificationSettingsBody,
        response: { 200: notificationSettings, ...errors },
      },
    },
    async (req) => service.update(adminCommunity(req).communityId, req.body),
  );
};
