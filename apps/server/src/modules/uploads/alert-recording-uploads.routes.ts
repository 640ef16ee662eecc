import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertRecordingParams,
  alertRecordingsResponse,
  cascadeMessages,
  RECORDING_MAX_BYTES,
  recordingUploadForm,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { readSingleFile } from '../../lib/files/multipart';
import type { Recordings } from '../alert-cascade';

/**
 * An emergency alert's voice recording in one language (issue 36 #5): field `recording`, MP3 or WAV by its
 * content, 5 MB at most; it replaces the language's previous one. The alert cascade keeps and plays it.
 */
export const alertRecordingUploadsRoutes: FastifyPluginAsyncZod<{ recordings: Recordings }> = async (
  app,
  { recordings },
) => {
  await app.register(multipart, { limits: { fileSize: RECORDING_MAX_BYTES, files: 2, fields: 20 } });
  app.put(
    '/v1/notifications/:id/recordings/:language',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'cascade.uploadRecording',
        summary: "Attach an alert's voice recording in one language (MP3 or WAV, 5 MB)",
        description:
          'For a language no provider’s text-to-speech speaks: its calls play the recording. Answers the alert’s recordings.',
        tags: ['cascade'],
        security,
        consumes: ['multipart/form-data'],
        multipart: { form: recordingUploadForm },
        params: alertRecordingParams,
        response: { 200: alertRecordingsResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req) => {
      const file = await readSingleFile(req, {
        field: 'recording',
        maxBytes: RECORDING_MAX_BYTES,
        tooLargeMessage: cascadeMessages.recordingTooLarge,
      });
      const actor = adminCommunity(req);
      return { data: await recordings.save(actor, req.params.id, req.params.language, file) };
    },
  );
};
