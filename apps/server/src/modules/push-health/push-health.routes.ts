import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityIdParams, pushHealth } from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import type { PushHealthService } from './push-health';

const tags = ['communities'];
const errors = errorResponses(400, 401, 403, 404);

/** The "Test credentials" button of a community's push settings (platform administrators). */
export const pushHealthRoutes: FastifyPluginAsyncZod<{ service: PushHealthService }> = async (
  app,
  { service },
) => {
  // Beside PATCH /v1/community/{id}/push/apn and /push/gcm, where the credentials are set.
  app.post(
    '/v1/community/:id/push/test',
    {
      onRequest: app.authorize('platform'),
      schema: {
        operationId: 'communities.testPushCredentials',
        summary: "Check the community's push credentials with Apple and Google now",
        description:
          'APNs: a request to a known-bad device token (BadDeviceToken means the key is good); FCM: a validate_only send. The result is stored and shown on the communities list; a change to FAILING e-mails the platform administrators.',
        tags,
        security,
        params: communityIdParams,
        response: { 200: pushHealth, ...errors },
      },
    },
    async (req) => service.test(req.params.id),
  );
};
