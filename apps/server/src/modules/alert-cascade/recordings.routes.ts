import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertRecordingParams, alertRecordingsResponse, notificationIdParams } from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { Recordings } from './recordings.service';

const tags = ['cascade'];

/** An alert's voice recordings: listed and removed here; uploaded through the uploads module. */
export const recordingsRoutes: FastifyPluginAsyncZod<{ recordings: Recordings }> = async (
  app,
  { recordings },
) => {
  const onRequest = app.authorize('community');
  app.get(
    '/v1/notifications/:id/recordings',
    {
      onRequest,
      schema: {
        operationId: 'cascade.recordings',
        summary: "An emergency alert's voice recordings, one per language",
        tags,
        security,
        params: notificationIdParams,
        response: { 200: alertRecordingsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await recordings.list(adminCommunity(req), req.params.id) }),
  );
  app.delete(
    '/v1/notifications/:id/recordings/:language',
    {
      onRequest,
      schema: {
        operationId: 'cascade.removeRecording',
        summary: "Removes an alert's voice recording: its calls in that language use text-to-speech again",
        tags,
        security,
        params: alertRecordingParams,
        response: { 200: alertRecordingsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await recordings.remove(adminCommunity(req), req.params.id, req.params.language),
    }),
  );
};
